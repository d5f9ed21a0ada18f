import type { AppliedListing, CatalogListing, CatalogOffers, Facet } from '#shared/contract';
import { catalogOfferLimit } from '#shared/contract/catalog-limits';
import { listingPageSize, parseListingQuery, type RawQuery } from '#shared/catalog/listing-query';
import type { CatalogProduct, SectionNode } from './model';
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

// What a section offers does not change while the catalogue is in memory: worked out once per section.
const facetsOf = new WeakMap<SectionNode, SectionFacets>();

/** The brand, then the section's filterable characteristics, each with the values its products have. */
function sectionFacets(section: SectionNode): SectionFacets {
  const known = facetsOf.get(section);
  if (known) return known;
  const definitions: FacetDefinition[] = [brandFacet, ...section.specs.filter((s) => s.filter)];
  const options = new Map<string, Map<string, string>>();
  for (const definition of definitions) {
    const labels = new Map<string, string>();
    for (const product of section.products) {
      const value = product.values[definition.key];
      if (value !== undefined) labels.set(value, definition.key === brandFacet.key ? product.brandName : value);
    }
    if (labels.size) options.set(definition.key, labels);
  }
  const byLabel = (labels: Map<string, string>) => (a: string, b: string) => labels.get(a)!.localeCompare(labels.get(b)!);
  const order = new Map(
    [...options].map(([key, labels]) => [key, [...labels.keys()].sort(key === brandFacet.key ? byLabel(labels) : compareSpecValues)]),
  );
  const prices = section.products.map((p) => p.priceKopecks);
  const facets: SectionFacets = {
    definitions: definitions.filter((d) => options.has(d.key)),
    options,
    order,
    offered: new Map([...options].map(([key, labels]) => [key, new Set(labels.keys())])),
    priceRange: {
      min: prices.length ? Math.floor(Math.min(...prices) / 100) : 0,
      max: prices.length ? Math.ceil(Math.max(...prices) / 100) : 0,
    },
  };
  facetsOf.set(section, facets);
  return facets;
}

const names = new Intl.Collator('ru');
const numberedNames = new Intl.Collator('ru', { numeric: true });

const comparators: Record<AppliedListing['sort'], (a: CatalogProduct, b: CatalogProduct) => number> = {
  popular: (a, b) => b.popularity - a.popularity || names.compare(a.card.name, b.card.name),
  'price-asc': (a, b) => a.priceKopecks - b.priceKopecks || names.compare(a.card.name, b.card.name),
  'price-desc': (a, b) => b.priceKopecks - a.priceKopecks || names.compare(a.card.name, b.card.name),
  name: (a, b) => numberedNames.compare(a.card.name, b.card.name),
};

// Like the facets: each order of a section's products is sorted once, and a listing filters it.
const sortedOf = new WeakMap<SectionNode, Map<AppliedListing['sort'], CatalogProduct[]>>();

function sortedProducts(section: SectionNode, sort: AppliedListing['sort']): CatalogProduct[] {
  let orders = sortedOf.get(section);
  if (!orders) sortedOf.set(section, (orders = new Map()));
  let sorted = orders.get(sort);
  if (!sorted) orders.set(sort, (sorted = [...section.products].sort(comparators[sort])));
  return sorted;
}

/** The listing's filters read from its query, and the test a product passes (leaving one facet out, for that facet's counts). */
function listingFilter(section: SectionNode, raw: RawQuery) {
  const applied = parseListingQuery(raw, sectionFacets(section).offered);
  const minKopecks = applied.priceMin === undefined ? undefined : Math.round(applied.priceMin * 100);
  const maxKopecks = applied.priceMax === undefined ? undefined : Math.round(applied.priceMax * 100);
  const chosenValues = Object.entries(applied.values);
  const passes = (product: CatalogProduct, skip: string | null) => {
    if (minKopecks !== undefined && product.priceKopecks < minKopecks) return false;
    if (maxKopecks !== undefined && product.priceKopecks > maxKopecks) return false;
    if (skip !== 'in_stock' && applied.inStock && !product.inStock) return false;
    for (const [key, chosen] of chosenValues) {
      if (key !== skip && !chosen.includes(product.values[key] ?? '')) return false;
    }
    return true;
  };
  return { applied, passes };
}

/**
 * A section's page of products with its facets. An option's count is what the listing would
 * hold with that option added to every other filter, so a count of 0 means "picking this shows
 * nothing". `undefined`: the page is past the end.
 */
export function sectionListing(section: SectionNode, raw: RawQuery): CatalogListing | undefined {
  const { definitions, options, order, priceRange } = sectionFacets(section);
  const { applied, passes } = listingFilter(section, raw);

  const facets: Facet[] = definitions.map((definition) => {
    const counts = new Map<string, number>();
    for (const product of section.products) {
      const value = product.values[definition.key];
      if (value !== undefined && passes(product, definition.key)) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const labels = options.get(definition.key)!;
    const chosen = applied.values[definition.key] ?? [];
    const values = order.get(definition.key)!;
    return {
      key: definition.key,
      label: definition.label,
      ...(definition.unit && { unit: definition.unit }),
      options: values.map((value) => ({
        value,
        label: labels.get(value)!,
        count: counts.get(value) ?? 0,
        selected: chosen.includes(value),
      })),
    };
  });

  const matching = sortedProducts(section, applied.sort).filter((product) => passes(product, null));
  const pageCount = Math.ceil(matching.length / listingPageSize);
  if (applied.page > Math.max(1, pageCount)) return undefined;

  return {
    section: sectionDetail(section),
    facets,
    priceRange,
    inStockCount: section.products.filter((p) => p.inStock && passes(p, 'in_stock')).length,
    applied,
    total: matching.length,
    page: applied.page,
    pageCount,
    perPage: listingPageSize,
    items: matching.slice((applied.page - 1) * listingPageSize, applied.page * listingPageSize).map((p) => p.card),
  };
}

/**
 * The first products of a section's listing with the same query — what its page shows first — for a
 * calculator's offer (docs/calculators.md, "From result to product"): no facets to count, only the
 * fields the offer shows, at most `catalogOfferLimit`.
 */
export function sectionOffers(section: SectionNode, raw: RawQuery): CatalogOffers {
  const { applied, passes } = listingFilter(section, raw);
  const matching = sortedProducts(section, applied.sort).filter((product) => passes(product, null));
  return {
    applied: applied.values,
    total: matching.length,
    items: matching.slice(0, catalogOfferLimit).map(({ card }) => ({
      id: card.id,
      url: card.url,
      name: card.name,
      article: card.article,
      price: card.price,
      unit: card.unit,
      stock: card.stock,
    })),
  };
}
