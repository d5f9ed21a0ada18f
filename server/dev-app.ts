/**
 * `npm run dev`: the site as `npm start` runs it, with the client served by Vite (hot reload) and
 * this module loaded through Vite's SSR loader (scripts/dev.mjs), so a change to server, shared or
 * client code takes effect on the next request. The embedded API starts once and stays.
 */
import { createApp } from './app';
import { loadConfig } from './config';
import { startEmbeddedApi, type RunningEmbeddedApi } from './embedded/start';
import { createLogger } from './logger';
import { resolveSessionSecret } from './session/session-secret';

const config = loadConfig({ LOG_LEVEL: 'info', ...process.env });
const logger = createLogger(config.LOG_LEVEL);

// Outlives a reload of this module: one embedded API per dev process.
interface DevUpstream {
  url: string;
  embedded?: RunningEmbeddedApi;
}
const running = globalThis as { devUpstream?: Promise<DevUpstream> };
const devUpstream = (running.devUpstream ??= config.UPSTREAM_URL
  ? Promise.resolve<DevUpstream>({ url: config.UPSTREAM_URL })
  : startEmbeddedApi({ dataDir: config.DATA_DIR, logger, siteOrigin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` }).then(
      (embedded) => ({ url: embedded.url, embedded }),
    ));

export async function createDevApp() {
  const upstream = await devUpstream;
  const { app } = createApp({
    config,
    upstreamUrl: upstream.url,
    // In process, as `npm start` does: the API's own port limits its callers by address, and here every visitor would be one.
    upstreamFetch: upstream.embedded?.fetch,
    sessionSecret: resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR),
    embedded: upstream.embedded !== undefined,
    logger,
    // Vite serves the client's modules from source; the entry imports the styles itself.
    assets: { entryScript: '/client/entry.client.tsx', stylesheets: [], devScripts: ['/@vite/client'] },
  });
  return app;
}
