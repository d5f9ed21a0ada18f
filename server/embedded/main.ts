/**
 * Runs the embedded API on its own, without the BFF: `node dist/server/embedded/main.js` (`npm run embedded-api`).
 * Useful to develop against the contract or to point another BFF instance at it.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError } from '#server/environment/parse';
import { createEmbeddedApi } from '#server/embedded/app';
import { loadEmbeddedConfig, type EmbeddedConfig } from '#server/embedded/config';
import { guardedForSocket } from '#server/embedded/socket-guard';
import { createAttemptLimiter } from '#server/access/rate-limit';

let config: EmbeddedConfig;
try {
  config = loadEmbeddedConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const dataDir = path.resolve(config.DATA_DIR);
const smtp = config.SMTP_URL ? { url: config.SMTP_URL, from: config.SMTP_FROM } : undefined;
const api = createEmbeddedApi({ dataDir, siteOrigin: config.PUBLIC_ORIGIN, smtp });
// Whoever reaches the port meets the site's outbox rule and attempt limits (server/embedded/socket-guard.ts).
const guarded = guardedForSocket(api.app, { limits: createAttemptLimiter({ factor: 1 }), outbox: true });
const server = serve({ fetch: guarded.fetch, port: config.EMBEDDED_PORT, hostname: config.HOST }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`embedded API listening on http://${host}:${info.port} (data: ${dataDir})`);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`embedded API: ${signal}, shutting down`);
  server.close(() => {
    api.close();
    process.exit(0);
  });
  // Keep-alive connections can hold close() open; the data is safe once the DB is closed.
  setTimeout(() => {
    api.close();
    process.exit(0);
  }, 5000).unref();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
