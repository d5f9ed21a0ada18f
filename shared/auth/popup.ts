/** Spec §2 "Authentication popup": its views. */
export const authViews = ['login', 'login-finish', 'registration', 'registration-finish', 'recovery', 'recovery2', 'recovery-finish', 'error'] as const;
export type AuthView = (typeof authViews)[number];

/** The URL parameter that opens the popup on a view, server-rendered (`/?auth=login`). */
export const authViewParam = 'auth';
/** Spec §6: the original full path of a protected page the visitor was sent away from. */
export const redirectParam = 'redirect';

/** Spec §4: any unknown view shows the generic error view. */
export function toAuthView(value: string | null | undefined): AuthView | null {
  if (value === null || value === undefined) return null;
  return (authViews as readonly string[]).includes(value) ? (value as AuthView) : 'error';
}
