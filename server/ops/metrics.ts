import type { MiddlewareHandler } from 'hono';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  middleware: MiddlewareHandler;
}

/** Prometheus metrics for /metrics: request counts and latency by kind, plus the process defaults. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests',
    labelNames: ['kind', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the response head',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const path = c.req.path;
    // Bounded label values: a kind, never the raw path.
    const kind = path.startsWith('/assets/') ? 'asset' : path.startsWith('/api/') ? 'api' : 'page';
    requests.inc({ kind, status: String(c.res.status) });
    duration.observe({ kind }, (performance.now() - started) / 1000);
  };
  return { registry, middleware };
}
