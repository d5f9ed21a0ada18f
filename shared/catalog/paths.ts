/** The catalogue's addresses (docs/behaviour.md, "Routes"), built in one place for links, canonicals and the sitemap. */
export const searchPath = '/catalog/search';

export function sectionPath(sectionId: string): string {
  return `/catalog/${encodeURIComponent(sectionId)}`;
}

export function productPath(product: { url: string; id: string }): string {
  return `/product/${encodeURIComponent(product.url)}/${encodeURIComponent(product.id)}`;
}

export function searchHref(query: string, page = 1): string {
  const search = new URLSearchParams({ q: query });
  if (page > 1) search.set('page', String(page));
  return `${searchPath}?${search.toString()}`;
}
