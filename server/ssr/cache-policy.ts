/**
 * Cache-Control of what the page handler answers (docs/decisions/003-public-html-never-reads-the-session.md):
 * - anything that depends on the visitor (a guard's redirect, a private page, a flash message,
 *   an error page) is `private, no-store`;
 * - a public page may be kept by a shared cache for a minute and served stale while it refreshes —
 *   but only when the site's origin is configured: otherwise its canonical links name the Host it
 *   was asked under, and a shared cache would hand that to everyone.
 */
export const privateNoStore = 'private, no-store';

/** `value` where the answer may be shared (the origin is configured), else `private, no-store`. */
export function sharedCacheControl(publicOrigin: string | undefined, value: string): string {
  return publicOrigin ? value : privateNoStore;
}

export interface PageCachePolicy {
  page(status: number, personal: boolean): string;
  redirect(personal: boolean): string;
}

export function pageCachePolicy(publicOrigin: string | undefined): PageCachePolicy {
  const shared = (value: string) => sharedCacheControl(publicOrigin, value);
  return {
    page: (status, personal) =>
      status >= 400 || personal ? privateNoStore : shared('public, max-age=0, s-maxage=60, stale-while-revalidate=300'),
    redirect: (personal) => (personal ? privateNoStore : shared('public, max-age=300')),
  };
}
