/**
 * A section listing's facet counts and page against their definition (docs/behaviour.md, "Catalogue
 * filters"), read product by product from the catalogue for many filter combinations: the listing
 * counts from per-section columns, and must come out exactly as this plain reading does.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadCatalog, type CatalogModel, type CatalogProduct } from '#server/embedded/catalog/model';
import { sectionListing } from '#server/embedded/catalog/listing';
import { createImageReader } from '#server/embedded/images';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
let model: CatalogModel;
beforeAll(() => {
  api = openTestApi();
  model = loadCatalog(api.api.db, createImageReader(api.api.db));
});
afterAll(() => api.dispose());

/** A fixed sequence of choices, so a failure repeats. */
function choices(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

test('every option count is the listing with that option added to the other filters, for 600 random filters', () => {
  const pick = choices(7);
  const sections = [...model.sections.values()].filter((s) => s.productCount > 0);
  for (let round = 0; round < 600; round++) {
    const section = sections[pick(sections.length)]!;
    const products = model.productsOf(section);
    const first = sectionListing(model, section, {})!;
    const query: Record<string, string | string[]> = {};
    for (const facet of first.facets) {
      if (pick(3) !== 0) continue;
      query[facet.key] = facet.options.filter(() => pick(3) === 0).map((o) => o.value);
    }
    if (pick(3) === 0) query.in_stock = '1';
    if (pick(4) === 0) query.price_min = String(first.priceRange.min + pick(Math.max(1, first.priceRange.max - first.priceRange.min)));
    const sorts = ['popular', 'price-asc', 'price-desc', 'name'];
    query.sort = sorts[pick(sorts.length)]!;
    const listing = sectionListing(model, section, query)!;
    const { applied } = listing;
    const passes = (p: CatalogProduct, skip: string | null) =>
      (applied.priceMin === undefined || p.priceKopecks >= Math.round(applied.priceMin * 100)) &&
      (skip === 'in_stock' || !applied.inStock || p.inStock) &&
      Object.entries(applied.values).every(([key, chosen]) => key === skip || chosen.includes(p.values[key] ?? ''));
    const matching = products.filter((p) => passes(p, null));
    expect(listing.total).toBe(matching.length);
    expect(listing.inStockCount).toBe(products.filter((p) => p.inStock && passes(p, 'in_stock')).length);
    expect(listing.items.every((card) => matching.some((p) => p.card.id === card.id))).toBe(true);
    for (const facet of listing.facets) {
      for (const option of facet.options) {
        const expected = products.filter((p) => p.values[facet.key] === option.value && passes(p, facet.key)).length;
        expect(option.count, `${section.id} ${facet.key}=${option.value} ${JSON.stringify(query)}`).toBe(expected);
      }
    }
  }
});
