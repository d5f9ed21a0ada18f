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
 * A bulk add's rows as upstream gets them (docs/behaviour.md, "Bulk add"): 2,000 rows of up to
 * 1,000 characters each fit with room; the rows' own limits are checked after.
 */
export const importBodyCapBytes = 4 * 1024 * 1024;
const importPath = /^\/api\/specs\/(?:guest\/[\w-]{32}|[1-9]\d{0,9})\/imports$/;
/** The BFF's bulk add takes a file: that route caps its own body and answers a form post in kind (server/api/spec-imports.ts). */
const ownCapPath = '/api/specs/current/imports';
/**
 * A quote for a specification on its way upstream carries the specification's XLSX, base64
 * (shared/contract/spec-quotes.ts, `quoteAttachmentMaxBytes`: at most 1 MB, so about 1.4 MB encoded).
 * The browser's call to the BFF (`…/quote`) carries only the form and keeps the usual cap.
 */
export const quoteBodyCapBytes = 1536 * 1024;
const quotePath = /^\/api\/specs\/(?:guest\/)?[\w-]+\/quote-requests$/;

/**
 * The body cap of the BFF, the embedded API and its socket guard alike, so a batch the site lets
 * through is not refused a step later; a body over it is refused before anything reads it.
 */
export function cappedBodies(onError: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const usual = bodyLimit({ maxSize: bodyCapBytes, onError });
  const batch = bodyLimit({ maxSize: batchBodyCapBytes, onError });
  const imports = bodyLimit({ maxSize: importBodyCapBytes, onError });
  const quote = bodyLimit({ maxSize: quoteBodyCapBytes, onError });
  return (c, next) => {
    if (c.req.path === ownCapPath && c.req.method === 'POST') return next();
    const cap = batchPath.test(c.req.path) ? batch : importPath.test(c.req.path) ? imports : quotePath.test(c.req.path) ? quote : usual;
    return cap(c, next);
  };
}
