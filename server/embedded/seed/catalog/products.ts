import { breakerProducts } from './products-breakers';
import { cableProductsAll } from './products-cable';
import { contactorProductsAll } from './products-contactors';
import { enclosureProducts } from './products-enclosures';
import { lightingProducts } from './products-lighting';
import { meterProductsAll } from './products-meters';
import { rcdProducts } from './products-rcd';
import { surgeProductsAll } from './products-surge';
import { wiringProducts } from './products-wiring';
import { sections } from './sections';
import type { SeedProduct } from './types';

/** A subsection's place in the catalogue: its top section's order, then its own. */
const sectionRank = new Map(
  sections
    .filter((s) => s.parentId !== null)
    .map((s) => {
      const top = sections.find((t) => t.id === s.parentId);
      return [s.id, (top?.order ?? 0) * 1000 + s.order] as const;
    }),
);

/**
 * Every product, in catalogue order: by section, and within a section in the order the
 * families list them (Array.prototype.sort is stable), which keeps a series' ratings together.
 */
export const products: SeedProduct[] = [
  ...breakerProducts,
  ...rcdProducts,
  ...surgeProductsAll,
  ...enclosureProducts,
  ...cableProductsAll,
  ...meterProductsAll,
  ...contactorProductsAll,
  ...lightingProducts,
  ...wiringProducts,
].sort((a, b) => (sectionRank.get(a.sectionId) ?? 0) - (sectionRank.get(b.sectionId) ?? 0));
