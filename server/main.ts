import { serve, type ServerType } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Counter } from 'prom-client';
import { createApp } from './app';
import { balanceWorkerConnections } from './ops/connection-balance';
import { createPrimaryMetrics, workerMetricsSource } from './ops/cluster-metrics';
import { runPrimary } from './ops/cluster-primary';
import { installGracefulShutdown } from './ops/graceful-shutdown';
import { metricsRoutes } from './ops/health';
import { heapSetByOperator, planProcesses } from './ops/process-plan';
import { loadConfig, type Config } from './config';
import { readContainerLimits } from '#server/environment/container-limits';
import { ConfigError } from '#server/environment/parse';
import { startEmbeddedApi, type RunningEmbeddedApi } from './embedded/start';
import { workerFetch } from './embedded/worker-key';
import { createLogger, type Logger } from './logger';
import { resolveSessionSecret } from './session/session-secret';
import { workerRevocationChannel } from './session/shared-revocations';
import { createSiteServer } from './site-server';
import { readClientAssets } from './ssr/client-assets';

/** What the primary tells its workers, besides the operator's settings (never set by hand). */
const workerApiUrl = 'SITE_WORKER_API_URL';
const workerApiKey = 'SITE_WORKER_API_KEY';

/**
 * The process entry. One process answers everything when WEB_CONCURRENCY is 1 (or the container has one
 * CPU), as the site always did; otherwise this process becomes the primary of node:cluster and the
 * workers answer (docs/decisions/022-workers-and-the-embedded-api.md).
 */
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
  if (cluster.isWorker) return runSite(config, logger.child({ worker: cluster.worker!.id }), 'worker');

  const plan = planProcesses({
    limits: readContainerLimits(),
    webConcurrency: config.WEB_CONCURRENCY,
    pageCacheMb: config.PAGE_CACHE_MAX_MB,
    heapSetByOperator: heapSetByOperator(process.execArgv, process.env.NODE_OPTIONS),
    arenasSetByOperator: process.env.MALLOC_ARENA_MAX !== undefined,
    embeddedApi: config.UPSTREAM_URL === undefined,
  });
  logger.info({ event: 'process-plan', ...plan }, 'workers and memory');
  const planned = { ...config, PAGE_CACHE_MAX_MB: plan.pageCacheMb };
  if (plan.workers === 1) return runSite(planned, logger, 'single');
  const heapArgs =
    plan.workerHeapMb === undefined ? [] : [`--max-old-space-size=${plan.workerHeapMb}`, `--max-semi-space-size=${plan.workerSemiSpaceMb}`];
  const mallocEnv: Record<string, string> =
    plan.workerMallocArenas === undefined ? {} : { MALLOC_ARENA_MAX: String(plan.workerMallocArenas) };
  return runCluster(planned, logger, plan.workers, heapArgs, mallocEnv);
}

/** Without UPSTREAM_URL the embedded API is the upstream, on loopback (docs/decisions/006-embedded-api-as-a-separate-app.md). */
function startApi(config: Config, logger: Logger, workerKey?: string): Promise<RunningEmbeddedApi> {
  const siteOrigin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
  return startEmbeddedApi({
    dataDir: config.DATA_DIR,
    logger,
    siteOrigin,
    smtp: config.SMTP_URL ? { url: config.SMTP_URL, from: config.SMTP_FROM } : undefined,
    rateLimitFactor: config.AUTH_RATE_LIMIT_FACTOR,
    outbox: config.TRUST_PROXY === 0,
    workerKey,
  });
}

/**
 * The primary: the embedded API (one SQLite writer, one outbox, one set of the API's own limits) and
 * the metrics port run here once; the workers serve the site.
 */
async function runCluster(config: Config, logger: Logger, workers: number, heapArgs: string[], mallocEnv: Record<string, string>) {
  const key = randomBytes(32).toString('base64url');
  const embedded = config.UPSTREAM_URL ? undefined : await startApi(config, logger, key);
  // Made here once, so that the workers do not race to create it.
  if (embedded) resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const metrics = createPrimaryMetrics();
  const metricsServer = config.METRICS_PORT
    ? serve({ fetch: metricsRoutes(metrics).fetch, hostname: config.HOST, port: config.METRICS_PORT }, (info) =>
        logger.info(`metrics of every worker on port ${info.port}`),
      )
    : undefined;
  const primary = runPrimary({
    workers,
    workerEnv: {
      PAGE_CACHE_MAX_MB: String(config.PAGE_CACHE_MAX_MB),
      ...mallocEnv,
      ...(embedded ? { [workerApiUrl]: embedded.url, [workerApiKey]: key } : {}),
    },
    workerExecArgv: [...process.execArgv, ...heapArgs],
    logger,
    metrics,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    afterWorkers: [() => closeServer(metricsServer), () => embedded?.close()],
  });
  process.on('SIGINT', primary.shutdown);
  process.on('SIGTERM', primary.shutdown);
}

/** The site itself: one process alone, or one worker among several. */
async function runSite(config: Config, logger: Logger, role: 'single' | 'worker') {
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const assets = readClientAssets(clientDir);

  // A worker reaches the primary's embedded API through its port, with the key; a single process calls it in process.
  const workerApi = role === 'worker' ? process.env[workerApiUrl] : undefined;
  const embedded = config.UPSTREAM_URL || workerApi ? undefined : await startApi(config, logger);
  const upstreamUrl = config.UPSTREAM_URL ?? workerApi ?? embedded!.url;
  const upstreamFetch = workerApi ? workerFetch(process.env[workerApiKey] ?? '') : embedded?.fetch;
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);

  const workerMetrics = role === 'worker' ? workerMetricsSource() : undefined;
  const { app, metrics, redis, pageCacheRedis, beginDrain } = createApp({
    config,
    upstreamUrl,
    upstreamFetch,
    sessionSecret,
    embedded: embedded !== undefined || workerApi !== undefined,
    logger,
    assets,
    clientDir,
    metricsSource: workerMetrics,
    // Without Redis the workers tell each other of logouts through the primary.
    revocationPeers: role === 'worker' && !config.REDIS_URL ? workerRevocationChannel() : undefined,
  });
  workerMetrics?.collectFrom(metrics.registry);
  const server = createSiteServer(app.fetch, logger, { https: config.PUBLIC_ORIGIN?.startsWith('https:') ?? false });
  if (role === 'worker') {
    const shed = new Counter({
      name: 'site_connections_shed_total',
      help: 'Kept-alive connections asked to reconnect because this worker held more than its even share',
      registers: [metrics.registry],
    });
    balanceWorkerConnections(server, () => shed.inc());
  }
  server.listen(config.PORT, config.HOST, () => {
    const info = server.address() as AddressInfo;
    const shown = info.address === '0.0.0.0' || info.address === '::' ? 'localhost' : info.address;
    logger.info({ upstream: config.UPSTREAM_URL ? upstreamUrl : 'embedded' }, `site listening on http://${shown}:${info.port}`);
    if (role === 'single' && embedded && !config.SMTP_URL && config.TRUST_PROXY === 0)
      logger.info(`demo mail outbox (activation links, reset codes): http://${shown}:${info.port}/dev/outbox`);
  });

  // /metrics on a port of its own: for a scraper in the private network, never the public port. With
  // workers the primary serves it for all of them.
  const metricsServer =
    config.METRICS_PORT && role === 'single'
      ? serve({ fetch: metricsRoutes(metrics.registry).fetch, hostname: config.HOST, port: config.METRICS_PORT }, (info) =>
          logger.info(`metrics on port ${info.port}`),
        )
      : undefined;

  // Node is PID 1 in the container (exec-form CMD, no init): it handles SIGTERM itself
  // (docs/decisions/008-container-and-shutdown.md). A worker gets it from the primary.
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
