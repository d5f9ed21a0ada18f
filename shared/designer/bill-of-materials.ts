import type { Design } from './design';
import type { FactsById } from './device-facts';
import { toKopecks, toRoubles } from './kopecks';

/** A line of the bill (docs/designer.md, "Totals"): one product, however many items use it. */
export interface BillLine {
  readonly productId: string;
  readonly article: string;
  readonly name: string;
  readonly quantity: number;
  /** Roubles. */
  readonly unitPrice: number;
  /** Roubles: unit price × quantity. */
  readonly sum: number;
}

/**
 * What to order: the enclosure first, then each product in the order it first appears on the
 * rails. Products missing from the catalogue are left out (the rules report them).
 */
export function billOfMaterials(design: Design, factsById: FactsById): BillLine[] {
  const quantities = new Map<string, number>();
  const count = (productId: string, quantity: number) => quantities.set(productId, (quantities.get(productId) ?? 0) + quantity);
  if (design.enclosureId !== null) count(design.enclosureId, 1);
  for (const row of design.rows) for (const item of row.items) count(item.productId, item.quantity);
  return [...quantities].flatMap(([productId, quantity]) => {
    const facts = factsById.get(productId);
    if (!facts) return [];
    return [
      {
        productId,
        article: facts.article,
        name: facts.name,
        quantity,
        unitPrice: facts.price,
        sum: toRoubles(toKopecks(facts.price) * quantity),
      },
    ];
  });
}
