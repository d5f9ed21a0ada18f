import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createAttemptLimiter } from '#server/access/rate-limit';
import { createEmbeddedApi } from './app';
import { guardedForSocket } from './socket-guard';
import { inProcessFetch } from './in-process-fetch';
import { workerKeyMatches } from './worker-key';

export interface RunningEmbeddedApi {
  url: string;
  /** The API's handler called in this process, for requests to `url` (server/embedded/in-process-fetch.ts). */
  fetch: typeof fetch;
  close(): void;
}

/**
 * Starts the embedded API on a free loopback port. The BFF calls it in process; the port, which
 * anything on this machine can reach, applies the site's own outbox rule and attempt limits.
 */
export function startEmbeddedApi(options: {
  dataDir: string;
  logger: Logger;
  siteOrigin: string;
  port?: number;
  host?: string;
  /** Real mail instead of the demo outbox (docs/operations.md, "Mail"). */
  smtp?: { url: string; from: string };
  /** AUTH_RATE_LIMIT_FACTOR: the port's attempt limits are the site's (server/embedded/socket-guard.ts). */
  rateLimitFactor?: number;
  /** False behind a proxy (TRUST_PROXY): the port then serves no outbox either. */
  outbox?: boolean;
  /**
   * With workers (docs/decisions/022-workers-and-the-embedded-api.md): a request carrying this key is the
   * site's own worker, which has applied the site's rules already, and reaches the API as the in-process
   * call does; any other caller of the port meets the guard.
   */
  workerKey?: string;
}): Promise<RunningEmbeddedApi> {
  const api = createEmbeddedApi({
    dataDir: options.dataDir,
    siteOrigin: options.siteOrigin,
    smtp: options.smtp,
    logError: (error: unknown) => options.logger.error({ err: error }, 'embedded API error'),
  });
  return new Promise((resolve) => {
    const guarded = guardedForSocket(api.app, {
      limits: createAttemptLimiter({ factor: options.rateLimitFactor ?? 1 }),
      outbox: options.outbox ?? true,
    });
    const { workerKey } = options;
    const handle: typeof guarded.fetch = workerKey
      ? (request, env) => (workerKeyMatches(request, workerKey) ? api.app.fetch(request, env) : guarded.fetch(request, env))
      : guarded.fetch;
    const server = serve({ fetch: handle, hostname: options.host ?? '127.0.0.1', port: options.port ?? 0 }, (info: AddressInfo) => {
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
