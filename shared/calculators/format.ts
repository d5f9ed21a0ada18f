/**
 * Numbers as the calculators show them (docs/calculators.md, "Rounding"): a decimal comma, digit
 * groups split by a no-break space, trailing zeros dropped. Written out by hand rather than with
 * Intl, so the server and every browser produce the same characters.
 */
export const nbsp = '\u00a0';

/** `value` rounded half up to `digits` decimals (the nudge keeps 1,005 from becoming 1,00). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor * (1 + Number.EPSILON)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/**
 * '1 234,5' for 1234.5 with one decimal; '0,95' for 0.95. Ungrouped ('10000') for text a visitor
 * types or reads in a message, where a space inside a number would look like two numbers.
 */
export function formatNumber(value: number, digits: number, grouping = true): string {
  const fixed = roundTo(value, digits).toFixed(digits);
  const [whole, fraction = ''] = fixed.split('.') as [string, string?];
  const grouped = grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp) : whole;
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${grouped},${kept}` : grouped;
}
