import type { Stock, WarehouseStock } from '../contract/catalog';
import { plural } from '../text/plural';

const nbsp = '\u00a0';

/**
 * '1 234,50 ₽' — written out by hand rather than with Intl, so the server and every browser
 * produce the same characters and hydration never sees a difference.
 */
export function formatPrice(roubles: number): string {
  const [whole, fraction] = roubles.toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp);
  return `${grouped}${fraction === '00' ? '' : `,${fraction}`}${nbsp}₽`;
}

/** 6,3 — a decimal comma, as the site prints characteristics. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

export const productWord = ['товар', 'товара', 'товаров'] as const;

/** «В наличии: 120 шт» / «Под заказ: 14 дней». */
export function stockText(stock: Stock, unit: string): string {
  return stock.status === 'in_stock'
    ? `В наличии: ${stock.quantity}${nbsp}${unit}`
    : `Под заказ: ${plural(stock.leadDays, ['день', 'дня', 'дней'])}`;
}

/** «Москва — 80 шт, Санкт-Петербург — 40 шт»: where the stock lies, when upstream says. */
export function warehousesText(warehouses: readonly WarehouseStock[], unit: string): string {
  return warehouses.map((w) => `${w.name}${nbsp}— ${formatNumber(w.quantity)}${nbsp}${unit}`).join(', ');
}
