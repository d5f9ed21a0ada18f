import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { createEmbeddedApi } from './app';
import { inProcessFetch } from './in-process-fetch';

export interface RunningEmbeddedApi {
  url: string;
  /** The API's handler called in this process, for requests to `url` (server/embedded/in-process-fetch.ts). */
  fetch: typeof fetch;
  close(): void;
}

/** Starts the embedded API on a free loopback port: reachable by the BFF only. */
export function startEmbeddedApi(options: {
  dataDir: string;
  logger: Logger;
  siteOrigin: string;
  port?: number;
  host?: string;
  /** Real mail instead of the demo outbox (docs/operations.md, "Mail"). */
  smtp?: { url: string; from: string };
}): Promise<RunningEmbeddedApi> {
  const api = createEmbeddedApi({
    dataDir: options.dataDir,
    siteOrigin: options.siteOrigin,
    smtp: options.smtp,
    logError: (error: unknown) => options.logger.error({ err: error }, 'embedded API error'),
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: api.app.fetch, hostname: options.host ?? '127.0.0.1', port: options.port ?? 0 }, (info: AddressInfo) => {
      const url = `http://${info.address}:${info.port}`;
      options.logger.info({ dataDir: options.dataDir }, `embedded API on ${url}`);
      resolve({
        url,
        fetch: inProcessFetch(api.app.fetch),
        close: () => {
          server.close();
          api.close();
        },
      });
    });
  });
}
