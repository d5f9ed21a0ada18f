import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from '#server/api/api-error';

/** Methods the site answers at all; anything else (TRACE, CONNECT, made-up ones) is a 405 at the door. */
export const knownMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const refusal = 'Метод не поддерживается';

/** Refuses a method outside `knownMethods` before any route sees it, naming the ones it takes in `Allow`. */
export function methodGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (knownMethods.has(c.req.method)) return next();
    c.header('allow', [...knownMethods].join(', '));
    // An /api caller reads errors as JSON in the contract's shape (docs/behaviour.md, "Errors of /api").
    if (c.req.path.startsWith('/api/')) return apiError(c, 405, 'method_not_allowed', refusal);
    return c.text(refusal, 405);
  };
}

/** The last route: a known method at an address that does not take it. */
export function methodNotAllowed(c: Context): Response {
  return apiError(c, 405, 'method_not_allowed', refusal);
}
