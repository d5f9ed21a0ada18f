import { z } from 'zod';
import { endpointPaths } from './paths';
import { numericIdSchema, paginationQuerySchema, slugSchema } from './common';
import { catalogMenuSchema, contactsSchema, mainMenuSchema } from './menu';
import { contentDocumentSchema, contentVersionSchema, documentSlugSchema, homeSchema, seoPageListSchema, seoPageSchema } from './content';
import { postPageSchema, postSchema, postTypeListSchema } from './posts';
import { projectListSchema } from './portfolio';
import {
  calculatorRefListSchema,
  calculatorRefSchema,
  catalogFeedLimits,
  catalogFeedPageSchema,
  catalogFeedQuerySchema,
  catalogIndexLimits,
  catalogIndexQuerySchema,
  catalogIndexSchema,
  catalogListingSchema,
  catalogOffersSchema,
  catalogTreeSchema,
  compareProductsSchema,
  compareQuerySchema,
  listingQuerySchema,
  productRefSchema,
  productSchema,
  relatedProductsSchema,
  searchQuerySchema,
  searchResultSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from './catalog';
import { compareLimit } from '../catalog/compare-list';
import { catalogOfferLimit } from './catalog-limits';
import { productAnaloguesSchema } from './analogues';
import { designDeviceListSchema, designDeviceQuerySchema, elPanelListSchema, elPanelSchema } from './elpanels';

/**
 * The read side of the upstream contract: one entry per call, the single source for the
 * embedded API's routes, the BFF's upstream client, the browser's queries and the OpenAPI
 * document. Paths use `{param}` (OpenAPI style).
 */
export interface Endpoint<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: 'GET';
  path: string;
  summary: string;
  params: P;
  query: Q;
  response: R;
}

const none = z.object({});
const productIdSchema = z.string().regex(/^[\w-]{1,80}$/);

function endpoint<P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(e: Endpoint<P, Q, R>): Endpoint<P, Q, R> {
  return e;
}

export const endpoints = {
  mainMenu: endpoint({
    method: 'GET',
    path: endpointPaths.mainMenu,
    summary: 'Main menu',
    params: none,
    query: none,
    response: mainMenuSchema,
  }),
  contacts: endpoint({
    method: 'GET',
    path: endpointPaths.contacts,
    summary: 'Contacts block',
    params: none,
    query: none,
    response: contactsSchema,
  }),
  catalogMenu: endpoint({
    method: 'GET',
    path: endpointPaths.catalogMenu,
    summary: 'Catalogue menu',
    params: none,
    query: none,
    response: catalogMenuSchema,
  }),
  home: endpoint({
    method: 'GET',
    path: endpointPaths.home,
    summary: 'Home page content',
    params: none,
    query: none,
    response: homeSchema,
  }),
  document: endpoint({
    method: 'GET',
    path: endpointPaths.document,
    summary: 'About and legal documents',
    params: z.object({ slug: documentSlugSchema }),
    query: none,
    response: contentDocumentSchema,
  }),
  seoPages: endpoint({
    method: 'GET',
    path: endpointPaths.seoPages,
    summary: 'Search-engine landing pages',
    params: none,
    query: none,
    response: seoPageListSchema,
  }),
  seoPage: endpoint({
    method: 'GET',
    path: endpointPaths.seoPage,
    summary: 'One landing page',
    params: z.object({ pageName: slugSchema }),
    query: none,
    response: seoPageSchema,
  }),
  postTypes: endpoint({
    method: 'GET',
    path: endpointPaths.postTypes,
    summary: 'Post types',
    params: none,
    query: none,
    response: postTypeListSchema,
  }),
  posts: endpoint({
    method: 'GET',
    path: endpointPaths.posts,
    summary: 'Posts of a type, newest first, paginated',
    params: z.object({ postType: slugSchema }),
    query: paginationQuerySchema,
    response: postPageSchema,
  }),
  post: endpoint({
    method: 'GET',
    path: endpointPaths.post,
    summary: 'One post',
    params: z.object({ postType: slugSchema, postID: numericIdSchema }),
    query: none,
    response: postSchema,
  }),
  portfolio: endpoint({
    method: 'GET',
    path: endpointPaths.portfolio,
    summary: 'Portfolio projects',
    params: none,
    query: z.object({ featured: z.enum(['1']).optional() }),
    response: projectListSchema,
  }),
  catalogTree: endpoint({
    method: 'GET',
    path: endpointPaths.catalogTree,
    summary: 'Catalogue sections with their subsections, pictures and product counts',
    params: none,
    query: none,
    response: catalogTreeSchema,
  }),
  catalogListing: endpoint({
    method: 'GET',
    path: endpointPaths.catalogListing,
    summary:
      'A section with its products: filters by facet key (repeat a key for several values), price_min, price_max, ' +
      'in_stock=1, sort (popular, price-asc, price-desc, name) and page (24 a page); unknown or invalid values are ignored',
    params: z.object({ sectionid: slugSchema }),
    query: listingQuerySchema,
    response: catalogListingSchema,
  }),
  catalogOffers: endpoint({
    method: 'GET',
    path: endpointPaths.catalogOffers,
    summary:
      `The first ${catalogOfferLimit} products of a section's listing with the same query (filters by facet key, ` +
      "a key repeated for several values), with the filter values applied and the total: a calculator result's offer, " +
      'only the fields its card shows',
    params: z.object({ sectionid: slugSchema }),
    query: listingQuerySchema,
    response: catalogOffersSchema,
  }),
  catalogIndex: endpoint({
    method: 'GET',
    path: endpointPaths.catalogIndex,
    summary:
      'Every section and product with the date of its last change, the products page by page in a stable order ' +
      `(perPage up to ${catalogIndexLimits.perPageMax}): the sitemap's source`,
    params: none,
    query: catalogIndexQuerySchema,
    response: catalogIndexSchema,
  }),
  catalogFeed: endpoint({
    method: 'GET',
    path: endpointPaths.catalogFeed,
    summary:
      'Every product with its price, stock, picture, description and characteristics, page by page in a stable order ' +
      `(perPage up to ${catalogFeedLimits.perPageMax}): the product feed's source`,
    params: none,
    query: catalogFeedQuerySchema,
    response: catalogFeedPageSchema,
  }),
  product: endpoint({
    method: 'GET',
    path: endpointPaths.product,
    summary: 'One product',
    params: z.object({ productid: productIdSchema }),
    query: none,
    response: productSchema,
  }),
  relatedProducts: endpoint({
    method: 'GET',
    path: endpointPaths.relatedProducts,
    summary: 'Products of the same series and compatible devices',
    params: z.object({ productid: productIdSchema }),
    query: none,
    response: relatedProductsSchema,
  }),
  compareProducts: endpoint({
    method: 'GET',
    path: endpointPaths.compareProducts,
    summary: `Up to ${compareLimit} products by id, in the order asked, for the comparison; ids that name no product are listed apart`,
    params: none,
    query: compareQuerySchema,
    response: compareProductsSchema,
  }),
  productAnalogues: endpoint({
    method: 'GET',
    path: endpointPaths.productAnalogues,
    summary:
      'Analogues of a product from its characteristics: direct (the same key characteristics, any brand), ' +
      'replacement (meets or exceeds them), similar (same section, near); each with what differs, better or worse',
    params: z.object({ productid: productIdSchema }),
    query: none,
    response: productAnaloguesSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: endpointPaths.search,
    summary: 'Search by name, article number, brand, series and characteristics; Russian word forms and one-letter typos match',
    params: none,
    query: searchQuerySchema,
    response: searchResultSchema,
  }),
  suggestions: endpoint({
    method: 'GET',
    path: endpointPaths.suggestions,
    summary: 'Products and sections for the search box, as the visitor types',
    params: none,
    query: suggestQuerySchema,
    response: suggestionsSchema,
  }),
  productByNumId: endpoint({
    method: 'GET',
    path: endpointPaths.productByNumId,
    summary: 'Product reference by old numeric id',
    params: z.object({ productNumID: numericIdSchema }),
    query: none,
    response: productRefSchema,
  }),
  elPanels: endpoint({
    method: 'GET',
    path: endpointPaths.elPanels,
    summary: 'Ready-made electrical panels with their composition',
    params: none,
    query: none,
    response: elPanelListSchema,
  }),
  elPanel: endpoint({
    method: 'GET',
    path: endpointPaths.elPanel,
    summary: 'One electrical panel with its composition',
    params: z.object({ elpanelID: slugSchema }),
    query: none,
    response: elPanelSchema,
  }),
  designerDevices: endpoint({
    method: 'GET',
    path: endpointPaths.designerDevices,
    summary: 'Every catalogue product the panel designer can place (enclosures and rail devices), or only those of `ids`',
    params: none,
    query: designDeviceQuerySchema,
    response: designDeviceListSchema,
  }),
  calculators: endpoint({
    method: 'GET',
    path: endpointPaths.calculators,
    summary: 'Engineering calculators',
    params: none,
    query: none,
    response: calculatorRefListSchema,
  }),
  calculator: endpoint({
    method: 'GET',
    path: endpointPaths.calculator,
    summary: 'One calculator',
    params: z.object({ calcID: slugSchema }),
    query: none,
    response: calculatorRefSchema,
  }),
  contentVersion: endpoint({
    method: 'GET',
    path: endpointPaths.contentVersion,
    summary: 'A token that changes whenever any published content changes (optional: without it the BFF reuses pages for their lifetime)',
    params: none,
    query: none,
    response: contentVersionSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ParamsOf<N extends EndpointName> = z.input<Endpoints[N]['params']>;
export type QueryOf<N extends EndpointName> = z.input<Endpoints[N]['query']>;
export type ResponseOf<N extends EndpointName> = z.infer<Endpoints[N]['response']>;

/**
 * A contract read, however it is performed: on the server from the BFF's content reader, in the
 * browser through the BFF's /api. One signature for both, so pages cannot tell the difference.
 */
export type ContractRead = <N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  query?: QueryOf<N>,
  signal?: AbortSignal,
) => Promise<ResponseOf<N>>;
