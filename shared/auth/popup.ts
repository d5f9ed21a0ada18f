/** The popup's views (docs/behaviour.md, "Authentication popup"). */
export const authViews = [
  'login',
  'login-finish',
  'registration',
  'registration-finish',
  'recovery',
  'recovery2',
  'recovery-finish',
  'error',
] as const;
export type AuthView = (typeof authViews)[number];

/**
 * Views for signed-out visitors only: a signed-in visitor sent to one of them (a bookmark, a shared
 * link, the activation page's «Войти») sees «Вы вошли» instead (docs/behaviour.md, "Authentication popup").
 */
export const guestOnlyViews: ReadonlySet<AuthView> = new Set<AuthView>(['login', 'registration', 'recovery', 'recovery2']);

/** The URL parameter that opens the popup on a view, server-rendered (`/?auth=login`). */
export const authViewParam = 'auth';
/** docs/behaviour.md, "Guards": the original full path of a protected page the visitor was sent away from. */
export const redirectParam = 'redirect';

/** Any unknown view shows the generic error view. */
export function toAuthView(value: string | null | undefined): AuthView | null {
  if (value === null || value === undefined) return null;
  return (authViews as readonly string[]).includes(value) ? (value as AuthView) : 'error';
}

/** The page's own query without the popup's parameters: the address the popup closes to. */
export function withoutPopupParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of [authViewParam, redirectParam, 'email']) params.delete(name);
  return params;
}
