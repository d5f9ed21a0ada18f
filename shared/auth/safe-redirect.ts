/**
 * The `redirect` and `callbackUrl` parameters: only a path of this site is honoured. The candidate
 * is resolved against the site's origin with the URL parser — the way a browser will read the
 * Location it ends up in — and accepted only when the result stays on that origin; the resolved
 * path is returned, so dot segments (`/.//evil.com`, `/a/..//evil.com`) cannot leave a `//host`
 * behind. Control characters and backslashes are refused outright.
 */
const probeOrigin = 'http://site.invalid';
/** Longer `redirect`/`callbackUrl` values are refused, so nothing should ever carry one. */
export const redirectPathMaxLength = 2000;

export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > redirectPathMaxLength) return null;
  if (!value.startsWith('/') || /[\\\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const path = url.pathname + url.search + url.hash;
  // A path that itself starts with `//` would be read as another host once it is a Location.
  if (path.startsWith('//')) return null;
  // Resolving it again must give the same path: what the browser reads is what was checked.
  return new URL(path, probeOrigin).origin === probeOrigin ? path : null;
}
