import { parsePageNumber } from '#shared/page-number';

/** `?page=` of a listing: absent is 1; anything but a plain positive integer is not a page. */
export function pageNumberFrom(url: URL): number | null {
  const raw = url.searchParams.get('page');
  return raw === null ? 1 : parsePageNumber(raw);
}
