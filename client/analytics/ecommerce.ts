/**
 * Metrika's e-commerce events in Yandex's documented `dataLayer` format (docs/operations.md, "Goals
 * and e-commerce"): each push is one `{ ecommerce: { currencyCode, <action>: … } }` object. Built here,
 * sent by client/analytics/analytics.ts only while the counter runs. A sent quote request for products
 * is a `purchase` whose id is the request's number.
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

/**
 * The push for the counter's `dataLayer` (client/analytics/metrika.ts). Only the counter's chunk builds
 * it: the pages hand over the event alone, so the main bundle carries no e-commerce code.
 */
export const ecommercePush = (event: EcommerceEvent): EcommercePush => ({ ecommerce: { currencyCode: 'RUB', ...event } });
