import type { DrawnCard } from '#shared/contract';

/** Of a product card, what its card and its offer draw (`drawnCardSchema`), nothing else. */
export function drawnCard(card: DrawnCard): DrawnCard {
  return {
    id: card.id,
    url: card.url,
    name: card.name,
    article: card.article,
    brand: { name: card.brand.name },
    price: card.price,
    unit: card.unit,
    // A card draws the stock's status and amount; a product's own page lists its warehouses.
    stock: card.stock.status === 'in_stock' ? { status: 'in_stock', quantity: card.stock.quantity } : card.stock,
    picture: { src: card.picture.src, width: card.picture.width, height: card.picture.height },
    keySpecs: card.keySpecs.map(({ label, value }) => ({ label, value })),
  };
}
