import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { writeHeader } from './plain-headers';
import { runInRequest } from './request-context';

export const requestIdHeader = 'x-request-id';

/** A client's id is kept only when it is short and plain: it goes into logs and upstream headers as is. */
const acceptedId = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(given: string | undefined): string {
  return given !== undefined && acceptedId.test(given) ? given : randomUUID();
}

/**
 * docs/operations.md, "Request id": the id a proxy or client sent (when valid) or a new one, on the
 * context (`c.get('requestId')`), in the answer's `X-Request-Id`, on every upstream call and every
 * log line written for the request (through server/ops/request-context.ts). Not `hono/request-id`:
 * docs/operations.md says why.
 */
export function requestId(): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const id = requestIdOf(c.req.header(requestIdHeader));
    c.set('requestId', id);
    await runInRequest({ requestId: id }, next);
    writeHeader(c, requestIdHeader, id);
  };
}
