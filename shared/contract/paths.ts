/**
 * Where each contract read lives. Kept apart from the zod schemas so the browser can build URLs
 * without shipping the schemas (the BFF validates every answer before the browser sees it).
 */
export const endpointPaths = {
  mainMenu: '/api/menu/main',
  contacts: '/api/menu/contacts',
  catalogMenu: '/api/menu/catalogs123',
  home: '/api/content/home',
  document: '/api/content/documents/{slug}',
  seoPages: '/api/seo-pages',
  seoPage: '/api/seo-pages/{pageName}',
  postTypes: '/api/posts/types',
  posts: '/api/posts/{postType}',
  post: '/api/posts/{postType}/{postID}',
  portfolio: '/api/portfolio',
  catalogTree: '/api/catalog/sections',
  catalogListing: '/api/catalog/sections/{sectionid}/products',
  catalogOffers: '/api/catalog/sections/{sectionid}/offers',
  catalogIndex: '/api/catalog/index',
  catalogFeed: '/api/catalog/feed',
  product: '/api/catalog/products/{productid}',
  productByNumId: '/api/catalog/products/by-num/{productNumID}',
  relatedProducts: '/api/catalog/products/{productid}/related',
  compareProducts: '/api/catalog/compare',
  productAnalogues: '/api/catalog/products/{productid}/analogues',
  search: '/api/catalog/search',
  suggestions: '/api/catalog/suggestions',
  elPanels: '/api/elpanels',
  elPanel: '/api/elpanels/{elpanelID}',
  designerDevices: '/api/designer/devices',
  calculators: '/api/calculators',
  calculator: '/api/calculators/{calcID}',
  contentVersion: '/api/content-version',
} as const satisfies Record<string, string>;

/** The calls every page's shell needs (header, footer, catalogue menu): cached on the server, never refetched in the browser. */
export const shellEndpoints = ['mainMenu', 'contacts', 'catalogMenu'] as const satisfies readonly (keyof typeof endpointPaths)[];

/** `/api/posts/{postType}` → `/api/posts/:postType`. */
export function toHonoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Hono tries routes in the order they were added, so a literal segment must be added before a
 * parameter that would also match it (`/api/posts/types` before `/api/posts/{postType}`).
 * A total order: segment by segment, literals (alphabetically) before parameters.
 */
export function compareSpecificity(a: string, b: string): number {
  const key = (path: string) => path.split('/').map((segment) => (segment.startsWith('{') ? '1' : `0${segment}`));
  const left = key(a);
  const right = key(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    if (left[i] !== right[i]) return left[i]! < right[i]! ? -1 : 1;
  }
  return left.length - right.length;
}

/** The contract's reads in the order a router must register them (literal segments first). */
export function endpointNamesInRouteOrder(): Array<keyof typeof endpointPaths> {
  return (Object.keys(endpointPaths) as Array<keyof typeof endpointPaths>).sort((a, b) =>
    compareSpecificity(endpointPaths[a], endpointPaths[b]),
  );
}

/** `/api/posts/{postType}` + `{ postType: 'news' }` → `/api/posts/news` (segments URI-encoded). */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
