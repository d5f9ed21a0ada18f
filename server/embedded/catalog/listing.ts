import type { AppliedListing, CatalogListing, CatalogOffers, Facet } from '#shared/contract';
import { catalogOfferLimit } from '#shared/contract/catalog-limits';
import { listingPageSize, parseListingQuery, type RawQuery } from '#shared/catalog/listing-query';
import type { CatalogModel, ListingRow, SectionNode } from './model';
import { sectionDetail } from './model';
import { compareSpecValues } from './spec-values';

const brandFacet = { key: 'brand', label: 'Производитель' } as const;

interface FacetDefinition {
  key: string;
  label: string;
  unit?: string;
}

interface SectionFacets {
  definitions: FacetDefinition[];
  /** Option labels by value, by facet key. */
  options: Map<string, Map<string, string>>;
  /** Option values in display order, by facet key. */
  order: Map<string, string[]>;
  offered: Map<string, Set<string>>;
  priceRange: CatalogListing['priceRange'];
}

/** The brand, then the section's filterable characteristics, each with the values its products have. */
function sectionFacets(section: SectionNode, products: readonly ListingRow[]): SectionFacets {
  const definitions: FacetDefinition[] = [brandFacet, ...section.specs.filter((s) => s.filter)];
  const options = new Map<string, Map<string, string>>();
  for (const definition of definitions) {
    const labels = new Map<string, string>();
    for (const product of products) {
      const value = product.values[definition.key];
      if (value !== undefined) labels.set(value, definition.key === brandFacet.key ? product.brandName : value);
    }
    if (labels.size) options.set(definition.key, labels);
  }
  const byLabel = (labels: Map<string, string>) => (a: string, b: string) => labels.get(a)!.localeCompare(labels.get(b)!);
  const order = new Map(
    [...options].map(([key, labels]) => [key, [...labels.keys()].sort(key === brandFacet.key ? byLabel(labels) : compareSpecValues)]),
  );
  let [lowest, highest] = [Infinity, -Infinity];
  for (const { priceKopecks } of products) [lowest, highest] = [Math.min(lowest, priceKopecks), Math.max(highest, priceKopecks)];
  return {
    definitions: definitions.filter((d) => options.has(d.key)),
    options,
    order,
    offered: new Map([...options].map(([key, labels]) => [key, new Set(labels.keys())])),
    priceRange: {
      min: products.length ? Math.floor(lowest / 100) : 0,
      max: products.length ? Math.ceil(highest / 100) : 0,
    },
  };
}

const names = new Intl.Collator('ru');
const numberedNames = new Intl.Collator('ru', { numeric: true });

/** Positions `a` and `b` of a section's columns compared in each order; equal ones keep the catalogue's order. */
const comparators: Record<AppliedListing['sort'], (c: SectionColumns, a: number, b: number) => number> = {
  popular: (c, a, b) => c.popularity[b]! - c.popularity[a]! || names.compare(c.names[a]!, c.names[b]!),
  'price-asc': (c, a, b) => c.priceKopecks[a]! - c.priceKopecks[b]! || names.compare(c.names[a]!, c.names[b]!),
  'price-desc': (c, a, b) => c.priceKopecks[b]! - c.priceKopecks[a]! || names.compare(c.names[a]!, c.names[b]!),
  name: (c, a, b) => numberedNames.compare(c.names[a]!, c.names[b]!),
};

/**
 * A section's products as columns, built once per section from one read of its rows: each facet's
 * value as an index into its options, the price, the stock, what sorts compare, and the ids a page
 * reads its cards by. Counting a facet then walks small typed arrays, and no product is held whole.
 */
interface SectionColumns {
  facets: SectionFacets;
  /** Facet keys, as `SectionFacets.definitions` orders them. */
  keys: string[];
  /** Per key, per product (in the catalogue's order): its option's index in `order`, or -1 without one. */
  codes: Int32Array[];
  priceKopecks: Float64Array;
  inStock: Uint8Array;
  popularity: Float64Array;
  names: string[];
  ids: string[];
  /** Each sort order as positions into the columns, sorted on first use. */
  sorted: Map<AppliedListing['sort'], Int32Array>;
}

// What a section holds is read once: the embedded catalogue does not change while it runs.
const columnsOf = new WeakMap<SectionNode, SectionColumns>();

function sectionColumns(model: CatalogModel, section: SectionNode): SectionColumns {
  const known = columnsOf.get(section);
  if (known) return known;
  const products = model.listingRowsOf(section);
  const facets = sectionFacets(section, products);
  const keys = facets.definitions.map((d) => d.key);
  const codes = keys.map((key) => {
    const position = new Map(facets.order.get(key)!.map((value, i) => [value, i]));
    return Int32Array.from(products, (p) => {
      const value = p.values[key];
      return value === undefined ? -1 : position.get(value)!;
    });
  });
  const columns: SectionColumns = {
    facets,
    keys,
    codes,
    priceKopecks: Float64Array.from(products, (p) => p.priceKopecks),
    inStock: Uint8Array.from(products, (p) => Number(p.inStock)),
    popularity: Float64Array.from(products, (p) => p.popularity),
    names: products.map((p) => p.name),
    ids: products.map((p) => p.id),
    sorted: new Map(),
  };
  columnsOf.set(section, columns);
  return columns;
}

function sortedPositions(columns: SectionColumns, sort: AppliedListing['sort']): Int32Array {
  let sorted = columns.sorted.get(sort);
  if (!sorted) {
    const compare = comparators[sort];
    sorted = Int32Array.from(columns.ids.keys()).sort((a, b) => compare(columns, a, b) || a - b);
    columns.sorted.set(sort, sorted);
  }
  return sorted;
}

interface Evaluated {
  columns: SectionColumns;
  applied: AppliedListing;
  /** Positions into the columns that pass every filter, in the listing's order. */
  matching: Int32Array;
  /** Per facet key, per option: the listing's size with that option added to every other filter. */
  counts: Int32Array[];
  inStockCount: number;
}

/**
 * The listing's filters read from its query and applied in one pass. A product that fails no
 * filter counts in every facet; one that fails a single facet's filter counts in that facet
 * only — what it would add with that facet left out. Price and, except for the in-stock count,
 * availability apply to every count.
 */
function evaluate(model: CatalogModel, section: SectionNode, raw: RawQuery): Evaluated {
  const columns = sectionColumns(model, section);
  const facets = columns.facets;
  const applied = parseListingQuery(raw, facets.offered);
  const minKopecks = applied.priceMin === undefined ? -Infinity : Math.round(applied.priceMin * 100);
  const maxKopecks = applied.priceMax === undefined ? Infinity : Math.round(applied.priceMax * 100);
  // Per filtered facet: whether each option (shifted by one, so a missing value is 0) is chosen.
  const filtered: { facet: number; chosen: Uint8Array }[] = [];
  columns.keys.forEach((key, facet) => {
    const picked = applied.values[key];
    if (!picked) return;
    const values = facets.order.get(key)!;
    const chosen = new Uint8Array(values.length + 1);
    for (const value of picked) chosen[values.indexOf(value) + 1] = 1;
    // A product without the characteristic compares as '' (which no offered option is).
    chosen[0] = picked.includes('') ? 1 : 0;
    filtered.push({ facet, chosen });
  });
  const counts = columns.keys.map((key) => new Int32Array(facets.order.get(key)!.length));
  const count = (facet: number, position: number) => {
    const code = columns.codes[facet]![position]!;
    if (code >= 0) counts[facet]![code]! += 1;
  };
  const passes = new Uint8Array(columns.ids.length);
  let inStockCount = 0;
  for (let i = 0; i < passes.length; i++) {
    const price = columns.priceKopecks[i]!;
    if (price < minKopecks || price > maxKopecks) continue;
    let failures = 0;
    let failedFacet = -1;
    for (const { facet, chosen } of filtered) {
      if (chosen[columns.codes[facet]![i]! + 1]) continue;
      failures += 1;
      failedFacet = facet;
      if (failures > 1) break;
    }
    const inStock = columns.inStock[i] === 1;
    if (failures === 0 && inStock) inStockCount += 1;
    if (applied.inStock && !inStock) continue;
    if (failures === 0) {
      passes[i] = 1;
      for (let facet = 0; facet < counts.length; facet++) count(facet, i);
    } else if (failures === 1) count(failedFacet, i);
  }
  const sorted = sortedPositions(columns, applied.sort);
  const matching = sorted.filter((position) => passes[position] === 1);
  return { columns, applied, matching, counts, inStockCount };
}

/**
 * A section's page of products with its facets. An option's count is what the listing would
 * hold with that option added to every other filter, so a count of 0 means "picking this shows
 * nothing". `undefined`: the page is past the end.
 */
export function sectionListing(model: CatalogModel, section: SectionNode, raw: RawQuery): CatalogListing | undefined {
  const { columns, applied, matching, counts, inStockCount } = evaluate(model, section, raw);
  const { definitions, options, order, priceRange } = columns.facets;

  const facets: Facet[] = definitions.map((definition, facet) => {
    const labels = options.get(definition.key)!;
    const chosen = applied.values[definition.key] ?? [];
    const values = order.get(definition.key)!;
    return {
      key: definition.key,
      label: definition.label,
      ...(definition.unit && { unit: definition.unit }),
      options: values.map((value, i) => ({
        value,
        label: labels.get(value)!,
        count: counts[facet]![i]!,
        selected: chosen.includes(value),
      })),
    };
  });

  const pageCount = Math.ceil(matching.length / listingPageSize);
  if (applied.page > Math.max(1, pageCount)) return undefined;
  const page = matching.subarray((applied.page - 1) * listingPageSize, applied.page * listingPageSize);

  return {
    section: sectionDetail(section),
    facets,
    priceRange,
    inStockCount,
    applied,
    total: matching.length,
    page: applied.page,
    pageCount,
    perPage: listingPageSize,
    items: Array.from(page, (position) => model.byId.get(columns.ids[position]!)).flatMap((p) => (p ? [p.card] : [])),
  };
}

/**
 * The first products of a section's listing with the same query — what its page shows first — for a
 * calculator's offer (docs/calculators.md, "From result to product"): no facets to count, only the
 * fields the offer shows, at most `catalogOfferLimit`.
 */
export function sectionOffers(model: CatalogModel, section: SectionNode, raw: RawQuery): CatalogOffers {
  const { columns, applied, matching } = evaluate(model, section, raw);
  return {
    applied: applied.values,
    total: matching.length,
    items: Array.from(matching.subarray(0, catalogOfferLimit), (position) => model.byId.get(columns.ids[position]!)).flatMap((product) => {
      if (!product) return [];
      const { id, url, name, article, price, unit, stock } = product.card;
      return [{ id, url, name, article, price, unit, stock }];
    }),
  };
}
