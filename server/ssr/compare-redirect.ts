import type { MiddlewareHandler } from 'hono';
import { compareHref, comparePath } from '#shared/catalog/compare-list';
import { compareCookieIds } from '#server/api/compare';

/**
 * `/catalog/compare` without `ids` is "my comparison": it sends the visitor to the address of the
 * list their comparison cookie holds (docs/behaviour.md, "Comparison"), before the page handler, so
 * the page's HTML itself never depends on a cookie and stays reusable for everyone. Without a list
 * the page shows its empty state.
 */
export function compareRedirect(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path !== comparePath || c.req.query('ids') !== undefined) return next();
    const ids = compareCookieIds(c);
    if (!ids.length) return next();
    c.header('cache-control', 'private, no-store');
    c.header('vary', 'Cookie');
    return c.redirect(compareHref(ids, c.req.query('diff') === '1'), 302);
  };
}
