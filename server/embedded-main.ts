/**
 * Runs the embedded API on its own, without the BFF: `node dist/server/embedded-main.js`.
 * Useful to develop against the contract or to point another BFF instance at it.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createEmbeddedApi } from './embedded/app';

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`EMBEDDED_PORT must be a port number (1–65535), got "${value}"`);
    process.exit(1);
  }
  return port;
}

const port = readPort(process.env.EMBEDDED_PORT);
const hostname = process.env.HOST || '127.0.0.1';
const dataDir = path.resolve(process.env.DATA_DIR || './data');

// The site whose pages the mails link to (activation, reset); the BFF's PUBLIC_ORIGIN.
const siteOrigin = process.env.PUBLIC_ORIGIN || 'http://localhost:3000';
const api = createEmbeddedApi({ dataDir, siteOrigin });
const server = serve({ fetch: api.app.fetch, port, hostname }, (info) => {
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
