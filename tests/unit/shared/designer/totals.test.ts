import { describe, expect, it } from 'vitest';
import { billOfMaterials } from '#shared/designer/bill-of-materials';
import { checkDesign } from '#shared/designer/rules';
import { designTotals } from '#shared/designer/totals';
import { catalogueFacts, design, fact, factsOf, item } from './catalogue';
import { flatPanel } from './panels';

const enc = fact('enc', 'enclosure', { name: 'Бокс', article: 'BOX-24', price: 1000.1, enclosure: { rows: 2, modulesPerRow: 12 } });
const breaker = fact('b', 'breaker', { name: 'Автомат', article: 'B-16', price: 0.1, modules: 1 });
const rcd = fact('r', 'rcd', { name: 'УЗО', article: 'R-40', price: 1290.55, modules: 2 });
const socket = fact('s', 'socket', { name: 'Розетка', article: 'S-1', price: 300, modules: null });
const facts = factsOf(enc, breaker, rcd, socket);

describe('totals', () => {
  it('counts modules per row against the enclosure, and the enclosure rows left empty', () => {
    const totals = designTotals(design('enc', [item('r'), item('b', { quantity: 3 })]), facts);
    expect(totals.rows).toEqual([
      { rowIndex: 0, capacity: 12, used: 5, free: 7, overflow: 0 },
      { rowIndex: 1, capacity: 12, used: 0, free: 12, overflow: 0 },
    ]);
    expect(totals.modulesUsed).toBe(5);
    expect(totals.modulesTotal).toBe(24);
  });

  it('shows an overflow, a row the enclosure does not have, and no room for what is gone or not modular', () => {
    const totals = designTotals(design('enc', [item('b', { quantity: 13 })], [item('gone'), item('s')], [item('b')]), facts);
    expect(totals.rows).toEqual([
      { rowIndex: 0, capacity: 12, used: 13, free: 0, overflow: 1 },
      { rowIndex: 1, capacity: 12, used: 0, free: 12, overflow: 0 },
      { rowIndex: 2, capacity: 0, used: 1, free: 0, overflow: 1 },
    ]);
  });

  it('has no capacities without an enclosure', () => {
    expect(designTotals(design(null, [item('b')]), facts)).toEqual({
      rows: [{ rowIndex: 0, capacity: null, used: 1, free: null, overflow: 0 }],
      modulesUsed: 1,
      modulesTotal: null,
      price: 0.1,
    });
  });

  it('adds prices in kopecks: enclosure and devices × quantity', () => {
    const totals = designTotals(design('enc', [item('b', { quantity: 3 }), item('r')], [item('b'), item('gone')]), facts);
    expect(totals.price).toBe(2291.05);
  });
});

describe('bill of materials', () => {
  it('groups by product, enclosure first, in the order products first appear, leaving out what is gone', () => {
    const bill = billOfMaterials(design('enc', [item('b', { quantity: 3 }), item('r')], [item('gone'), item('b', { quantity: 2 })]), facts);
    expect(bill).toEqual([
      { productId: 'enc', article: 'BOX-24', name: 'Бокс', quantity: 1, unitPrice: 1000.1, sum: 1000.1 },
      { productId: 'b', article: 'B-16', name: 'Автомат', quantity: 5, unitPrice: 0.1, sum: 0.5 },
      { productId: 'r', article: 'R-40', name: 'УЗО', quantity: 1, unitPrice: 1290.55, sum: 1290.55 },
    ]);
  });

  it('adds up to the total price', () => {
    const bill = billOfMaterials(flatPanel, catalogueFacts);
    const sum = bill.reduce((total, line) => total + Math.round(line.sum * 100), 0) / 100;
    expect(sum).toBe(designTotals(flatPanel, catalogueFacts).price);
    expect(bill.find((line) => line.productId === 'iek-mva20-1-016-c')?.quantity).toBe(5);
  });
});

describe('a flat panel of catalogue products', () => {
  it('breaks no rule and fits its case with room to spare', () => {
    expect(checkDesign(flatPanel, catalogueFacts)).toEqual([]);
    const totals = designTotals(flatPanel, catalogueFacts);
    expect(totals.rows.map((row) => [row.used, row.free])).toEqual([
      [9, 3],
      [9, 3],
    ]);
    expect(totals.modulesTotal).toBe(24);
  });
});
