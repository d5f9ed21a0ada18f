import { describe, expect, test } from 'vitest';
import { previousSections as catalogSections } from '#tests/support/previous-catalogue';
import { brands } from '#server/embedded/seed/catalog/brands';
import { products } from '#server/embedded/seed/catalog/products';
import { sections } from '#server/embedded/seed/catalog/sections';
import type { SeedProduct } from '#server/embedded/seed/catalog/types';
import { products as oldProducts } from '#tests/support/previous-catalogue';
import { isServedMdiIcon } from '#tests/unit/embedded/mdi-icons';

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const sectionById = new Map(sections.map((section) => [section.id, section]));
const tops = sections.filter((section) => section.parentId === null);
const subsections = sections.filter((section) => section.parentId !== null);

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  const seen = new Set<string | number>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Product ids with what is wrong, so a failure names the rows. */
function offenders(check: (product: SeedProduct) => string | null): string[] {
  return products.flatMap((product) => {
    const problem = check(product);
    return problem ? [`${product.id}: ${problem}`] : [];
  });
}

describe('catalogue sections', () => {
  test('the previous site’s sections keep their id, name, order, icon and description', () => {
    for (const old of catalogSections) {
      expect(sectionById.get(old.id)).toMatchObject({ ...old, parentId: null });
    }
  });

  test('surge protection is a top section of its own', () => {
    expect(sectionById.get('zashchita-ot-perenapryazheniya')).toMatchObject({ name: 'Защита от перенапряжения', parentId: null });
  });

  test('ids are unique slugs across both levels, icons are served', () => {
    expect(duplicates(sections.map((section) => section.id))).toEqual([]);
    expect(sections.filter((section) => !slugPattern.test(section.id)).map((section) => section.id)).toEqual([]);
    expect(sections.filter((section) => !isServedMdiIcon(section.icon)).map((section) => section.id)).toEqual([]);
  });

  test('every top section has two or three subsections, and subsections sit under a top section', () => {
    for (const top of tops) expect(subsections.filter((s) => s.parentId === top.id).length, top.id).toBeGreaterThanOrEqual(2);
    for (const top of tops) expect(subsections.filter((s) => s.parentId === top.id).length, top.id).toBeLessThanOrEqual(3);
    for (const subsection of subsections) expect(sectionById.get(subsection.parentId ?? '')?.parentId, subsection.id).toBeNull();
  });

  test('a subsection filters by three to six characteristics and shows two to four on the card', () => {
    for (const subsection of subsections) {
      const filters = subsection.specs.filter((spec) => spec.filter).length;
      const cards = subsection.specs.filter((spec) => spec.card).length;
      expect(filters, subsection.id).toBeGreaterThanOrEqual(3);
      expect(filters, subsection.id).toBeLessThanOrEqual(6);
      expect(cards, subsection.id).toBeGreaterThanOrEqual(2);
      expect(cards, subsection.id).toBeLessThanOrEqual(4);
      expect(duplicates(subsection.specs.map((spec) => spec.key)), subsection.id).toEqual([]);
      expect(subsection.specs.filter((spec) => !slugPattern.test(spec.key)).map((spec) => spec.key)).toEqual([]);
    }
  });

  test('a top section lists its subsections’ characteristics, a key with one label and unit', () => {
    for (const top of tops) {
      const own = new Map(top.specs.map((spec) => [spec.key, spec]));
      for (const subsection of subsections.filter((s) => s.parentId === top.id)) {
        for (const spec of subsection.specs) {
          const found = own.get(spec.key);
          expect(found, `${subsection.id}.${spec.key}`).toBeDefined();
          expect([found?.label, found?.unit], `${subsection.id}.${spec.key}`).toEqual([spec.label, spec.unit]);
        }
      }
    }
  });
});

describe('catalogue products', () => {
  test('there are at least 300, and every subsection holds at least 8', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    const thin = subsections
      .map((subsection) => [subsection.id, products.filter((product) => product.sectionId === subsection.id).length] as const)
      .filter(([, count]) => count < 8);
    expect(thin).toEqual([]);
  });

  test('ids, numeric ids, addresses and articles are unique', () => {
    expect(duplicates(products.map((product) => product.id))).toEqual([]);
    expect(duplicates(products.map((product) => product.numId))).toEqual([]);
    expect(duplicates(products.map((product) => product.url))).toEqual([]);
    expect(duplicates(products.map((product) => product.article))).toEqual([]);
  });

  test('ids and addresses are slugs, numeric ids positive integers', () => {
    expect(offenders((p) => (slugPattern.test(p.id) ? null : 'id'))).toEqual([]);
    expect(offenders((p) => (slugPattern.test(p.url) ? null : `url ${p.url}`))).toEqual([]);
    expect(offenders((p) => (Number.isInteger(p.numId) && p.numId > 0 ? null : 'numId'))).toEqual([]);
  });

  test('the previous site’s products keep their id, numeric id and address', () => {
    const byId = new Map(products.map((product) => [product.id, product]));
    for (const old of oldProducts) {
      expect(byId.get(old.id), old.id).toMatchObject({ id: old.id, numId: old.numId, url: old.url });
    }
  });

  test('every product sits in a subsection, is made by a known brand and goes with existing subsections', () => {
    const brandIds = new Set(brands.map((brand) => brand.id));
    const subsectionIds = new Set(subsections.map((subsection) => subsection.id));
    expect(offenders((p) => (subsectionIds.has(p.sectionId) ? null : `section ${p.sectionId}`))).toEqual([]);
    expect(offenders((p) => (brandIds.has(p.brandId) ? null : `brand ${p.brandId}`))).toEqual([]);
    expect(offenders((p) => p.compatibleSections.find((id) => !subsectionIds.has(id) || id === p.sectionId) ?? null)).toEqual([]);
  });

  test('brands are unique latin slugs', () => {
    expect(duplicates(brands.map((brand) => brand.id))).toEqual([]);
    expect(brands.filter((brand) => !slugPattern.test(brand.id)).map((brand) => brand.id)).toEqual([]);
  });

  test('every characteristic is defined by the product’s section, and every filter has a value', () => {
    expect(
      offenders((p) => {
        const definitions = sectionById.get(p.sectionId)?.specs ?? [];
        const keys = new Set(definitions.map((spec) => spec.key));
        const unknown = Object.keys(p.specs).filter((key) => !keys.has(key));
        const missing = definitions.filter((spec) => spec.filter && !p.specs[spec.key]).map((spec) => spec.key);
        return unknown.length || missing.length ? `unknown ${unknown.join(', ')}; missing ${missing.join(', ')}` : null;
      }),
    ).toEqual([]);
  });

  test('prices are positive roubles with at most two decimals', () => {
    expect(offenders((p) => (p.price > 0 && Math.round(p.price * 100) / 100 === p.price ? null : `price ${p.price}`))).toEqual([]);
  });

  test('stock, popularity and dates are plausible', () => {
    expect(
      offenders((p) =>
        p.stock.status === 'in_stock'
          ? p.stock.quantity > 0
            ? null
            : 'quantity'
          : p.stock.leadDays >= 1 && p.stock.leadDays <= 60
            ? null
            : 'lead time',
      ),
    ).toEqual([]);
    expect(offenders((p) => (p.popularity >= 0 && p.popularity <= 100 ? null : `popularity ${p.popularity}`))).toEqual([]);
    expect(
      offenders((p) => (/^2026-\d\d-\d\d$/.test(p.updatedAt) && p.updatedAt < '2026-11-20' ? null : `updatedAt ${p.updatedAt}`)),
    ).toEqual([]);
    expect(offenders((p) => ((p.unit === 'м') === (p.picture.kind === 'cable' || p.picture.kind === 'wire') ? null : p.unit))).toEqual([]);
  });

  test('IEK ВА47-29 1P 16 А (C) is there under its article MVA20-1-016-C', () => {
    const breaker = products.find((product) => product.article === 'MVA20-1-016-C');
    expect(breaker).toMatchObject({
      brandId: 'iek',
      series: 'ВА47-29',
      sectionId: 'modulnye-avtomaticheskie-vyklyuchateli',
      specs: { poles: '1P', current: '16', curve: 'C' },
    });
    expect(breaker?.name).toContain('Автоматический выключатель');
  });
});
