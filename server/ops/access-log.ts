import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { countedBody } from './counted-body';
import { readHeader } from './plain-headers';
import type { AnsweredRequest } from './metrics';

export interface AccessLogOptions {
  logger: Logger;
  /** The route pattern of a request (server/ops/route-label.ts). */
  routeOf(c: Context): string;
  /** Called when the answer's head is ready (the metrics). */
  onAnswered(request: AnsweredRequest): void;
  /** Methods named as they are; any other is `OTHER` (a label value must come from a fixed set). */
  knownMethods: ReadonlySet<string>;
}

const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One `info` line per request (docs/operations.md, "Access log"): method, route pattern, status,
 * duration and bytes, with the request id. No path, query, cookie or header: a path can hold an
 * activation code, a query an e-mail. A streamed page is logged when its last byte is sent, with
 * the bytes counted on the way; an answer of known length at once, with its Content-Length.
 */
export function accessLog(options: AccessLogOptions): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const method = options.knownMethods.has(c.req.method) ? c.req.method : 'OTHER';
    const route = options.routeOf(c);
    const status = c.res.status;
    options.onAnswered({ method, route, status, seconds: (performance.now() - started) / 1000 });
    const line = (bytes: number | null, extra?: { complete: false }) =>
      options.logger.info(
        { requestId: c.get('requestId'), method, route, status, durationMs: roundMs(performance.now() - started), bytes, ...extra },
        'request',
      );
    const length = readHeader(c.res, 'content-length');
    const type = readHeader(c.res, 'content-type') ?? '';
    // Only pages are streamed by the BFF itself (React's SSR); other answers without a length stay
    // as they are, so that node-server still sends them whole with a Content-Length of its own.
    if (length === null && type.startsWith('text/html') && c.req.method !== 'HEAD' && c.res.body) {
      const counted = countedBody(c.res.body, (bytes, complete) => line(bytes, complete ? undefined : { complete: false }));
      c.res = new Response(counted, c.res);
      return;
    }
    line(length === null ? null : Number(length));
  };
}
