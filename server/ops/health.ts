import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { UpstreamClient } from '../upstream/client';
/** Where /metrics comes from: this process's registry, or every worker's aggregated (server/ops/cluster-metrics.ts). */
export interface MetricsSource {
  metrics(): Promise<string>;
  contentType: string;
}

/** How long readiness waits for upstream: a probe must answer well within the platform's own timeout. */
const readinessTimeoutMs = 2_000;

/**
 * Liveness never touches upstream. Readiness asks upstream itself (the main menu, past the cache)
 * with a short timeout: a warm cache would otherwise report ready while upstream is down. A process
 * that is shutting down is not ready, so a balancer still probing it sends it nothing new
 * (docs/decisions/008-container-and-shutdown.md).
 */
export function opsRoutes(upstream: UpstreamClient, draining: () => boolean = () => false): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));
  app.get('/readyz', async (c) => {
    if (draining()) return c.json({ status: 'shutting down' }, 503, { 'cache-control': 'no-store' });
    try {
      await upstream.get('mainMenu', {}, undefined, AbortSignal.timeout(readinessTimeoutMs));
      return c.json({ status: 'ready' }, 200, { 'cache-control': 'no-store' });
    } catch {
      return c.json({ status: 'upstream unavailable' }, 503, { 'cache-control': 'no-store' });
    }
  });
  return app;
}

/**
 * `/metrics` in Prometheus text. Not public: with a token it asks for `Authorization: Bearer
 * <token>`; without one (the separate metrics port) it asks nothing.
 */
export function metricsRoutes(source: MetricsSource, token?: string): Hono {
  const app = new Hono();
  const expected = token === undefined ? undefined : Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (c) => {
    if (expected) {
      const given = Buffer.from(c.req.header('authorization') ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return c.text('Unauthorized', 401, { 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store' });
      }
    }
    let text: string;
    try {
      text = await source.metrics();
    } catch {
      // A worker that did not answer in time (it is restarting): the scraper tries again at its next interval.
      return c.text('metrics unavailable', 503, { 'cache-control': 'no-store' });
    }
    return c.text(text, 200, { 'content-type': source.contentType, 'cache-control': 'no-store' });
  });
  return app;
}
