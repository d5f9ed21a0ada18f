import type { MiddlewareHandler } from 'hono';
import { readHeader, writeHeader } from '../ops/plain-headers';
import type { UpstreamBreaker } from './breaker';

/**
 * Every 503 the site answers — a page, an /api call, a form — says when to come back
 * (docs/decisions/010-circuit-breaker.md): the seconds until the breaker lets a trial call go,
 * or `fallbackSeconds` when the breaker is closed again by then. An answer that names its own
 * Retry-After keeps it.
 */
export function retryAfterOn503(breaker: UpstreamBreaker, fallbackSeconds = 10): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status !== 503 || readHeader(c.res, 'retry-after') !== null) return;
    writeHeader(c, 'retry-after', String(breaker.retryAfterSeconds() || fallbackSeconds));
  };
}
