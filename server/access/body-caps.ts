import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** Every /api body: a form or a JSON call is far smaller. */
export const bodyCapBytes = 16 * 1024;
/**
 * A batch of specification lines («Всё в спецификацию»): 500 lines of up to 80-character product
 * ids with their quantities come to about 60 KB.
 */
export const batchBodyCapBytes = 64 * 1024;
const batchPath = /^\/api\/specs\/(?:guest\/)?[\w-]+\/lines\/batch$/;

/**
 * The body cap of the BFF, the embedded API and its socket guard alike, so a batch the site lets
 * through is not refused a step later; a body over it is refused before anything reads it.
 */
export function cappedBodies(onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const usual = bodyLimit({ maxSize: bodyCapBytes, onError });
  const batch = bodyLimit({ maxSize: batchBodyCapBytes, onError });
  return (c, next) => (batchPath.test(c.req.path) ? batch : usual)(c, next);
}
