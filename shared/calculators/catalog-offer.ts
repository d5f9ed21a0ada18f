import { catalogOfferLimit } from '../contract/catalog-limits';

/**
 * An offer of the catalogue for a result's choice (docs/calculators.md, "From result to product"):
 * which products it stands for, as a section listing's own filters — the section page's address
 * with its facet values (a key repeated for several values), read by the catalogue's offers call
 * (the listing's first products, only the fields the offer shows).
 * Apart from the rules (`catalog-offers.ts`), so the page's own chunk carries none of the maths.
 */
export interface CatalogOffer {
  /** The group's heading. */
  title: string;
  sectionId: string;
  /** Facet key → the values any of which a product must have. */
  filters: Record<string, string[]>;
  /** Said instead of an empty list. */
  empty: string;
}

/** How many products a group shows; «Все подходящие» leads to the rest. */
export const offerLimit = catalogOfferLimit;

/** The section page with the same filters: «Все подходящие». */
export function offerHref(offer: CatalogOffer): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(offer.filters).sort()) for (const value of offer.filters[key]!) search.append(key, value);
  return `/catalog/${offer.sectionId}?${search.toString()}`;
}

/**
 * Whether the listing applied every filter asked for: it drops a value its section does not offer,
 * and a key left with none would list the whole section.
 */
export function offerApplied(offer: CatalogOffer, applied: Record<string, string[]>): boolean {
  return Object.entries(offer.filters).every(([key, values]) => values.length > 0 && (applied[key]?.length ?? 0) > 0);
}
