import { parsePageNumber } from '#shared/page-number';
import { notFound } from './http-error';

/**
 * `?page=` of a listing, the one rule of every paginated page (docs/behaviour.md, "Pagination"):
 * absent is page 1; anything but a plain positive integer (`0`, `-1`, `abc`, empty, too many digits)
 * is no page — a 404 that names the route's validation, before upstream is asked.
 */
export function listingPageNumber(url: URL): number {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  const page = parsePageNumber(raw);
  if (page === null) notFound(url.pathname, 'invalid');
  return page;
}
