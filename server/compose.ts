import { specMessages } from '#shared/contract/spec-messages';
import type { AccountRouteDeps } from '#server/api/auth';
import { createOutcomes } from '#server/api/form-outcome';
import { createForwarder } from '#server/api/forward';
import { createSessionService } from '#server/auth/session-service';
import { createUpstreamAuth, type UpstreamAuth } from '#server/auth/upstream-auth';
import { createHtmlCache, type HtmlCache } from '#server/cache/html-cache';
import { createSwrCache, type SwrCache } from '#server/cache/swr-cache';
import type { Config } from '#server/config';
import type { Logger } from '#server/logger';
import { createMetrics, mainUpstream, type Metrics } from '#server/ops/metrics';
import { unplannedPageCacheMb } from '#server/ops/process-plan';
import { routeLabeller } from '#server/ops/route-label';
import { createRenderGate, type RenderGate } from '#server/ssr/render-gate';
import { createRedisConnection, type RedisConnection } from '#server/redis/connection';
import { createRedisHtmlStore } from '#server/redis/html-store';
import { redisCounterFor } from '#server/redis/rate-limit-store';
import { createRedisRevocationStore } from '#server/redis/revocation-store';
import { createRedisSwrStore } from '#server/redis/swr-store';
import { createFeedCache, type FeedCache } from '#server/seo/feed-cache';
import { clientIpResolver } from '#server/security/client-ip';
import { createConsentService } from '#server/consent/consent-service';
import { createAttemptLimiter } from '#server/access/rate-limit';
import { createMemoryRevocationStore, type RevocationStore } from '#server/session/revocations';
import { sharedRevocations, type RevocationChannel } from '#server/session/shared-revocations';
import { sealedCookie, type SealedCookie } from '#server/session/sealed-cookie';
import { sessionDataSchema } from '#server/session/session-data';
import { callRunner, cspHash, probeReactDefinitions } from '#server/ssr/react-inline-scripts';
import { createUpstreamBreaker, type UpstreamBreaker } from '#server/upstream/breaker';
import { createUpstreamClient, type UpstreamClient } from '#server/upstream/client';
import { watchContentVersion, type ContentVersionWatch } from '#server/upstream/content-version';
import { createContentReader, shellCacheName, type ContentReader } from '#server/upstream/reader';
import { flashSchema, type Flash } from '#shared/auth/flash';
import { createGuestSpecs, type GuestSpecs } from './specs/guest-spec';
import { createSpecImports, type SpecImportCalls } from './specs/spec-imports';

export const sessionCookieName = 'sid';
export const flashCookieName = 'flash';

/** What the BFF's services are built from: the settings, and the seams tests replace. */
export interface CompositionOptions {
  config: Config;
  upstreamUrl: string;
  /** SESSION_SECRET, or the one kept in DATA_DIR in embedded mode. */
  sessionSecret: string;
  logger: Logger;
  /** For tests: a fetch that stands in for the network to upstream. */
  upstreamFetch?: typeof fetch;
  /** For tests: the clock of the BFF's caches and session revocation records. */
  now?: () => number;
  /** In a worker without REDIS_URL: the other workers, told of each revocation and telling theirs. */
  revocationPeers?: RevocationChannel;
  /** For tests: how the attempt limits' growing waits wait (server/access/rate-limit.ts). */
  attemptPause?: (ms: number) => Promise<void>;
}

/** Everything the routes of server/app.ts use, each built once per process. */
export interface Services {
  metrics: Metrics;
  breaker: UpstreamBreaker;
  upstream: UpstreamClient;
  /** With REDIS_URL: the connection the replicas share state through. */
  redis?: RedisConnection;
  /** The reused pages' connection: PAGE_CACHE_REDIS_URL's own, else `redis`. */
  pageCacheRedis?: RedisConnection;
  menuCache: SwrCache;
  /** Keyed by name: `sitemap`, `robots-filters`. */
  sitemapCache: SwrCache;
  /** Upstream's content version, asked lazily: reused pages and the product feed are out of date once it changes. */
  contentVersion: ContentVersionWatch;
  /** The product feed's last complete copy (docs/operations.md, "Yandex product feed"). */
  feedCache: FeedCache;
  read: ContentReader;
  /** Reused public HTML; none when PAGE_CACHE_TTL_MS is 0. */
  htmlCache?: HtmlCache;
  /** Where every page render waits its turn (docs/operations.md, "Renders under load"). */
  renderGate: RenderGate;
  auth: UpstreamAuth;
  revocations: RevocationStore;
  flashCookie: SealedCookie<Flash>;
  account: AccountRouteDeps;
  /** The guest's specification cookie and its merge at sign-in (docs/decisions/014-specifications.md). */
  guestSpecs: GuestSpecs;
  /** The visitor's bulk adds, for /api/specs/current/imports and the outcome page (docs/behaviour.md, "Bulk add"). */
  specImports: SpecImportCalls;
  forward: ReturnType<typeof createForwarder>;
  /** The inline scripts React may emit, probed once; the CSP allows them by hash. */
  reactDefinitions: ReturnType<typeof probeReactDefinitions>;
  scriptHashes: Promise<string[]>;
  routeOf: ReturnType<typeof routeLabeller>;
  /** The site is served over HTTPS (PUBLIC_ORIGIN says so): cookies are Secure, HSTS is sent. */
  secure: boolean;
}

/** The BFF's composition root: every service the app mounts, wired from the settings (README, "How it is put together"). */
export function composeServices(options: CompositionOptions): Services {
  const { config, logger } = options;
  const metrics = createMetrics();
  const { breaker, upstream } = upstreamOf(options, metrics);
  const { redis, pageCacheRedis } = redisOf(config, logger, metrics);
  const menuCache = createSwrCache({
    ttlMs: config.MENU_CACHE_TTL_MS,
    now: options.now,
    shared: redis && createRedisSwrStore({ connection: redis, cache: 'shell' }),
    onRefreshError: (key, error) => logger.warn({ key, err: String(error) }, 'menu cache refresh failed; serving the last good copy'),
    onLookup: (key, result) => metrics.cacheLookup(shellCacheName(key), result),
  });
  // Its keys are names, the sitemap's plan's with the content version it was built under
  // (`sitemap-plan:<version>`, `robots-filters`): the metric counts by name.
  const sitemapCache = createSwrCache({
    ttlMs: 10 * 60_000,
    shared: redis && createRedisSwrStore({ connection: redis, cache: 'sitemap' }),
    onLookup: (key, result) => metrics.cacheLookup(key.split(':')[0]!, result),
  });
  const contentVersion = contentVersionOf(upstream, logger, options.now);
  const renderGate = createRenderGate({
    concurrency: config.RENDER_CONCURRENCY,
    readers: config.RENDER_READERS,
    maxQueue: config.RENDER_QUEUE_MAX,
  });
  metrics.watchRenders(renderGate.load);
  const htmlCache =
    config.PAGE_CACHE_TTL_MS > 0
      ? createPageCache(config, { logger, metrics, redis: pageCacheRedis, now: options.now, version: contentVersion, gate: renderGate })
      : undefined;
  const secure = config.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  const reactDefinitions = probeReactDefinitions();
  return {
    metrics,
    breaker,
    upstream,
    redis,
    pageCacheRedis,
    menuCache,
    sitemapCache,
    contentVersion,
    // As long as the sitemap; at most 16 MB held, a larger feed is streamed afresh each time.
    feedCache: createFeedCache({ ttlMs: 10 * 60_000, maxBytes: 16 * 1024 * 1024, now: options.now }),
    read: createContentReader(upstream, menuCache),
    htmlCache,
    renderGate,
    ...accountOf(options, { upstream, redis, secure }),
    forward: createForwarder({ upstream, logger, prefixes: config.API_FORWARD_PREFIXES, maxBytes: config.UPSTREAM_MAX_BYTES }),
    reactDefinitions,
    scriptHashes: reactDefinitions.then((definitions) => [cspHash(callRunner), ...[...definitions].map(cspHash)]),
    routeOf: routeLabeller(config.API_FORWARD_PREFIXES),
    secure,
  };
}

/** The company API behind its circuit breaker (docs/decisions/010-circuit-breaker.md). */
function upstreamOf(options: CompositionOptions, metrics: Metrics) {
  const { config, logger } = options;
  const breaker = createUpstreamBreaker({
    name: mainUpstream,
    settings: { failures: config.UPSTREAM_BREAKER_FAILURES, openMs: config.UPSTREAM_BREAKER_OPEN_MS },
    logger,
    onState: (state) => metrics.setBreakerState(mainUpstream, state),
  });
  const upstream = createUpstreamClient({
    baseUrl: options.upstreamUrl,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    logger,
    fetch: options.upstreamFetch,
    maxBytes: config.UPSTREAM_MAX_BYTES,
    observer: metrics.upstream,
    breaker,
  });
  return { breaker, upstream };
}

/**
 * With REDIS_URL the replicas share limits, revocations and caches; without it each keeps them in memory
 * (docs/decisions/009-redis-scale-out.md). Reused pages may live in a Redis that evicts; revocations and
 * attempt counters never do (docs/operations.md, "Redis").
 */
function redisOf(config: Config, logger: Logger, metrics: Metrics) {
  const redis = config.REDIS_URL ? createRedisConnection({ url: config.REDIS_URL, logger, metrics }) : undefined;
  const pageCacheRedis = config.PAGE_CACHE_REDIS_URL
    ? createRedisConnection({
        url: config.PAGE_CACHE_REDIS_URL,
        logger,
        // redis_up is the state Redis's; this one's trouble shows in redis_fallbacks_total{use="cache"}.
        metrics: { ...metrics, setRedisUp: () => {} },
        name: 'electro-site-pages',
      })
    : redis;
  return { redis, pageCacheRedis };
}

const withPeers = (store: RevocationStore, peers: RevocationChannel | undefined) => (peers ? sharedRevocations(store, peers) : store);

/** Sessions, their cookies and revocations, and what the account routes need besides. */
function accountOf(options: CompositionOptions, deps: { upstream: UpstreamClient; redis?: RedisConnection; secure: boolean }) {
  const { config, logger } = options;
  const { secure } = deps;
  const sessionMaxAgeSeconds = config.SESSION_MAX_AGE_DAYS * 86_400;
  const sessionCookie = sealedCookie(sessionDataSchema, {
    name: sessionCookieName,
    password: options.sessionSecret,
    maxAgeSeconds: sessionMaxAgeSeconds,
    secure,
  });
  const flashCookie = sealedCookie(flashSchema, { name: flashCookieName, password: options.sessionSecret, maxAgeSeconds: 120, secure });
  const auth = createUpstreamAuth(deps.upstream, config, logger);
  const keepMs = sessionMaxAgeSeconds * 1000;
  const revocations = deps.redis
    ? createRedisRevocationStore({ connection: deps.redis, keepMs, now: options.now })
    : withPeers(createMemoryRevocationStore({ keepMs, now: options.now }), options.revocationPeers);
  const sessions = createSessionService({ cookie: sessionCookie, auth, revocations, logger });
  const guestSpecs = createGuestSpecs({ auth, sessions, logger, secure });
  const clientIp = clientIpResolver(config.TRUST_PROXY);
  const account: AccountRouteDeps = {
    sessions,
    auth,
    logger,
    outcomes: createOutcomes(flashCookie),
    limits: createAttemptLimiter({
      factor: config.AUTH_RATE_LIMIT_FACTOR,
      counterFor: deps.redis && redisCounterFor(deps.redis),
      pause: options.attemptPause,
    }),
    clientIp,
    consents: createConsentService({ required: config.CONSENT_CHECKBOX, upstream: deps.upstream, auth, sessions, clientIp, logger }),
    afterSignIn: async (c) => {
      // The sign-in holds whatever happens to the merge: the cookie stays for the next one.
      const merged = await guestSpecs.merge(c).catch((error: unknown) => {
        logger.warn({ err: String(error) }, 'guest specification not merged');
        return undefined;
      });
      // Lines that did not fit under the limit are said, not silently lost (docs/behaviour.md, "Specification").
      if (merged?.ok && merged.value && merged.value.skipped > 0) return { tone: 'error' as const, text: specMessages.mergeTooManyLines };
      return undefined;
    },
  };
  const specImports = createSpecImports({ auth, sessions, guests: guestSpecs });
  return { auth, revocations, flashCookie, account, guestSpecs, specImports };
}

/** One watch of upstream's content version for everything that follows it (docs/decisions/011-reused-public-html.md). */
function contentVersionOf(upstream: UpstreamClient, logger: Logger, now?: () => number): ContentVersionWatch {
  return watchContentVersion({
    read: async () => (await upstream.get('contentVersion', {})).version,
    now,
    onSupport: (supported, error) =>
      supported
        ? logger.info({ event: 'content-version' }, 'upstream has a content version again: reused pages and the feed follow it')
        : logger.warn(
            { event: 'content-version', err: String(error) },
            'upstream has no content version: reused pages and the feed are renewed by their age alone',
          ),
  });
}

/** The settings the page cache reads: its own four and its Redis level's two, not the whole Config. */
type PageCacheSettings = Pick<
  Config,
  | 'PAGE_CACHE_TTL_MS'
  | 'PAGE_CACHE_STALE_MS'
  | 'PAGE_CACHE_MAX_ENTRIES'
  | 'PAGE_CACHE_MAX_MB'
  | 'PAGE_CACHE_REDIS_ENTRY_MAX_KB'
  | 'PAGE_CACHE_REDIS_MAX_MB'
>;

/**
 * Reused public HTML (docs/decisions/011-reused-public-html.md), out of date by age or once upstream's
 * content version changes. No key in its log lines: an address can hold an e-mail or a code.
 */
function createPageCache(
  settings: PageCacheSettings,
  deps: { logger: Logger; metrics: Metrics; redis?: RedisConnection; now?: () => number; version: ContentVersionWatch; gate: RenderGate },
): HtmlCache {
  const { logger, version } = deps;
  return createHtmlCache({
    ttlMs: settings.PAGE_CACHE_TTL_MS,
    staleMs: settings.PAGE_CACHE_STALE_MS,
    maxEntries: settings.PAGE_CACHE_MAX_ENTRIES,
    // server/main.ts fills in the planned bound; a test or the development server that gives none gets the old one.
    maxBytes: (settings.PAGE_CACHE_MAX_MB ?? unplannedPageCacheMb) * 1024 * 1024,
    now: deps.now,
    shared:
      deps.redis &&
      createRedisHtmlStore({
        connection: deps.redis,
        maxEntryBytes: settings.PAGE_CACHE_REDIS_ENTRY_MAX_KB * 1024,
        maxTotalBytes: settings.PAGE_CACHE_REDIS_MAX_MB * 1024 * 1024,
        now: deps.now,
      }),
    version,
    onLookup: (result) => deps.metrics.cacheLookup('html', result),
    gate: deps.gate,
    onShed: (outcome) => deps.metrics.renderShed(outcome),
    onRefreshError: (_key, error) => logger.warn({ err: String(error) }, 'page render in the background failed; the stale copy stays'),
  });
}
