import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountMessages } from '../shared/auth/messages';
import { authRoutes } from './api/auth';
import { createOutcomes } from './api/form-outcome';
import { saveRoutes } from './api/saves';
import { userRoutes } from './api/users';
import { createSessionService, type SessionService } from './auth/session-service';
import { bearer, createUpstreamAuth } from './auth/upstream-auth';
import { createSwrCache, type SwrCache } from './cache/swr-cache';
import { outboxPage } from './dev/outbox-page';
import { clientIpResolver } from './security/client-ip';
import { createMemoryRateLimitStore } from './security/rate-limit';
import { requireSameOrigin } from './security/same-origin';
import { flashSchema } from '../shared/auth/flash';
import { sealedCookie } from './session/sealed-cookie';
import { sessionDataSchema } from './session/session-data';
import type { Config } from './config';
import { apiError } from './api/api-error';
import { contractReadRoutes } from './api/contract-reads';
import { forwardToUpstream } from './api/forward';
import { iconRoutes } from './api/icons';
import type { Logger } from './logger';
import { opsRoutes } from './ops/health';
import { createMetrics } from './ops/metrics';
import { robotsTxt } from './seo/robots';
import { sitemapPaths, sitemapXml } from './seo/sitemap';
import type { ClientAssets } from './ssr/client-assets';
import { pageHandler } from './ssr/page-handler';
import { createUpstreamClient, type UpstreamClient } from './upstream/client';
import { createContentReader } from './upstream/reader';

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
}

export interface AppHandle {
  app: Hono;
  upstream: UpstreamClient;
  menuCache: SwrCache;
  sessions: SessionService;
}

export const sessionCookieName = 'sid';
export const flashCookieName = 'flash';

/** The BFF, in DESIGN.md's order: assets, ops and SEO files, /api, then the pages. */
export function createApp(options: AppOptions): AppHandle {
  const { logger } = options;
  const upstream = createUpstreamClient({ baseUrl: options.upstreamUrl, timeoutMs: options.config.UPSTREAM_TIMEOUT_MS, logger, fetch: options.upstreamFetch });
  const menuCache = createSwrCache({
    ttlMs: options.config.MENU_CACHE_TTL_MS,
    onRefreshError: (key, error) => logger.warn({ key, err: String(error) }, 'menu cache refresh failed; serving the last good copy'),
  });
  const sitemapCache = createSwrCache({ ttlMs: 10 * 60_000 });
  const read = createContentReader(upstream, menuCache);
  const metrics = createMetrics();
  const originOf = (url: string) => options.config.PUBLIC_ORIGIN ?? new URL(url).origin;
  const secure = options.config.PUBLIC_ORIGIN?.startsWith('https:') ?? false;
  const sessionCookie = sealedCookie(sessionDataSchema, { name: sessionCookieName, password: options.sessionSecret, maxAgeSeconds: options.config.SESSION_MAX_AGE_DAYS * 86_400, secure });
  const flashCookie = sealedCookie(flashSchema, { name: flashCookieName, password: options.sessionSecret, maxAgeSeconds: 120, secure });
  const auth = createUpstreamAuth(upstream, options.config, logger);
  const sessions = createSessionService({ cookie: sessionCookie, auth, logger });
  const accountDeps = {
    sessions,
    auth,
    logger,
    outcomes: createOutcomes(flashCookie),
    limits: createMemoryRateLimitStore(),
    limitFactor: options.config.AUTH_RATE_LIMIT_FACTOR,
    clientIp: clientIpResolver(options.config.TRUST_PROXY),
  };

  const app = new Hono();
  app.use('*', metrics.middleware);

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      '/assets/*',
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.get('/assets/*', (c) => c.text('Not Found', 404));
    app.use('/favicon.svg', serveStatic({ root, onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400') }));
  }

  // Browsers and crawlers ask for /favicon.ico wherever a page names no icon (the demo outbox, PDFs…).
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.route('/', opsRoutes(read, metrics));
  app.get('/robots.txt', (c) => c.text(robotsTxt(originOf(c.req.url)), 200, { 'cache-control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', async (c) => {
    try {
      const paths = await sitemapCache.get('sitemap', () => sitemapPaths(read));
      return c.body(sitemapXml(originOf(c.req.url), paths), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' });
    } catch (error) {
      logger.error({ err: String(error) }, 'sitemap failed');
      return c.text('Service Unavailable', 503, { 'retry-after': '60' });
    }
  });

  // Issue 3 "Bad input": a body over 16 KB is refused before anything reads it.
  app.use('/api/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => apiError(c, 413, 'payload_too_large', accountMessages.bodyTooLarge) }));
  app.use('/api/*', requireSameOrigin(options.config.PUBLIC_ORIGIN));
  app.route('/api/icons', iconRoutes());
  app.route('/api/auth', authRoutes(accountDeps));
  app.route('/api/users', userRoutes(accountDeps));
  app.route('/api/saves', saveRoutes(accountDeps));
  app.route('/', contractReadRoutes(read));
  // DESIGN.md: auth calls end at the BFF. Nothing under its account prefixes, no configured
  // auth-module path (upstream answers there can carry tokens) and none of upstream's dev tools is
  // ever forwarded.
  const bffOnly = new Set([options.config.AUTH_SIGNIN_PATH, options.config.AUTH_SIGNOUT_PATH, options.config.AUTH_SESSION_PATH, options.config.AUTH_REFRESH_PATH, options.config.AUTH_SIGNUP_PATH]);
  app.all('/api/*', async (c, next) => {
    const path = c.req.path;
    if (bffOnly.has(path) || /^\/api\/(auth|users|saves|dev)(\/|$)/.test(path)) return apiError(c, 404, 'not_found', 'Запрошенный адрес API не существует');
    return next();
  });
  app.all('/api/*', async (c) => {
    const session = await sessions.current(c);
    return forwardToUpstream(c, upstream, session ? bearer(session.token) : undefined);
  });
  if (options.embedded) app.route('/dev/outbox', outboxPage(upstream));

  app.get('*', pageHandler({ read, assets: options.assets, publicOrigin: options.config.PUBLIC_ORIGIN, logger, sessions, auth, flash: flashCookie, authConfig: options.config }));
  app.all('*', (c) => apiError(c, 405, 'method_not_allowed', 'Метод не поддерживается'));

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return apiError(c, 500, 'internal', 'Внутренняя ошибка сервера');
    return c.html('<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Internal Server Error</title></head><body><h1>500 Internal Server Error</h1><p>Внутренняя ошибка сервера. Обновите страницу через минуту.</p></body></html>', 500);
  });

  return { app, upstream, menuCache, sessions };
}
