import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { join } from 'node:path';
import { immutableAssets } from '#server/assets/immutable-assets';

/** The client build's files; without its folder (tests that render pages only) just the favicon redirect. */
export function assetRoutes(clientDir: string | undefined): Hono {
  const app = new Hono();
  if (clientDir) {
    app.on(['GET', 'HEAD'], '/assets/*', immutableAssets(join(clientDir, 'assets')));
    app.use('/favicon.svg', serveStatic({ root: clientDir, onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400') }));
  }
  // Browsers and crawlers ask for /favicon.ico wherever a page names no icon (the demo outbox, PDFs…).
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  return app;
}
