import { createHash } from 'node:crypto';
import type { WarehouseStock } from '#shared/contract/catalog';

/** The demo company's warehouses, in the order a buyer in the centre would look. */
const warehouseNames = ['Москва', 'Санкт-Петербург', 'Екатеринбург'] as const;

/**
 * Where the demo stock of a product lies (docs/behaviour.md, "Specification"): two or three
 * warehouses, chosen and weighted by the product's id so every answer is the same, summing exactly
 * to the stock; a warehouse that would hold nothing is left out.
 */
export function warehouseSplit(productId: string, quantity: number): WarehouseStock[] {
  const digest = createHash('sha256').update(productId).digest();
  const count = 2 + (digest[0]! % 2);
  const weights = Array.from({ length: count }, (_, i) => 1 + (digest[i + 1]! % 9));
  const total = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((w) => Math.floor((quantity * w) / total));
  // What rounding down left over goes to the first (the largest city's) warehouse.
  shares[0]! += quantity - shares.reduce((a, b) => a + b, 0);
  return shares.map((share, i) => ({ name: warehouseNames[i]!, quantity: share })).filter((w) => w.quantity > 0);
}
