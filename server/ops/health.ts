import { Hono } from 'hono';
import type { ContentReader } from '../upstream/reader';
import type { Metrics } from './metrics';

/** Liveness never touches upstream; readiness does (through the menu cache, so it stays cheap). */
export function opsRoutes(read: ContentReader, metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' }));
  app.get('/readyz', async (c) => {
    try {
      await read('mainMenu', {});
      return c.json({ status: 'ready' }, 200, { 'cache-control': 'no-store' });
    } catch {
      return c.json({ status: 'upstream unavailable' }, 503, { 'cache-control': 'no-store' });
    }
  });
  app.get('/metrics', async (c) => c.text(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }));
  return app;
}
