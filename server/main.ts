import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { installGracefulShutdown } from './ops/graceful-shutdown';
import { metricsRoutes } from './ops/health';
import { loadConfig } from './config';
import { ConfigError } from '#server/environment/parse';
import { startEmbeddedApi } from './embedded/start';
import { createLogger } from './logger';
import { resolveSessionSecret } from './session/session-secret';
import { createSiteServer } from './site-server';
import { readClientAssets } from './ssr/client-assets';

async function main() {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const assets = readClientAssets(clientDir);

  // Without UPSTREAM_URL the embedded API is the upstream, on loopback
  // (docs/decisions/006-embedded-api-as-a-separate-app.md).
  const siteOrigin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
  const embedded = config.UPSTREAM_URL
    ? undefined
    : await startEmbeddedApi({
        dataDir: config.DATA_DIR,
        logger,
        siteOrigin,
        smtp: config.SMTP_URL ? { url: config.SMTP_URL, from: config.SMTP_FROM } : undefined,
        rateLimitFactor: config.AUTH_RATE_LIMIT_FACTOR,
        outbox: config.TRUST_PROXY === 0,
      });
  const upstreamUrl = config.UPSTREAM_URL ?? embedded!.url;
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);

  const { app, metrics, redis, pageCacheRedis, beginDrain } = createApp({
    config,
    upstreamUrl,
    upstreamFetch: embedded?.fetch,
    sessionSecret,
    embedded: embedded !== undefined,
    logger,
    assets,
    clientDir,
  });
  const server = createSiteServer(app.fetch, logger, { https: config.PUBLIC_ORIGIN?.startsWith('https:') ?? false });
  server.listen(config.PORT, config.HOST, () => {
    const info = server.address() as AddressInfo;
    const shown = info.address === '0.0.0.0' || info.address === '::' ? 'localhost' : info.address;
    logger.info({ upstream: embedded ? 'embedded' : upstreamUrl }, `site listening on http://${shown}:${info.port}`);
    if (embedded && !config.SMTP_URL && config.TRUST_PROXY === 0)
      logger.info(`demo mail outbox (activation links, reset codes): http://${shown}:${info.port}/dev/outbox`);
  });

  // /metrics on a port of its own: for a scraper in the private network, never the public port.
  const metricsServer = config.METRICS_PORT
    ? serve({ fetch: metricsRoutes(metrics).fetch, hostname: config.HOST, port: config.METRICS_PORT }, (info) =>
        logger.info(`metrics on port ${info.port}`),
      )
    : undefined;

  // Node is PID 1 in the container (exec-form CMD, no init): it handles SIGTERM itself
  // (docs/decisions/008-container-and-shutdown.md).
  const shutdown = installGracefulShutdown({
    server,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    logger,
    onStart: beginDrain,
    // Redis last: the requests that drained may still have written to it.
    afterDrain: [() => closeServer(metricsServer), () => embedded?.close(), () => redis?.close(), () => pageCacheRedis?.close()],
  });
  process.on('SIGINT', shutdown.shutdown);
  process.on('SIGTERM', shutdown.shutdown);
}

/** Stops a listener that serves nothing long-lived (the metrics port): its connections are cut, not drained. */
function closeServer(server: ServerType | undefined): void {
  if (!server) return;
  server.close();
  if ('closeAllConnections' in server) server.closeAllConnections();
}

void main();
