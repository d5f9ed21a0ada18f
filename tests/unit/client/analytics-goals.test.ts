import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ecommercePush } from '#client/analytics/ecommerce';
import { goals } from '#client/analytics/goals';

/** The goal names are an operations contract: the code's and docs/operations.md's lists are the same. */
const operations = readFileSync('docs/operations.md', 'utf8');
const section = operations.slice(operations.indexOf('## Goals and e-commerce'), operations.indexOf('## What Yandex receives'));

describe('Metrika goals', () => {
  it('are the ones docs/operations.md lists, under the same exact names', () => {
    const documented = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
    const actions = ['detail', 'add', 'purchase'];
    expect(documented.filter((name) => !actions.includes(name!)).sort()).toEqual(Object.values(goals).sort());
  });

  it('are unique, lower-case identifiers Metrika takes as they are', () => {
    const names = Object.values(goals);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z_]{2,}$/);
  });
});

describe('e-commerce events in Yandex’s dataLayer format', () => {
  const product = { id: 'p-1', name: 'Автомат', price: 450, brand: 'EKF', category: 'Автоматы' };

  it('detail: one product', () => {
    expect(ecommercePush({ detail: { products: [product] } })).toEqual({
      ecommerce: { currencyCode: 'RUB', detail: { products: [product] } },
    });
  });

  it('add: the products with their quantities', () => {
    expect(ecommercePush({ add: { products: [{ id: 'p-1', quantity: 3 }] } })).toEqual({
      ecommerce: { currencyCode: 'RUB', add: { products: [{ id: 'p-1', quantity: 3 }] } },
    });
  });

  it('purchase: the request number is the id', () => {
    expect(ecommercePush({ purchase: { actionField: { id: '42' }, products: [{ ...product, quantity: 2 }] } })).toEqual({
      ecommerce: { currencyCode: 'RUB', purchase: { actionField: { id: '42' }, products: [{ ...product, quantity: 2 }] } },
    });
  });
});
