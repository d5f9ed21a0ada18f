/** Which rendering a page answer is: a crawler's is complete without streaming scripts, a visitor's streams. */
export type PageVariant = 'crawler' | 'visitor';

/**
 * The key of a reused page (docs/decisions/011-reused-public-html.md): what its HTML depends on, and
 * nothing else. The variant; the origin (without PUBLIC_ORIGIN the canonical links name the Host asked
 * under); the path as the URL parser gives it; the query decoded and encoded again in one way, ordered by
 * name. Only the names are ordered: a repeated name keeps its values in the order sent, because a page's
 * data can depend on that order (a list parameter becomes a list in its query key), and two orders of
 * one list must not share HTML whose embedded data names one of them. An empty `?` is no query.
 * Tracking parameters (utm_*) stay in the key for the same reason: the catalogue section's data is keyed
 * by every parameter of the address, so HTML rendered without them would not hydrate with them.
 */
export function pageCacheKey(variant: PageVariant, origin: string, url: URL): string {
  const pairs = [...url.searchParams];
  // Array sort is stable: values of one name keep their order.
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  return `${variant} ${origin}${url.pathname}${query ? `?${query}` : ''}`;
}
