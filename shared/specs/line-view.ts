import { formatNumber, formatPrice, warehousesText } from '../catalog/format';
import type { Spec, SpecAvailability, SpecLine, SpecOffer } from '../contract/specs';
import { plural } from '../text/plural';

const nbsp = '\u00a0';

/** «В наличии: 120 шт», «Под заказ: 14 дней», «Нет в продаже». */
export function availabilityText(availability: SpecAvailability, unit: string): string {
  if (availability.status === 'in_stock') return `В наличии: ${formatNumber(availability.quantity)}${nbsp}${unit}`;
  if (availability.status === 'to_order') return `Под заказ: ${plural(availability.leadDays, ['день', 'дня', 'дней'])}`;
  return 'Нет в продаже';
}

/** Where the stock of a line lies, when upstream says (shared/catalog/format.ts, `warehousesText`). */
export function lineWarehouses(availability: SpecAvailability, unit: string): string | undefined {
  if (availability.status !== 'in_stock' || !availability.warehouses?.length) return undefined;
  return warehousesText(availability.warehouses, unit);
}

/** Whether the stock covers `quantity`; what matters to the buyer about an in-stock count. */
const covers = (availability: SpecAvailability, quantity: number) =>
  availability.status === 'in_stock' && availability.quantity >= quantity;

/**
 * «Изменилось с момента сохранения» (docs/behaviour.md, "Specification"): what differs between the
 * offer a line was saved with and the product's current one, each as «было → стало». The price
 * counts when it differs at all; availability when its kind differs (in stock, to order, gone), the
 * lead time differs, or the stock stopped (or started) covering the line's quantity — a stock that
 * merely moved while still covering it is not news.
 */
export function lineChanges(line: SpecLine): string[] {
  if (!line.product) return [];
  const { saved } = line;
  const { current, unit } = line.product;
  const changes: string[] = [];
  if (Math.round(saved.price * 100) !== Math.round(current.price * 100))
    changes.push(`цена: ${formatPrice(saved.price)} → ${formatPrice(current.price)}`);
  if (availabilityChanged(saved, current, line.quantity))
    changes.push(`наличие: ${availabilityText(saved.availability, unit)} → ${availabilityText(current.availability, unit)}`);
  return changes;
}

function availabilityChanged(saved: SpecOffer, current: SpecOffer, quantity: number): boolean {
  const before = saved.availability;
  const after = current.availability;
  if (before.status !== after.status) return true;
  if (before.status === 'to_order' && after.status === 'to_order') return before.leadDays !== after.leadDays;
  return covers(before, quantity) !== covers(after, quantity);
}

/** A line's sum at the current price, to the kopeck; none for a product that left the catalogue. */
export function lineSum(line: SpecLine): number | undefined {
  return line.product ? Math.round(line.product.current.price * line.quantity * 100) / 100 : undefined;
}

/** The specification's total at current prices, and how many lines it counts (those still in the catalogue). */
export function specTotal(spec: Spec): { sum: number; counted: number } {
  let kopecks = 0;
  let counted = 0;
  for (const line of spec.lines) {
    const sum = lineSum(line);
    if (sum === undefined) continue;
    kopecks += Math.round(sum * 100);
    counted += 1;
  }
  return { sum: kopecks / 100, counted };
}
