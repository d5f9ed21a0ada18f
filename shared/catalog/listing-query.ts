import type { AppliedListing } from '../contract/catalog';
import { sortOrders, type SortOrder } from '../contract/sort-orders';
import { parsePageNumber } from '../page-number';

/**
 * A section page's state lives in its address (docs/behaviour.md, "Catalogue"): the selected
 * options by facet key (a key repeats for several values), `price_min`, `price_max`,
 * `in_stock=1`, `sort` and `page`. Reading it never fails: what is unknown or invalid is left
 * out, so any address shows a page.
 */
export const listingPageSize = 24;
export const defaultSort: SortOrder = 'popular';
export const listingParams = { page: 'page', sort: 'sort', priceMin: 'price_min', priceMax: 'price_max', inStock: 'in_stock' } as const;
const reserved = new Set<string>(Object.values(listingParams));

import type { RawQuery } from '../contract/raw-query';
export type { RawQuery };

const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const first = (value: string | string[] | undefined): string | undefined => all(value)[0];

/** A price as typed: digits with an optional decimal comma or point; anything else is no price. */
function price(value: string | undefined): number | undefined {
  const text = value?.trim().replace(/\s/g, '').replace(',', '.');
  if (!text || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}

/**
 * `options`: the values each facet of the section offers, by key. Values the section does not
 * offer are dropped; a minimum above the maximum swaps them.
 */
export function parseListingQuery(raw: RawQuery, options: ReadonlyMap<string, ReadonlySet<string>>): AppliedListing {
  const values: Record<string, string[]> = {};
  for (const [key, offered] of options) {
    if (reserved.has(key)) continue;
    const chosen = [...new Set(all(raw[key]))].filter((value) => offered.has(value));
    if (chosen.length) values[key] = chosen;
  }
  const sort = sortOrders.find((order) => order === first(raw[listingParams.sort])) ?? defaultSort;
  const page = parsePageNumber(first(raw[listingParams.page])) ?? 1;
  let priceMin = price(first(raw[listingParams.priceMin]));
  let priceMax = price(first(raw[listingParams.priceMax]));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const inStock = first(raw[listingParams.inStock]) === '1';
  return { sort, page, inStock, values, ...(priceMin !== undefined && { priceMin }), ...(priceMax !== undefined && { priceMax }) };
}

/** Whether anything narrows or reorders the listing (such an address is not canonical). */
export function isFiltered(applied: AppliedListing): boolean {
  return (
    Object.keys(applied.values).length > 0 ||
    applied.priceMin !== undefined ||
    applied.priceMax !== undefined ||
    applied.inStock ||
    applied.sort !== defaultSort
  );
}

/** The address's query for a state, in a stable order and without defaults: one state, one URL. */
export function listingSearch(applied: AppliedListing): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(applied.values).sort()) for (const value of [...applied.values[key]!].sort()) search.append(key, value);
  if (applied.priceMin !== undefined) search.set(listingParams.priceMin, String(applied.priceMin));
  if (applied.priceMax !== undefined) search.set(listingParams.priceMax, String(applied.priceMax));
  if (applied.inStock) search.set(listingParams.inStock, '1');
  if (applied.sort !== defaultSort) search.set(listingParams.sort, applied.sort);
  if (applied.page > 1) search.set(listingParams.page, String(applied.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
