import { matchRoutes } from 'react-router';
import { authViewParam, redirectParam } from '#shared/auth/popup';
import { routeTable, type RouteDefinition } from '#shared/routes';

const matchable = routeTable.map((route) => ({ path: route.path, route }));

export function matchRouteDefinition(pathname: string): RouteDefinition | undefined {
  return matchRoutes(matchable, pathname)?.at(-1)?.route.route;
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
    target.searchParams.set(redirectParam, url.pathname + url.search);
    return target.pathname + target.search;
  }
  if (route.guard === 'guest' && signedIn) return config.guestRedirect;
  return null;
}
