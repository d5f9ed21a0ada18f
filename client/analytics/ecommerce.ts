/**
 * Metrika's e-commerce events in Yandex's documented `dataLayer` format (docs/operations.md, "Goals
 * and e-commerce"): each push is one `{ ecommerce: { currencyCode, <action>: … } }` object. Built here,
 * sent by client/analytics/analytics.ts only while the counter runs.
 */
export interface EcommerceProduct {
  /** The product's id in the catalogue (the same id as the Yandex feed's offer). */
  id: string;
  name?: string;
  price?: number;
  brand?: string;
  category?: string;
  quantity?: number;
}

export type EcommerceEvent =
  | { detail: { products: EcommerceProduct[] } }
  | { add: { products: EcommerceProduct[] } }
  | { purchase: { actionField: { id: string }; products: EcommerceProduct[] } };

export interface EcommercePush {
  ecommerce: { currencyCode: 'RUB' } & EcommerceEvent;
}

export const productViewed = (product: EcommerceProduct): EcommercePush => ({
  ecommerce: { currencyCode: 'RUB', detail: { products: [product] } },
});

export const productsAdded = (products: EcommerceProduct[]): EcommercePush => ({
  ecommerce: { currencyCode: 'RUB', add: { products } },
});

/** A sent quote request for products: its number is the purchase id. */
export const productsRequested = (requestNumber: string, products: EcommerceProduct[]): EcommercePush => ({
  ecommerce: { currencyCode: 'RUB', purchase: { actionField: { id: requestNumber }, products } },
});
