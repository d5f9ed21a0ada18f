import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import { placeholderRedirects } from '#shared/routes';
import { toHonoPath } from '#shared/contract/paths';
import { matchForwarded } from '../api/forward';
import { matchRouteDefinition } from '../ssr/route-guard';

export const unmatchedRoute = '(unmatched)';

const placeholders = new Set(placeholderRedirects.map((redirect) => redirect.from));
/** Catch-alls (`*`, `/api/*`) and middleware say nothing about which page or call it was. */
const isCatchAll = (path: string) => path === '*' || path === '/*' || path.endsWith('/*');

/**
 * The route a request matched, as a pattern — never the raw path, which can carry an activation
 * code or a search (docs/operations.md, "Logs and metrics"): a page of shared/routes.ts
 * (`/product/:producturl/:productid`), the BFF's own route (`/api/posts/:postType`, `/api/auth/login`),
 * a forwarded call (`/api/media/:file`), `/assets/*`, or `(unmatched)`. Bounded: label values for metrics.
 */
export function routeLabeller(forwardPrefixes: readonly string[]) {
  return (c: Context): string => {
    const path = c.req.path;
    if (path.startsWith('/assets/')) return '/assets/*';
    // Hono keeps the matched routes in registration order; the first specific one is the handler's.
    const specific = matchedRoutes(c).find((route) => !isCatchAll(route.path));
    if (specific) return specific.path;
    if (path.startsWith('/api/')) {
      const forwarded = matchForwarded(path, forwardPrefixes);
      return forwarded.kind === 'allowed' ? toHonoPath(forwarded.pattern) : unmatchedRoute;
    }
    const page = matchRouteDefinition(path);
    if (page) return page.path;
    return placeholders.has(path) ? path : unmatchedRoute;
  };
}
