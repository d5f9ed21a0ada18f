import type { EcommerceProduct } from '#client/analytics/ecommerce';
import type { BillLine } from '#shared/designer/bill-of-materials';

/**
 * A panel as Metrika's e-commerce sees it: the catalogue products of its bill of materials, each with
 * the quantity one panel needs. A panel or a design is no product of the catalogue (no offer in the
 * Yandex feed), so a quote for it counts what it is made of (docs/operations.md, "Goals and e-commerce").
 */
export const billProducts = (lines: readonly BillLine[]): EcommerceProduct[] =>
  lines.map((line) => ({ id: line.productId, name: line.name, price: line.unitPrice, quantity: line.quantity }));
