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

/**
 * A card the server drew, as the page data hands it to the browser: its id, which its buttons need.
 * The browser keeps the rest of the card as the server drew it (docs/decisions/028-cards-drawn-once.md).
 */
export type CardRef = Pick<DrawnCard, 'id'>;

export const cardRef = ({ id }: CardRef): CardRef => ({ id });

/** Whether the browser has the card's data, not only the server's drawing of it. */
export const hasCardData = <T extends DrawnCard>(card: T | CardRef): card is T => 'name' in card;
