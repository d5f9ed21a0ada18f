import { matchRoutes } from 'react-router';
import { authViewParam, redirectParam } from '#shared/auth/popup';
import { redirectPathMaxLength } from '#shared/auth/safe-redirect';
import { readablePath } from '#shared/http/readable-path';
import { routeTable, type RouteDefinition } from '#shared/routes';

const matchable = routeTable.map((route) => ({ path: route.path, route }));

/**
 * Paths matched lately. react-router's matchRoutes flattens, ranks and compiles the whole table on
 * every call, and every page view needs the answer twice (the handler, the access log's route label):
 * served from reused HTML, that was most of a view's cost (docs/decisions/011-reused-public-html.md).
 * Emptied when full, so odd paths cannot make it grow.
 */
const matched = new Map<string, RouteDefinition | null>();
const matchedLimit = 2_000;

export function matchRouteDefinition(pathname: string): RouteDefinition | undefined {
  const known = matched.get(pathname);
  if (known !== undefined) return known ?? undefined;
  // Read as the page's render reads it (client/entry.server.tsx): the same route, and no router warning.
  const route = matchRoutes(matchable, readablePath(pathname))?.at(-1)?.route.route;
  if (matched.size >= matchedLimit) matched.clear();
  matched.set(pathname, route ?? null);
  return route;
}

/**
 * docs/behaviour.md, "Guards", decided on the server before any render: a protected route without a
 * session goes to the login page with `redirect` = the original full path; a guest-only route with
 * a session goes to its configured target. Returns where to send the visitor, or null to render.
 */
export function guardRedirect(
  route: RouteDefinition | undefined,
  signedIn: boolean,
  url: URL,
  config: { loginPage: string; guestRedirect: string },
): string | null {
  if (!route?.guard) return null;
  if (route.guard === 'auth' && !signedIn) {
    const target = new URL(config.loginPage, url.origin);
    target.searchParams.set(authViewParam, 'login');
    // A path too long to be honoured after login (shared/auth/safe-redirect.ts) keeps only its page:
    // echoed whole, a huge query would also make a Location header no client accepts.
    const back = url.pathname + url.search;
    target.searchParams.set(redirectParam, back.length > redirectPathMaxLength ? url.pathname : back);
    return target.pathname + target.search;
  }
  if (route.guard === 'guest' && signedIn) return config.guestRedirect;
  return null;
}
