import { formatSpecValue } from '#server/embedded/catalog/spec-values';
import { products } from '#server/embedded/seed/catalog/products';
import { sections } from '#server/embedded/seed/catalog/sections';
import type { SeedProduct } from '#server/embedded/seed/catalog/types';
import type { Design, DesignItem } from '#shared/designer/design';
import { factsByIdOf, type CatalogueProduct, type DeviceFacts } from '#shared/designer/device-facts';
import type { DeviceKind } from '#shared/designer/device-kind';

/**
 * The demo catalogue as the contract hands products out (characteristics with their units), so
 * the designer is tested against the products the site really sells, and a few made-up facts for
 * rules that want exact numbers.
 */

export function catalogueProduct(seed: SeedProduct): CatalogueProduct {
  const section = sections.find((s) => s.id === seed.sectionId);
  if (!section) throw new Error(`no section ${seed.sectionId}`);
  const specs = section.specs
    .filter((definition) => seed.specs[definition.key] !== undefined)
    .map((definition) => ({
      key: definition.key,
      label: definition.label,
      value: formatSpecValue(seed.specs[definition.key]!, definition.unit),
    }));
  return { id: seed.id, numId: seed.numId, name: seed.name, article: seed.article, sectionId: seed.sectionId, price: seed.price, specs };
}

export const seedProducts = products;
export const catalogueFacts = factsByIdOf(products.map(catalogueProduct));

export function seedFacts(id: string): DeviceFacts {
  const facts = catalogueFacts.get(id);
  if (!facts) throw new Error(`no product ${id} in the seed`);
  return facts;
}

/** Made-up facts: a 1-module device of the kind unless told otherwise. */
export function fact(id: string, kind: DeviceKind, more: Partial<DeviceFacts> = {}): DeviceFacts {
  return {
    id,
    numId: 1,
    name: `Устройство ${id}`,
    article: id.toUpperCase(),
    sectionId: 'test',
    kind,
    poles: null,
    ratedCurrent: null,
    leakage: null,
    curve: null,
    modules: kind === 'enclosure' ? null : 1,
    price: 100,
    enclosure: null,
    ...more,
  };
}

export const factsOf = (...facts: DeviceFacts[]): ReadonlyMap<string, DeviceFacts> => new Map(facts.map((f) => [f.id, f]));

export const item = (productId: string, more: Partial<DesignItem> = {}): DesignItem => ({ productId, quantity: 1, label: '', ...more });

export const design = (enclosureId: string | null, ...rows: DesignItem[][]): Design => ({
  enclosureId,
  rows: rows.map((items) => ({ items })),
});
