import type { DrawnCard } from '#shared/contract';
import { productPath } from '#shared/catalog/paths';
import { availability } from './structured-data';

// Apart from structured-data.ts: only the section and search pages draw it, and the home page, which
// loads that module, should not carry it (docs/decisions/007's JavaScript budget).

/**
 * The listed products as Yandex reads a catalogue page (docs/behaviour.md, "Structured data"): one
 * OfferCatalog with its name, description and picture, each product an Offer with its address, name,
 * picture, availability and price. It is the page's only list of its products: an OfferCatalog is a
 * schema.org ItemList, and a second list beside it repeated every product's address and name (6 KB of
 * a 24-card page). An offer has no description: a card has none of its own, and one made from its
 * characteristics repeated the name and the card's own text (5.5 KB of a 24-card page), while the
 * product's page carries the whole description in its Product.
 */
export function offerCatalog(catalog: { name: string; description: string; image: string }, items: DrawnCard[], origin: string) {
  return {
    '@type': 'OfferCatalog',
    name: catalog.name,
    description: catalog.description,
    image: origin + catalog.image,
    itemListElement: items.map((item) => ({
      '@type': 'Offer',
      url: origin + productPath(item),
      name: item.name,
      image: origin + item.picture.src,
      availability: availability(item),
      price: item.price.toFixed(2),
      priceCurrency: 'RUB',
    })),
  };
}
