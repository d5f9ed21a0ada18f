// `npm run dev`: Vite (client modules, hot reload) in front of the site, on PORT (3000).
// Requests Vite does not serve go to the site's Hono app, loaded through Vite's SSR loader, so an
// edit to any server, shared or client file is picked up on the next request without a restart.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createVite } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const http = createServer();
const vite = await createVite({ server: { middlewareMode: true, hmr: { server: http } }, appType: 'custom' });

let current = { module: null, listener: null };
async function siteListener() {
  const module = await vite.ssrLoadModule('/server/dev-app.ts');
  if (module !== current.module) current = { module, listener: getRequestListener((await module.createDevApp()).fetch) };
  return current.listener;
}

http.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      (await siteListener())(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.statusCode = 500;
      res.end(String(error?.stack ?? error));
    }
  });
});
http.listen(port, process.env.HOST ?? '127.0.0.1', () =>
  console.log(`dev site on http://localhost:${port} (hot reload; embedded API unless UPSTREAM_URL)`),
);
