/** `?page=` of a listing: absent is 1; anything but a plain positive integer is not a page. */
export function pageNumberFrom(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) return null;
  return Number(raw);
}
