import { formatPrice } from '#shared/catalog/format';
import { formatNumber, nbsp, roundBeside, roundTo } from './format';

/**
 * The pieces every calculator's result is made of (docs/calculators.md, "Results"): a labelled
 * text for the page, and for a number also the raw value (for anything that computes further), the
 * value rounded for display and its unit.
 */
export interface Line {
  label: string;
  text: string;
}

export interface Quantity extends Line {
  value: number;
  rounded: number;
  unit: string;
}

/**
 * A number of a result. The inputs' bounds keep every result finite; a value that is not would be
 * a fault in the maths, and showing it as a number would mislead, so it stops the calculation.
 */
export function quantity(label: string, value: number, unit: string, digits: number): Quantity {
  if (!Number.isFinite(value)) throw new Error(`${label}: not a finite number (${value})`);
  const number = formatNumber(value, digits);
  return { label, value, rounded: roundTo(value, digits), unit, text: unit ? `${number}${nbsp}${unit}` : number };
}

/**
 * A number of a result shown beside bounds it was compared with (a current beside the ratings it
 * was picked by): never on the wrong side of one of them as shown (`roundBeside`).
 */
export function quantityBeside(label: string, value: number, unit: string, digits: number, bounds: readonly number[]): Quantity {
  if (!Number.isFinite(value)) throw new Error(`${label}: not a finite number (${value})`);
  const shown = roundBeside(value, digits, bounds);
  const number = formatNumber(shown.rounded, shown.digits);
  return { label, value, rounded: shown.rounded, unit, text: unit ? `${number}${nbsp}${unit}` : number };
}

/** Roubles and kopecks: '1 234,50 ₽', as prices are shown on the site. */
export function money(label: string, roubles: number): Quantity {
  const quantityOf = quantity(label, roubles, '₽', 2);
  return { ...quantityOf, text: formatPrice(quantityOf.rounded) };
}

export function line(label: string, text: string): Line {
  return { label, text };
}
