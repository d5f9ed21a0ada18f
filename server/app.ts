import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { join } from 'node:path';
import { accountMessages } from '#shared/auth/account-messages';
import { flashSchema } from '#shared/auth/flash';
import { apiError } from './api/api-error';
import { immutableAssets } from './assets/immutable-assets';
import { answerUpstreamFailure } from './api/upstream-failure';
import { isUpstreamError } from './upstream/errors';
import { authRoutes } from './api/auth';
import { contractReadRoutes } from './api/contract-reads';
import { createOutcomes } from './api/form-outcome';
import { createForwarder } from './api/forward';
import { iconRoutes } from './api/icons';
import { saveRoutes } from './api/saves';
import { quoteRequestRoutes } from './api/quote-requests';
import { userRoutes } from './api/users';
import { createSessionService, type SessionService } from './auth/session-service';
import { bearer, createUpstreamAuth } from './auth/upstream-auth';
import { createHtmlCache, type HtmlCache } from './cache/html-cache';
import { createSwrCache, type SwrCache } from './cache/swr-cache';
import type { Config } from './config';
import { outboxPage } from './dev/outbox-page';
import type { Logger } from './logger';
import { accessLog } from './ops/access-log';
import { metricsRoutes, opsRoutes } from './ops/health';
import { createMetrics, mainUpstream, type Metrics } from './ops/metrics';
import { requestId } from './ops/request-id';
import { routeLabeller } from './ops/route-label';
import { compressAnswers } from './compression/middleware';
import { clientIpResolver } from './security/client-ip';
import { securityHeaders } from './security/headers';
import { clientGone } from './security/client-gone';
import { isLocalPerson } from './security/loopback';
import { markPersonal } from './security/personal-answer';
import { createAttemptLimiter } from './security/rate-limit';
import { createRedisConnection, type RedisConnection } from './redis/connection';
import { redisCounterFor } from './redis/rate-limit-store';
import { createRedisRevocationStore } from './redis/revocation-store';
import { createRedisHtmlStore } from './redis/html-store';
import { createRedisSwrStore } from './redis/swr-store';
import { requireSameOrigin } from './security/same-origin';
import { createMemoryRevocationStore, type RevocationStore } from './session/revocations';
import { sealedCookie } from './session/sealed-cookie';
import { sessionDataSchema } from './session/session-data';
import { robotsTxt } from './seo/robots';
import { sitemapEntries, sitemapFileLimit, sitemapIndexXml, sitemapXml } from './seo/sitemap';
import type { ClientAssets } from './ssr/client-assets';
import { sharedCacheControl } from './ssr/cache-policy';
import { pageHandler } from './ssr/page-handler';
import { callRunner, cspHash, probeReactDefinitions } from './ssr/react-inline-scripts';
import { createUpstreamBreaker } from './upstream/breaker';
import { createUpstreamClient, type UpstreamClient } from './upstream/client';
import { watchContentVersion } from './upstream/content-version';
import { createContentReader, shellCacheName } from './upstream/reader';
import { retryAfterOn503 } from './upstream/retry-after';

export interface AppOptions {
  config: Config;
  upstreamUrl: string;
  /** SESSION_SECRET, or the one kept in DATA_DIR in embedded mode. */
  sessionSecret: string;
  /** Embedded mode adds the demo outbox page at /dev/outbox. */
  embedded: boolean;
  logger: Logger;
  assets: ClientAssets;
  /** The client build folder; without it /assets is not served (tests render pages only). */
  clientDir?: string;
  /** For tests: a fetch that stands in for the network to upstream. */
  upstreamFetch?: typeof fetch;
  /** For tests: the clock of the BFF's caches and session revocation records. */
  now?: () => number;
  /** For tests: how the attempt limits' growing waits wait (server/security/rate-limit.ts). */
  attemptPause?: (ms: number) => Promise<void>;
}

export interface AppHandle {
  app: Hono;
  upstream: UpstreamClient;
  menuCache: SwrCache;
  /** Reused public HTML; none when PAGE_CACHE_TTL_MS is 0. */
  htmlCache?: HtmlCache;
  sessions: SessionService;
  revocations: RevocationStore;
  metrics: Metrics;
  /** With REDIS_URL: the connection the replicas share state through; close it after the drain. */
  redis?: RedisConnection;
  /** With PAGE_CACHE_REDIS_URL: the reused pages' own connection; close it after the drain too. */
  pageCacheRedis?: RedisConnection;
  /** Called when shutdown starts: /readyz answers 503 from then on. */
  beginDrain(): void;
}

export const sessionCookieName = 'sid';
export const flashCookieName = 'flash';

/** Methods the site answers at all; anything else (TRACE, CONNECT, made-up ones) is a 405 at the door. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The BFF, in this order: assets, ops and SEO files, /api, then the pages (README, "How it is put together"). */
export function createApp(options: AppOptions): AppHandle {
  const { logger, config } = options;
  const metrics = createMetrics();
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
  // With REDIS_URL the replicas share limits, revocations and caches; without it each keeps them in memory
  // (docs/decisions/009-redis-scale-out.md).
  const redis = config.REDIS_URL ? createRedisConnection({ url: config.REDIS_URL, logger, metrics }) : undefined;
  // Reused pages may live in a Redis that evicts; revocations and attempt counters never do (docs/operations.md, "Redis").
  const pageCacheRedis = config.PAGE_CACHE_REDIS_URL
    ? createRedisConnection({
        url: config.PAGE_CACHE_REDIS_URL,
        logger,
        // redis_up is the state Redis's; this one's trouble shows in redis_fallbacks_total{use="cache"}.
        metrics: { ...metrics, setRedisUp: () => {} },
        name: 'electro-site-pages',
      })
    : redis;
  const menuCache = createSwrCache({
    ttlMs: config.MENU_CACHE_TTL_MS,
    now: options.now,
    shared: redis && createRedisSwrStore({ connection: redis, cache: 'shell' }),
    onRefreshError: (key, error) => logger.warn({ key, err: String(error) }, 'menu cache refresh failed; serving the last good copy'),
    onLookup: (key, result) => metrics.cacheLookup(shellCacheName(key), result),
  });
  // Its keys are names already: `sitemap`, `robots-filters`.
  const sitemapCache = createSwrCache({
    ttlMs: 10 * 60_000,
    shared: redis && createRedisSwrStore({ connection: redis, cache: 'sitemap' }),
    onLookup: (key, result) => metrics.cacheLookup(key, result),
  });
  const read = createContentReader(upstream, menuCache);
  const htmlCache =
    config.PAGE_CACHE_TTL_MS > 0
      ? createPageCache(config, { upstream, logger, metrics, redis: pageCacheRedis, now: options.now })
      : undefined;
  const originOf = (url: string) => config.PUBLIC_ORIGIN ?? new URL(url).origin;
  // Answers that name the site's origin are shareable only when the origin is configured, not taken from Host.
  const publicCache = (value: string) => sharedCacheControl(config.PUBLIC_ORIGIN, value);
  const secure = config.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  const sessionMaxAgeSeconds = config.SESSION_MAX_AGE_DAYS * 86_400;
  const sessionCookie = sealedCookie(sessionDataSchema, {
    name: sessionCookieName,
    password: options.sessionSecret,
    maxAgeSeconds: sessionMaxAgeSeconds,
    secure,
  });
  const flashCookie = sealedCookie(flashSchema, { name: flashCookieName, password: options.sessionSecret, maxAgeSeconds: 120, secure });
  const auth = createUpstreamAuth(upstream, config, logger);
  const keepMs = sessionMaxAgeSeconds * 1000;
  const revocations = redis
    ? createRedisRevocationStore({ connection: redis, keepMs, now: options.now })
    : createMemoryRevocationStore({ keepMs, now: options.now });
  const sessions = createSessionService({ cookie: sessionCookie, auth, revocations, logger });
  const accountDeps = {
    sessions,
    auth,
    logger,
    outcomes: createOutcomes(flashCookie),
    limits: createAttemptLimiter({
      factor: config.AUTH_RATE_LIMIT_FACTOR,
      counterFor: redis && redisCounterFor(redis),
      pause: options.attemptPause,
    }),
    clientIp: clientIpResolver(config.TRUST_PROXY),
  };
  const forward = createForwarder({ upstream, logger, prefixes: config.API_FORWARD_PREFIXES, maxBytes: config.UPSTREAM_MAX_BYTES });
  const reactDefinitions = probeReactDefinitions();
  const scriptHashes = reactDefinitions.then((definitions) => [cspHash(callRunner), ...[...definitions].map(cspHash)]);

  const routeOf = routeLabeller(config.API_FORWARD_PREFIXES);

  const app = new Hono();
  // Observability first, so that even a refused method has its id, its log line and its count (docs/operations.md).
  app.use('*', requestId());
  app.use('*', accessLog({ logger, routeOf, onAnswered: metrics.answered, knownMethods }));
  // Before the method check: a refused method's answer carries the security headers too.
  app.use('*', securityHeaders({ scriptHashes, https: secure, metrika: config.METRIKA_ID !== undefined }));
  app.use('*', async (c, next) => {
    if (knownMethods.has(c.req.method)) return next();
    c.header('allow', [...knownMethods].join(', '));
    // An /api caller reads errors as JSON in the contract's shape (docs/behaviour.md, "Errors of /api").
    if (c.req.path.startsWith('/api/')) return apiError(c, 405, 'method_not_allowed', 'Метод не поддерживается');
    return c.text('Метод не поддерживается', 405);
  });
  app.use('*', retryAfterOn503(breaker));
  // Inside the access log, which then counts the bytes sent (docs/decisions/013-compression.md).
  app.use('*', compressAnswers());

  if (options.clientDir) {
    const root = options.clientDir;
    app.on(['GET', 'HEAD'], '/assets/*', immutableAssets(join(root, 'assets')));
    app.use('/favicon.svg', serveStatic({ root, onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400') }));
  }

  // Browsers and crawlers ask for /favicon.ico wherever a page names no icon (the demo outbox, PDFs…).
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  let draining = false;
  app.route(
    '/',
    opsRoutes(upstream, () => draining),
  );
  // Without a token /metrics is not on the site's port at all (METRICS_PORT serves it apart).
  if (config.METRICS_TOKEN) app.route('/', metricsRoutes(metrics, config.METRICS_TOKEN));
  app.get('/robots.txt', async (c) => {
    // Without the catalogue's parameters robots.txt still answers: the rules matter more than Clean-param.
    const filterParams = await sitemapCache
      .get('robots-filters', async () => (await read('catalogIndex', {})).filterParams)
      .catch(() => []);
    return c.text(robotsTxt(originOf(c.req.url), filterParams), 200, { 'cache-control': publicCache('public, max-age=3600') });
  });
  const sitemapFile = async (c: Context, part: number | null) => {
    try {
      const entries = await sitemapCache.get('sitemap', () => sitemapEntries(read));
      const origin = originOf(c.req.url);
      const split = entries.length > sitemapFileLimit;
      if (part !== null && (!split || part > Math.ceil(entries.length / sitemapFileLimit))) return c.notFound();
      const body =
        part === null
          ? split
            ? sitemapIndexXml(origin, entries)
            : sitemapXml(origin, entries)
          : sitemapXml(origin, entries.slice((part - 1) * sitemapFileLimit, part * sitemapFileLimit));
      return c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': publicCache('public, max-age=600') });
    } catch (error) {
      logger.error({ err: String(error) }, 'sitemap failed');
      return c.text('Service Unavailable', 503, { 'retry-after': '60' });
    }
  };
  app.get('/sitemap.xml', (c) => sitemapFile(c, null));
  app.get('/:file{sitemap-[1-9][0-9]{0,3}\\.xml}', (c) => sitemapFile(c, Number(/\d+/.exec(c.req.param('file'))![0])));

  // A body over 16 KB is refused before anything reads it.
  app.use('/api/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'payload_too_large', accountMessages.bodyTooLarge) }));
  app.use('/api/*', requireSameOrigin(config.PUBLIC_ORIGIN));
  app.route('/api/icons', iconRoutes());
  app.route('/api/auth', authRoutes(accountDeps));
  app.route('/api/users', userRoutes(accountDeps));
  app.route('/api/saves', saveRoutes(accountDeps));
  app.route('/api/quote-requests', quoteRequestRoutes(accountDeps));
  app.route('/', contractReadRoutes(read));
  // Everything else under /api: only the calls the contract declares pass (server/api/forward.ts).
  app.all('/api/*', async (c) => {
    const session = await sessions.current(c);
    return forward(c, session ? bearer(session.token) : undefined);
  });

  // With real mail (SMTP_URL) there is no outbox to show (docs/operations.md, "Mail").
  if (options.embedded && !config.SMTP_URL) {
    // Activation links and reset codes open any account: only for whoever sits at this machine, and
    // never behind a proxy, whose visitors all arrive over its connection (README, "Quick start").
    const behindProxy = config.TRUST_PROXY > 0;
    if (behindProxy) logger.info('TRUST_PROXY is on: the demo outbox is not served (read mails with SMTP_URL instead)');
    else if (config.OUTBOX_PUBLIC)
      logger.warn('OUTBOX_PUBLIC is on: anyone who can reach this site can read every activation link and reset code at /dev/outbox');
    app.use('/dev/outbox', async (c, next) => {
      if (behindProxy || !(config.OUTBOX_PUBLIC || isLocalPerson(c))) return c.notFound();
      markPersonal(c);
      return next();
    });
    app.route('/dev/outbox', outboxPage(upstream, { mailOrigin: config.PUBLIC_ORIGIN }));
  }

  app.get(
    '*',
    pageHandler({
      read,
      assets: options.assets,
      publicOrigin: config.PUBLIC_ORIGIN,
      logger,
      sessions,
      auth,
      flash: flashCookie,
      authConfig: config,
      knownScripts: reactDefinitions,
      metrikaId: config.METRIKA_ID,
      htmlCache,
    }),
  );
  app.all('*', (c) => apiError(c, 405, 'method_not_allowed', 'Метод не поддерживается'));

  app.onError((error, c) => {
    // The client went away mid-request (an aborted upload or page load): nothing to answer, nothing broken.
    if (clientGone(c)) {
      logger.debug({ route: routeOf(c) }, 'request aborted by the client');
      return c.body(null, 400);
    }
    const api = c.req.path.startsWith('/api/');
    // Upstream unreachable, timing out or answering nonsense: one answer for every /api call.
    if (api && isUpstreamError(error)) return answerUpstreamFailure(c, { status: error.status, message: error.data, code: error.code });
    // The route pattern, not the path: a path can hold an activation code (docs/operations.md).
    logger.error({ err: error, route: routeOf(c) }, 'unhandled error');
    if (api) return apiError(c, 500, 'internal', 'Внутренняя ошибка сервера');
    return c.html(
      '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Internal Server Error</title></head>' +
        '<body><h1>500 Internal Server Error</h1><p>Внутренняя ошибка сервера. Обновите страницу через минуту.</p></body></html>',
      500,
    );
  });

  const beginDrain = () => {
    draining = true;
  };
  return {
    app,
    upstream,
    menuCache,
    htmlCache,
    sessions,
    revocations,
    metrics,
    redis,
    pageCacheRedis: pageCacheRedis === redis ? undefined : pageCacheRedis,
    beginDrain,
  };
}

/**
 * Reused public HTML (docs/decisions/011-reused-public-html.md), out of date by age or once upstream's
 * content version changes. No key in its log lines: an address can hold an e-mail or a code.
 */
function createPageCache(
  config: Config,
  deps: { upstream: UpstreamClient; logger: Logger; metrics: Metrics; redis?: RedisConnection; now?: () => number },
): HtmlCache {
  const { logger } = deps;
  const version = watchContentVersion({
    read: async () => (await deps.upstream.get('contentVersion', {})).version,
    now: deps.now,
    onSupport: (supported, error) =>
      supported
        ? logger.info({ event: 'content-version' }, 'upstream has a content version again: reused pages follow it')
        : logger.warn(
            { event: 'content-version', err: String(error) },
            'upstream has no content version: reused pages are renewed by PAGE_CACHE_TTL_MS alone',
          ),
  });
  return createHtmlCache({
    ttlMs: config.PAGE_CACHE_TTL_MS,
    staleMs: config.PAGE_CACHE_STALE_MS,
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
    now: deps.now,
    shared:
      deps.redis &&
      createRedisHtmlStore({
        connection: deps.redis,
        maxEntryBytes: config.PAGE_CACHE_REDIS_ENTRY_MAX_KB * 1024,
        maxTotalBytes: config.PAGE_CACHE_REDIS_MAX_MB * 1024 * 1024,
        now: deps.now,
      }),
    version,
    onLookup: (result) => deps.metrics.cacheLookup('html', result),
    onRefreshError: (_key, error) => logger.warn({ err: String(error) }, 'page render in the background failed; the stale copy stays'),
  });
}
