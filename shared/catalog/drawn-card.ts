import type { DrawnCard } from '#shared/contract';

/** Of a product card, what its card and its offer draw (`drawnCardSchema`), nothing else. */
export function drawnCard(card: DrawnCard): DrawnCard {
  return {
    id: card.id,
    url: card.url,
    name: card.name,
    article: card.article,
    series: card.series,
    brand: { name: card.brand.name },
    price: card.price,
    unit: card.unit,
    stock: card.stock,
    picture: { src: card.picture.src, width: card.picture.width, height: card.picture.height },
    keySpecs: card.keySpecs.map(({ label, value }) => ({ label, value })),
  };
}
