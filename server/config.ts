import { z } from 'zod';
import { parseEnvironment } from '#server/environment/parse';
import { smtpSettings } from '#server/environment/smtp';
import { authPaths } from '#shared/contract/auth';

const booleanFlag = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');

const upstreamPath = z.string().regex(/^\/[\w\-./{}]*$/, 'must be a path starting with /');
const sitePath = z.string().regex(/^\/(?!\/)[\w\-./?=&%]*$/, 'must be a same-site path starting with /');
/** Under these the site answers itself (accounts, saved items, the demo outbox): never forwarded. */
const bffOnlyPrefixes = ['/api/auth/', '/api/users/', '/api/saves/', '/api/saves', '/api/dev/'];
const forwardPrefix = z.string().regex(/^\/api\/(?:[\w-]+\/)+$/, 'must be paths like /api/name/ (letters, digits, - and _; ending in /)');
const httpMethod = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every setting the process reads, parsed once at start. */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
    UPSTREAM_URL: z.url({ protocol: /^https?$/ }).optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    // docs/decisions/010-circuit-breaker.md
    UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
    UPSTREAM_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /**
     * Processes answering requests (docs/operations.md, "Workers and memory"): 1 is one process as before;
     * unset, one per CPU the container allows.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * How many proxies in front of the site append to X-Forwarded-For (docs/operations.md, "Behind a
     * proxy"). `true`/`yes` mean one, the usual single reverse proxy; `false`/`no` none. Never "all":
     * the left-most entries are the client's own writing.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(?:true|false|yes|no|10|[0-9])$/, 'must be the number of proxies in front (0–10), or true (= 1) / false (= 0)')
      .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
      .default(0),
    MENU_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    /**
     * Reused public HTML (docs/decisions/011-reused-public-html.md): how long a rendered public page is
     * served as it is; 0 turns reuse off (every view renders).
     */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** Then how long it is still served, at once, while one background render replaces it. */
    PAGE_CACHE_STALE_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
    /**
     * Each process's reused pages: at most this many megabytes of HTML… Unset, it comes from the memory
     * each worker gets (docs/operations.md, "Workers and memory").
     */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).optional(),
    /** …and this many pages; the least recently used go first. */
    PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    /** Pages drawn at once in each process (docs/operations.md, "Renders under load")… */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** …pages reading their data or drawn at once (at least RENDER_CONCURRENCY); more wait in line… */
    RENDER_READERS: z.coerce.number().int().min(1).max(256).default(4),
    /** …and at most this many wait: past it a crawler gets 503, a person the page's last copy or a 503 page. */
    RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(64),
    // The auth module's calls have configurable paths and methods (docs/behaviour.md, "Upstream calls").
    AUTH_SIGNIN_PATH: upstreamPath.default(authPaths.signIn.path),
    AUTH_SIGNIN_METHOD: httpMethod.default(authPaths.signIn.method),
    AUTH_SIGNOUT_PATH: upstreamPath.default(authPaths.signOut.path),
    AUTH_SIGNOUT_METHOD: httpMethod.default(authPaths.signOut.method),
    AUTH_SESSION_PATH: upstreamPath.default(authPaths.session.path),
    AUTH_SESSION_METHOD: httpMethod.default(authPaths.session.method),
    AUTH_REFRESH_PATH: upstreamPath.default(authPaths.refresh.path),
    AUTH_REFRESH_METHOD: httpMethod.default(authPaths.refresh.method),
    AUTH_SIGNUP_PATH: upstreamPath.default(authPaths.signUp.path),
    AUTH_SIGNUP_METHOD: httpMethod.default(authPaths.signUp.method),
    /** With refresh on, sign-in must return a refresh token and 401s are retried once after a refresh. */
    AUTH_REFRESH_ENABLED: booleanFlag.default(true),
    /** docs/behaviour.md, "Guards": where a signed-out visitor on a protected route goes (the popup opens there). */
    AUTH_LOGIN_PAGE: sitePath.default('/'),
    /** docs/behaviour.md, "Guards": where a signed-in visitor on a guest-only route goes. */
    AUTH_GUEST_REDIRECT: sitePath.default('/'),
    /** Multiplies the login/registration/reset attempt limits (many people behind one address, test runs). */
    AUTH_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** The largest upstream answer the BFF reads or passes on; a larger one is a bad answer (502). */
    UPSTREAM_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(256 * 1024 * 1024)
      .default(4 * 1024 * 1024),
    /** More upstream paths the /api forwarder passes through, e.g. `/api/v2/public/` (comma-separated). */
    API_FORWARD_PREFIXES: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .pipe(z.array(forwardPrefix))
      .default([]),
    /** The demo outbox (activation links, reset codes) for clients other than loopback: never on a public site. */
    OUTBOX_PUBLIC: booleanFlag.default(false),
    /** The forms' separate consent checkbox and its requirement (docs/behaviour.md, "Consent to the processing of personal data"). */
    CONSENT_CHECKBOX: booleanFlag.default(true),
    /** /metrics on the site's port only with `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** /metrics on a port of its own (on HOST), with no token; for a scraper inside the private network. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * On SIGTERM/SIGINT, how long in-flight requests (streamed pages included) may take to finish before the
     * process exits anyway (docs/decisions/008-container-and-shutdown.md). Keep it below the platform's grace period.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    /**
     * Where replicas share rate-limit counters, session revocation records and the server caches
     * (docs/operations.md, "Redis"); unset, each process keeps them in memory.
     */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, hostname: /^.+$/, error: 'must be a redis:// or rediss:// URL with a host (redis://redis:6379)' })
      .optional(),
    /**
     * A Redis of its own for reused pages (docs/operations.md, "Redis"): may evict (allkeys-lru with a
     * maxmemory), unlike REDIS_URL's, which holds revocations and attempt counters. Unset, pages go to
     * REDIS_URL's Redis within the caps below.
     */
    PAGE_CACHE_REDIS_URL: z
      .url({ protocol: /^rediss?$/, hostname: /^.+$/, error: 'must be a redis:// or rediss:// URL with a host (redis://pages:6379)' })
      .optional(),
    /** All reused pages in Redis together: at most this many megabytes (the soonest to expire go first)… */
    PAGE_CACHE_REDIS_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** …and a larger page is kept per process only. */
    PAGE_CACHE_REDIS_ENTRY_MAX_KB: z.coerce.number().int().min(16).max(16_384).default(1024),
    /**
     * The Yandex Metrika counter number; unset = no analytics at all, and the CSP stays as it is
     * (docs/operations.md, "Analytics"). Digits only: it ends up in the page data and in ym() calls.
     */
    METRIKA_ID: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, 'must be the counter number, digits only (e.g. 12345678)')
      .transform(Number)
      .optional(),
    /**
     * With METRIKA_ID: `ask` (the default) loads the counter only after the visitor accepts the notice;
     * `implied` loads it on every page, for an operator with a legal basis of its own
     * (docs/operations.md, "Consent to analytics").
     */
    ANALYTICS_CONSENT: z.enum(['ask', 'implied']).default('ask'),
    /**
     * The VAT rate the prices include, in percent: exported specifications show «в т.ч. НДС N %»;
     * 0 prints «Без НДС» (docs/operations.md, "Documents"). 22 % is the general rate from 2026.
     */
    VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(30).default(22),
    ...smtpSettings,
  })
  .superRefine((c, ctx) => {
    if (c.UPSTREAM_URL && !c.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when UPSTREAM_URL is set' });
    }
    // A real deployment must not take its canonical links, robots.txt and sitemap from the Host header.
    if (c.UPSTREAM_URL && !c.PUBLIC_ORIGIN) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'is required when UPSTREAM_URL is set (e.g. https://example.ru)' });
    }
    const reserved = [c.AUTH_SIGNIN_PATH, c.AUTH_SIGNOUT_PATH, c.AUTH_SESSION_PATH, c.AUTH_REFRESH_PATH, c.AUTH_SIGNUP_PATH].map((p) =>
      p.toLowerCase(),
    );
    for (const prefix of c.API_FORWARD_PREFIXES) {
      const lower = prefix.toLowerCase();
      if (bffOnlyPrefixes.some((p) => lower.startsWith(p) || p.startsWith(lower)) || reserved.some((p) => p.startsWith(lower))) {
        ctx.addIssue({
          code: 'custom',
          path: ['API_FORWARD_PREFIXES'],
          message: `must not cover the account calls the site answers itself (${prefix})`,
        });
      }
    }
  });

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined>): Config {
  return parseEnvironment(configSchema, env);
}
