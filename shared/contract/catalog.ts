import { z } from 'zod';
import { imageSchema, wholeNumber } from './common';
import { catalogOfferLimit, searchMessages, searchQueryMaxLength } from './catalog-limits';
import { sortOrders, type SortOrder } from './sort-orders';
import { parsePageNumber } from '../page-number';
import { compareLimit } from '../catalog/compare-list';

/**
 * The catalogue's side of the upstream contract (docs/behaviour.md, "Catalogue"): a two-level
 * section tree, a section's listing with its facets, products, related products, search and
 * suggestions. Prices are roubles; `value`s of characteristics are shown as given, unit included.
 */

export const sectionRefSchema = z.object({ id: z.string(), name: z.string() });
export type SectionRef = z.infer<typeof sectionRefSchema>;

export const sectionTileSchema = sectionRefSchema.extend({
  description: z.string(),
  picture: imageSchema,
  productCount: z.number().int().nonnegative(),
});
export type SectionTile = z.infer<typeof sectionTileSchema>;

/** `/catalog`: every top section with its subsections, in menu order. */
export const catalogTreeSchema = z.array(
  sectionTileSchema.extend({ order: z.number(), icon: z.string(), subsections: z.array(sectionTileSchema) }),
);
export type CatalogTree = z.infer<typeof catalogTreeSchema>;

/**
 * How much of a product one warehouse holds (docs/behaviour.md, "Specification"). Optional wherever it
 * appears: an upstream may not say where its stock is.
 */
export const warehouseStockSchema = z.object({ name: z.string().min(1).max(100), quantity: z.number().nonnegative() });
export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

export const stockSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('in_stock'),
    quantity: z.number().int().positive(),
    /** Per warehouse, on the product's own page (listings leave it out to stay small). */
    warehouses: z.array(warehouseStockSchema).max(20).optional(),
  }),
  z.object({ status: z.literal('to_order'), leadDays: z.number().int().positive() }),
]);
export type Stock = z.infer<typeof stockSchema>;

/** A characteristic as shown: `value` carries its unit ('16 А', '4,5 кА'). */
export const productSpecSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });
export type ProductSpec = z.infer<typeof productSpecSchema>;

export const brandSchema = z.object({ id: z.string(), name: z.string() });

export const productCardSchema = z.object({
  id: z.string(),
  numId: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  article: z.string(),
  brand: brandSchema,
  series: z.string(),
  sectionId: z.string(),
  price: z.number().nonnegative(),
  unit: z.string(),
  stock: stockSchema,
  picture: imageSchema,
  keySpecs: z.array(productSpecSchema),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * What a product card and its offer in the structured data draw of a product: a page hydrating
 * its cards carries this, not the whole card (docs/behaviour.md, "Page weight").
 */
export const drawnCardSchema = productCardSchema
  .pick({ id: true, url: true, name: true, article: true, price: true, unit: true, stock: true })
  .extend({
    brand: brandSchema.pick({ name: true }),
    picture: imageSchema.omit({ alt: true }),
    keySpecs: z.array(productSpecSchema.pick({ label: true, value: true })),
  });
export type DrawnCard = z.infer<typeof drawnCardSchema>;

/** Enough to find a product's address from the previous site's numeric id. */
export const productRefSchema = productCardSchema.pick({ id: true, numId: true, url: true, name: true, sectionId: true });
export type ProductRef = z.infer<typeof productRefSchema>;

export const productDocumentSchema = z.object({
  kind: z.enum(['datasheet', 'certificate']),
  title: z.string(),
  url: z.string().regex(/^\/api\/media\/[\w.-]+$/),
  format: z.string(),
});
export type ProductDocument = z.infer<typeof productDocumentSchema>;

export const productSchema = productCardSchema.extend({
  pictures: z.array(imageSchema).min(1),
  specs: z.array(productSpecSchema),
  description: z.string(),
  documents: z.array(productDocumentSchema),
  section: sectionRefSchema.extend({ parent: sectionRefSchema.nullable() }),
  /** ISO date of the last change. */
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * What the product page draws of a product (its facts, gallery, characteristics, documents and
 * structured data): the page data carries this, not the whole answer (docs/behaviour.md, "Page
 * weight"). A picture's `alt` is empty where it is the product's name, which the gallery puts back.
 */
export const drawnProductSchema = productSchema
  .pick({ id: true, url: true, name: true, article: true, series: true, price: true, unit: true, stock: true, description: true })
  .extend({
    brand: brandSchema.pick({ name: true }),
    picture: imageSchema.pick({ src: true }),
    pictures: z.array(imageSchema).min(1),
    specs: z.array(productSpecSchema.pick({ label: true, value: true })),
    documents: z.array(productDocumentSchema.omit({ kind: true })),
    section: productSchema.shape.section,
  });
export type DrawnProduct = z.infer<typeof drawnProductSchema>;

export const relatedProductsSchema = z.object({
  /** Other products of the same series. */
  series: z.array(productCardSchema),
  /** Products of the sections that go with this one. */
  compatible: z.array(productCardSchema),
});
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;

export const facetOptionSchema = z.object({
  /** What the address carries (`?brand=ekf`). */
  value: z.string(),
  /** What the visitor reads ('EKF'). */
  label: z.string(),
  /** Products the listing would show with this option added to the other filters. */
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
});
export const facetSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().optional(),
  options: z.array(facetOptionSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export { sortOrders, type SortOrder };
export const sortOrderSchema = z.enum(sortOrders);

export const appliedListingSchema = z.object({
  sort: sortOrderSchema,
  page: z.number().int().positive(),
  priceMin: z.number().nonnegative().optional(),
  priceMax: z.number().nonnegative().optional(),
  inStock: z.boolean(),
  /** Selected options by facet key (`brand` included), only the ones the section knows. */
  values: z.record(z.string(), z.array(z.string())),
});
export type AppliedListing = z.infer<typeof appliedListingSchema>;

export const sectionDetailSchema = sectionTileSchema.extend({
  parent: sectionRefSchema.nullable(),
  subsections: z.array(sectionTileSchema),
  updatedAt: z.string(),
});
export type SectionDetail = z.infer<typeof sectionDetailSchema>;

export const catalogListingSchema = z.object({
  section: sectionDetailSchema,
  facets: z.array(facetSchema),
  /** The section's price bounds, whatever is selected. */
  priceRange: z.object({ min: z.number(), max: z.number() }),
  /** Products in stock with the other filters applied. */
  inStockCount: z.number().int().nonnegative(),
  applied: appliedListingSchema,
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  perPage: z.number().int().positive(),
  items: z.array(productCardSchema),
});
export type CatalogListing = z.infer<typeof catalogListingSchema>;

/** A product as a calculator's offer shows it: its name and address, article, price and stock, nothing else. */
export const offerProductSchema = productCardSchema.pick({
  id: true,
  url: true,
  name: true,
  article: true,
  price: true,
  unit: true,
  stock: true,
});
export type OfferProduct = z.infer<typeof offerProductSchema>;

/** The first products of a section's listing for a calculator's offer (docs/calculators.md, "From result to product"). */
export const catalogOffersSchema = z.object({
  /** Selected options by facet key, only the ones the section knows: a key asked for and missing was not applied. */
  applied: z.record(z.string(), z.array(z.string())),
  /** Products the listing with the same query holds. */
  total: z.number().int().nonnegative(),
  items: z.array(offerProductSchema).max(catalogOfferLimit),
});
export type CatalogOffers = z.infer<typeof catalogOffersSchema>;

/** Query values as the address carries them: one value, or several for a repeated key. */
export const rawQueryValueSchema = z.union([z.string(), z.array(z.string())]);
/**
 * A section listing's query is the section page's own (docs/behaviour.md, "Catalogue"): filters
 * by facet key, `price_min`, `price_max`, `in_stock`, `sort`, `page`. Anything unknown or invalid
 * is ignored, so the schema only bounds the size.
 */
export const listingQueryLimits = { keys: 40, keyLength: 40 } as const;
export const listingQuerySchema = z
  .record(z.string(), rawQueryValueSchema)
  // Bounded, not refused: an over-long or 41st parameter is one more thing the listing ignores.
  .transform((query) =>
    Object.fromEntries(
      Object.entries(query)
        .filter(([key]) => key.length <= listingQueryLimits.keyLength)
        .slice(0, listingQueryLimits.keys),
    ),
  );

/** A part of a product name, marked when it matched the search. */
export const highlightSchema = z.array(z.object({ text: z.string(), hit: z.boolean() }));
export type Highlight = z.infer<typeof highlightSchema>;

export const searchHitSchema = productCardSchema.extend({
  highlight: highlightSchema,
  articleHit: z.boolean(),
  /** The other maker's article the query named, when the product was found as its analogue. */
  analogueOf: z.object({ brand: z.string(), article: z.string() }).optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const searchText = z.string().max(searchQueryMaxLength, { error: searchMessages.tooLong });

export const searchQuerySchema = z.object({
  q: searchText,
  page: z
    .string()
    .optional()
    .transform((value) => parsePageNumber(value) ?? 1),
});

export const searchResultSchema = z.object({
  query: z.string(),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  perPage: z.number().int().positive(),
  items: z.array(searchHitSchema),
  /** Sections whose names match, with their product counts. */
  sections: z.array(sectionRefSchema.extend({ productCount: z.number().int().nonnegative() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({ q: searchText });
export const suggestionsSchema = z.object({
  products: z.array(
    productCardSchema.pick({ id: true, url: true, name: true, article: true, price: true, unit: true, picture: true }).extend({
      highlight: highlightSchema,
    }),
  ),
  sections: z.array(sectionRefSchema.extend({ highlight: highlightSchema })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/**
 * A read of the whole catalogue a bounded page at a time, in a stable order, so consecutive pages
 * neither repeat nor skip a product and neither side ever holds the whole catalogue in one answer
 * (the sitemap's index, the product feed). `perPageMax` keeps the largest page far below
 * UPSTREAM_MAX_BYTES's default (4 MiB).
 */
function catalogPageQuery(limits: { perPageMax: number; perPageDefault: number }) {
  return z.object({
    page: wholeNumber(1, 10_000).default(1),
    perPage: wholeNumber(1, limits.perPageMax).default(limits.perPageDefault),
  });
}
const catalogPageFields = {
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
};

/**
 * Everything the sitemap lists from the catalogue, with the date of its last change (docs/operations.md,
 * "Sitemap"): the sections and the filter parameters whole on every page (a few dozen), the
 * products a page at a time. An entry is about 130 bytes, a few hundred at most: 5,000 make 0.65 MB
 * on the generated catalogue, at most about 2 MB.
 */
export const catalogIndexLimits = { perPageMax: 5000, perPageDefault: 1000 } as const;
export const catalogIndexQuerySchema = catalogPageQuery(catalogIndexLimits);
export const catalogIndexSchema = z.object({
  /** The section pages' filter and sort parameters (for robots.txt's Clean-param). */
  filterParams: z.array(z.string()),
  sections: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
  ...catalogPageFields,
  products: z.array(z.object({ id: z.string(), url: z.string(), updatedAt: z.string() })).max(catalogIndexLimits.perPageMax),
});
export type CatalogIndex = z.infer<typeof catalogIndexSchema>;

/**
 * The product feed's read (docs/operations.md, "Yandex product feed"): every product with what an
 * offer carries, a page at a time.
 */
export const catalogFeedLimits = { perPageMax: 200, perPageDefault: 100 } as const;
export const catalogFeedQuerySchema = catalogPageQuery(catalogFeedLimits);
export const feedProductSchema = productSchema.pick({
  id: true,
  numId: true,
  url: true,
  name: true,
  article: true,
  brand: true,
  sectionId: true,
  price: true,
  stock: true,
  picture: true,
  description: true,
  specs: true,
});
export type FeedProduct = z.infer<typeof feedProductSchema>;
export const catalogFeedPageSchema = z.object({
  ...catalogPageFields,
  items: z.array(feedProductSchema).max(catalogFeedLimits.perPageMax),
});
export type CatalogFeedPage = z.infer<typeof catalogFeedPageSchema>;

export const calculatorRefSchema = z.object({ id: z.string(), name: z.string(), summary: z.string() });
export type CalculatorRef = z.infer<typeof calculatorRefSchema>;
export const calculatorRefListSchema = z.array(calculatorRefSchema);

/**
 * The comparison's read (docs/behaviour.md, "Comparison"): at most `compareLimit` distinct
 * product ids, comma-separated. Bounded so one call never costs more than six products.
 */
export const compareQuerySchema = z.object({
  ids: z
    .string()
    .regex(new RegExp(`^[\\w-]{1,80}(,[\\w-]{1,80}){0,${compareLimit - 1}}$`), { error: `От 1 до ${compareLimit} артикулов через запятую` })
    .refine((ids) => new Set(ids.split(',')).size === ids.split(',').length, { error: 'Артикулы не должны повторяться' }),
});
export const compareProductsSchema = z.object({
  /** The products found, in the order asked. */
  products: z.array(productSchema).max(compareLimit),
  /** The ids asked for that name no product. */
  unknown: z.array(z.string()),
});
export type CompareProducts = z.infer<typeof compareProductsSchema>;
