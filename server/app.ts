import { Hono } from 'hono';
import { cappedBodies } from '#server/access/body-caps';
import { apiError } from '#server/api/api-error';
import { authRoutes } from '#server/api/auth';
import { calculatorNoteRoutes } from '#server/api/calculators-note';
import { compareRoutes } from '#server/api/compare';
import { designerDocumentRoutes } from '#server/api/designer-documents';
import { contractReadRoutes } from '#server/api/contract-reads';
import { iconRoutes } from '#server/api/icons';
import { quoteRequestRoutes } from '#server/api/quote-requests';
import { saveRoutes } from '#server/api/saves';
import { consentRoutes } from '#server/api/consents';
import { specRoutes } from '#server/api/specs';
import { specExportRoutes } from '#server/api/specs-export';
import { specShareRoutes } from '#server/api/spec-shares';
import { specQuoteRoutes } from '#server/api/spec-quotes';
import { projectItemRoutes } from '#server/api/project-items';
import { createSpecOwners } from '#server/specs/spec-owner';
import { userRoutes } from '#server/api/users';
import { assetRoutes } from '#server/assets/routes';
import { bearer } from '#server/auth/upstream-auth';
import type { SessionService } from '#server/auth/session-service';
import type { HtmlCache } from '#server/cache/html-cache';
import type { SwrCache } from '#server/cache/swr-cache';
import { compressAnswers } from '#server/compression/middleware';
import { composeServices, type CompositionOptions } from '#server/compose';
import { demoOutbox } from '#server/dev/demo-outbox';
import { accessLog } from '#server/ops/access-log';
import { errorHandler } from '#server/ops/error-handler';
import { metricsRoutes, opsRoutes, type MetricsSource } from '#server/ops/health';
import type { Metrics } from '#server/ops/metrics';
import { requestId } from '#server/ops/request-id';
import type { RedisConnection } from '#server/redis/connection';
import { securityHeaders } from '#server/security/headers';
import { knownMethods, methodGuard, methodNotAllowed } from '#server/security/method-guard';
import { requireSameOrigin } from '#server/security/same-origin';
import { seoRoutes } from '#server/seo/routes';
import type { RevocationStore } from '#server/session/revocations';
import type { ClientAssets } from '#server/ssr/client-assets';
import { compareRedirect } from '#server/ssr/compare-redirect';
import { pageHandler } from '#server/ssr/page-handler';
import { personalReads } from '#server/ssr/personal-reads';
import type { UpstreamClient } from '#server/upstream/client';
import { retryAfterOn503 } from '#server/upstream/retry-after';
import { accountMessages } from '#shared/auth/account-messages';

export interface AppOptions extends CompositionOptions {
  /** Embedded mode adds the demo outbox page at /dev/outbox. */
  embedded: boolean;
  assets: ClientAssets;
  /** The client build folder; without it /assets is not served (tests render pages only). */
  clientDir?: string;
  /** In a worker: /metrics answers with every worker's metrics, which the primary gathers. */
  metricsSource?: MetricsSource;
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

/**
 * The BFF, in this order: observability and the door, assets, ops and SEO files, /api, then the pages
 * (README, "How it is put together"). What it mounts is built in server/compose.ts.
 */
export function createApp(options: AppOptions): AppHandle {
  const { config, logger } = options;
  const services = composeServices(options);
  const { metrics, upstream, read, account, routeOf } = services;
  let draining = false;

  const app = new Hono();
  // Observability first, so that even a refused method has its id, its log line and its count (docs/operations.md).
  app.use('*', requestId());
  app.use('*', accessLog({ logger, routeOf, onAnswered: metrics.answered, knownMethods }));
  // Before the method check: a refused method's answer carries the security headers too.
  app.use('*', securityHeaders({ scriptHashes: services.scriptHashes, https: services.secure, metrika: config.METRIKA_ID !== undefined }));
  app.use('*', methodGuard());
  app.use('*', retryAfterOn503(services.breaker));
  // Inside the access log, which then counts the bytes sent (docs/decisions/013-compression.md).
  app.use('*', compressAnswers());

  app.route('/', assetRoutes(options.clientDir));
  app.route(
    '/',
    opsRoutes(upstream, () => draining),
  );
  // Without a token /metrics is not on the site's port at all (METRICS_PORT serves it apart).
  if (config.METRICS_TOKEN) app.route('/', metricsRoutes(options.metricsSource ?? metrics.registry, config.METRICS_TOKEN));
  app.route(
    '/',
    seoRoutes({
      read,
      cache: services.sitemapCache,
      publicOrigin: config.PUBLIC_ORIGIN,
      logger,
      feedCache: services.feedCache,
      contentVersion: services.contentVersion,
    }),
  );

  // A body over 16 KB (64 KB for a batch of specification lines) is refused before anything reads it.
  app.use(
    '/api/*',
    cappedBodies((c) => apiError(c, 413, 'payload_too_large', accountMessages.bodyTooLarge)),
  );
  app.use('/api/*', requireSameOrigin(config.PUBLIC_ORIGIN));
  app.route('/api/icons', iconRoutes());
  app.route('/api/auth', authRoutes(account));
  app.route('/api/users', userRoutes(account));
  app.route('/api/saves', saveRoutes(account));
  app.route('/api/consents', consentRoutes(account));
  // Before specRoutes, whose catch-all answers 404 for any other path under /api/specs.
  app.route(
    '/api/specs',
    specExportRoutes({ ...account, guests: services.guestSpecs, read, upstream, vatPercent: config.VAT_RATE_PERCENT }),
  );
  const specOwners = createSpecOwners({ ...account, guests: services.guestSpecs });
  app.route('/api/specs', specShareRoutes({ ...account, owners: specOwners }));
  app.route('/api/specs', specQuoteRoutes({ ...account, owners: specOwners, read, vatPercent: config.VAT_RATE_PERCENT }));
  app.route('/api/specs', projectItemRoutes(account));
  app.route('/api/specs', specRoutes({ ...account, guests: services.guestSpecs, imports: services.specImports }));
  app.route('/api/quote-requests', quoteRequestRoutes(account));
  app.route('/api/compare', compareRoutes({ outcomes: account.outcomes, secure: services.secure }));
  app.route('/api/calculators', calculatorNoteRoutes({ ...account, read, publicOrigin: config.PUBLIC_ORIGIN }));
  app.route('/api/designer', designerDocumentRoutes({ ...account, read, publicOrigin: config.PUBLIC_ORIGIN }));
  app.route('/', contractReadRoutes(read));
  // Everything else under /api: only the calls the contract declares pass (server/api/forward.ts).
  app.all('/api/*', async (c) => {
    const session = await account.sessions.current(c);
    return services.forward(c, session ? bearer(session.token) : undefined);
  });

  // With real mail (SMTP_URL) there is no outbox to show (docs/operations.md, "Mail").
  if (options.embedded && !config.SMTP_URL) app.route('/dev/outbox', demoOutbox({ upstream, config, logger }));

  app.get('*', compareRedirect());
  app.get(
    '*',
    pageHandler({
      read,
      assets: options.assets,
      publicOrigin: config.PUBLIC_ORIGIN,
      logger,
      sessions: account.sessions,
      auth: services.auth,
      guests: services.guestSpecs,
      flash: services.flashCookie,
      authConfig: config,
      knownScripts: services.reactDefinitions,
      metrikaId: config.METRIKA_ID,
      analyticsConsent: config.ANALYTICS_CONSENT,
      consentCheckbox: config.CONSENT_CHECKBOX,
      htmlCache: services.htmlCache,
      renderGate: services.renderGate,
      onShed: metrics.renderShed,
      personalReads: personalReads({ specImports: services.specImports, auth: services.auth, logger }),
    }),
  );
  app.all('*', methodNotAllowed);
  app.onError(errorHandler({ logger, routeOf }));

  return {
    app,
    upstream,
    menuCache: services.menuCache,
    htmlCache: services.htmlCache,
    sessions: account.sessions,
    revocations: services.revocations,
    metrics,
    redis: services.redis,
    pageCacheRedis: services.pageCacheRedis === services.redis ? undefined : services.pageCacheRedis,
    beginDrain: () => {
      draining = true;
    },
  };
}
