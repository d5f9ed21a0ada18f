/**
 * Spec §6 `redirect`: only a same-origin relative path is honoured. Absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\host`), control characters and `javascript:`
 * are refused (null), so the parameter can never send a visitor to another site.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    // Resolve against a dummy origin: anything that escapes it is not a relative path.
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
