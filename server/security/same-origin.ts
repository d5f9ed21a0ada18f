import type { MiddlewareHandler } from 'hono';
import { accountMessages } from '#shared/auth/account-messages';
import { apiError } from '../api/api-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutating /api calls must come from the site's own pages (docs/behaviour.md, "Errors of /api").
 * `hono/csrf` only checks form content types, so JSON calls need this: the browser's
 * `Sec-Fetch-Site` when sent, else `Origin` compared with the site's origin. A call with neither is
 * refused.
 */
export function requireSameOrigin(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const expected = publicOrigin ?? new URL(c.req.url).origin;
    const allowed = site ? site === 'same-origin' : origin === expected;
    if (!allowed) return apiError(c, 403, 'forbidden_origin', accountMessages.badOrigin);
    return next();
  };
}
