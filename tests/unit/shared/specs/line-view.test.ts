import { describe, expect, it } from 'vitest';
import type { SpecLine, SpecOffer } from '#shared/contract/specs';
import { availabilityText, lineChanges, lineSum, lineWarehouses, specTotal } from '#shared/specs/line-view';

/** «Изменилось с момента сохранения» and the sums (docs/behaviour.md, "Specification pages"). */
const inStock = (quantity: number): SpecOffer['availability'] => ({ status: 'in_stock', quantity });
function line(saved: SpecOffer, current: SpecOffer | null, quantity = 10): SpecLine {
  return {
    productId: 'p',
    quantity,
    note: '',
    saved,
    product: current && { name: 'Автомат', article: 'A1', brand: 'IEK', unit: 'шт', url: 'a', picture: null, current },
    addedAt: '2026-01-01T00:00:00.000Z',
  };
}

describe('lineChanges', () => {
  it('nothing when the offer is the same, or the stock moved while still covering the quantity', () => {
    expect(lineChanges(line({ price: 100, availability: inStock(50) }, { price: 100, availability: inStock(50) }))).toEqual([]);
    expect(lineChanges(line({ price: 100, availability: inStock(50) }, { price: 100, availability: inStock(12) }))).toEqual([]);
  });

  it('names a price change, old → new', () => {
    expect(lineChanges(line({ price: 100, availability: inStock(50) }, { price: 123.5, availability: inStock(50) }))).toEqual([
      'цена: 100\u00a0₽ → 123,50\u00a0₽',
    ]);
  });

  it('names an availability change: its kind, the lead time, the stock no longer covering the quantity', () => {
    const toOrder = (leadDays: number): SpecOffer['availability'] => ({ status: 'to_order', leadDays });
    expect(lineChanges(line({ price: 1, availability: inStock(50) }, { price: 1, availability: toOrder(14) }))).toEqual([
      'наличие: В наличии: 50\u00a0шт → Под заказ: 14\u00a0дней',
    ]);
    expect(lineChanges(line({ price: 1, availability: toOrder(7) }, { price: 1, availability: toOrder(14) }))).toHaveLength(1);
    expect(lineChanges(line({ price: 1, availability: inStock(50) }, { price: 1, availability: inStock(4) }))).toEqual([
      'наличие: В наличии: 50\u00a0шт → В наличии: 4\u00a0шт',
    ]);
  });

  it('says nothing of a product gone from the catalogue (the page marks it otherwise)', () => {
    expect(lineChanges(line({ price: 1, availability: inStock(5) }, null))).toEqual([]);
  });
});

describe('sums', () => {
  it('a line is price × quantity to the kopeck; the total counts lines still in the catalogue', () => {
    const offer = { price: 75.5, availability: inStock(100) };
    expect(lineSum(line(offer, offer, 12.5))).toBe(943.75);
    expect(lineSum(line(offer, null))).toBeUndefined();
    const spec = { id: 'x', name: 'С', createdAt: '', updatedAt: '', lines: [line(offer, offer, 3), line(offer, null)] };
    expect(specTotal(spec)).toEqual({ sum: 226.5, counted: 1 });
  });

  it('availability and warehouses in words', () => {
    expect(availabilityText({ status: 'unavailable' }, 'шт')).toBe('Нет в продаже');
    const split = { status: 'in_stock' as const, quantity: 5, warehouses: [{ name: 'Москва', quantity: 5 }] };
    expect(lineWarehouses(split, 'м')).toBe('Москва\u00a0— 5\u00a0м');
    expect(lineWarehouses(inStock(5), 'м')).toBeUndefined();
  });
});
