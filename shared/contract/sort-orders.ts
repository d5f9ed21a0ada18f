/**
 * The catalogue's sort orders, in a module of their own without zod: the browser's address parser
 * (shared/catalog/listing-query.ts) reads them, and importing the contract's schemas there would put
 * zod into the catalogue page's chunk (and its first parse would probe `Function`, which the CSP refuses).
 */
export const sortOrders = ['popular', 'price-asc', 'price-desc', 'name'] as const;
export type SortOrder = (typeof sortOrders)[number];
