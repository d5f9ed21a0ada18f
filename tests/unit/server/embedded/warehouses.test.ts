import { describe, expect, it } from 'vitest';
import { warehouseSplit } from '#server/embedded/catalog/warehouses';

/** The demo stock per warehouse (docs/behaviour.md, "Specification"): deterministic, 2–3 warehouses, summing to the stock. */
describe('warehouseSplit', () => {
  const ids = ['iek-va47-29-c16', 'abb-s203-c40', 'ekf-va-47-63-c16', 'kamkabel-vvgng-a-ls-3x1-5ok-n-pe-0-66', 'x'];

  it.each(ids)('%s: the same split every time, summing to the stock over two or three warehouses', (id) => {
    for (const quantity of [3, 7, 45, 100, 12_345]) {
      const split = warehouseSplit(id, quantity);
      expect(warehouseSplit(id, quantity)).toEqual(split);
      expect(split.reduce((sum, w) => sum + w.quantity, 0)).toBe(quantity);
      expect(split.length).toBeGreaterThanOrEqual(1);
      expect(split.length).toBeLessThanOrEqual(3);
      expect(split.every((w) => w.quantity > 0 && Number.isInteger(w.quantity))).toBe(true);
      expect(split[0]!.name).toBe('Москва');
    }
  });

  it('spreads a large stock over more than one warehouse, and some products over three', () => {
    expect(ids.every((id) => warehouseSplit(id, 1000).length >= 2)).toBe(true);
    expect(ids.some((id) => warehouseSplit(id, 1000).length === 3)).toBe(true);
  });

  it('a single piece lies in one warehouse', () => {
    expect(warehouseSplit('abb-s203-c40', 1)).toEqual([{ name: 'Москва', quantity: 1 }]);
  });
});
