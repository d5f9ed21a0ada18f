import { describe, expect, it } from 'vitest';
import { defaultSort, listingSearch, parseListingQuery } from '#shared/catalog/listing-query';
import { sortOrders } from '#shared/contract/catalog';

describe('the sort order in a section page address', () => {
  it.each(sortOrders)('sort=%s, an order of the contract, is read from the address and written back', (order) => {
    const applied = parseListingQuery({ sort: order }, new Map());
    expect(applied.sort).toBe(order);
    expect(listingSearch(applied)).toBe(order === defaultSort ? '' : `?sort=${order}`);
  });

  it('an order the contract does not have is the default', () => {
    expect(parseListingQuery({ sort: 'cheapest' }, new Map()).sort).toBe(defaultSort);
  });
});
