import { atLeast, atMost } from './tolerance';

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

/**
 * A number shown beside a bound it was compared with — a current beside the breaker ratings or the
 * table's currents it was picked by, a fault current beside k·In (docs/calculators.md, "Rounding").
 * Rounded as usual unless that would show it on the other side of such a bound, or on it: 16,04 A
 * reads «16 А», and a 16 A breaker would take 16 A. Then it gets the one decimal that decides, rounded
 * away from the bound: «16,1 А» (at least one decimal; a value that had more keeps its count).
 * A value equal to a bound within the comparisons' margin is that bound and rounds as usual.
 */
export function roundBeside(value: number, digits: number, bounds: readonly number[]): { rounded: number; digits: number } {
  const rounded = roundTo(value, digits);
  const crossed = bounds.find((bound) => {
    const side = sideOf(value, bound);
    return side !== 0 && Math.sign(rounded - bound) !== side;
  });
  if (crossed === undefined) return { rounded, digits };
  const shown = Math.max(digits, 1);
  const factor = 10 ** shown;
  const away = value > crossed ? Math.ceil(value * factor) / factor : Math.floor(value * factor) / factor;
  return { rounded: away, digits: shown };
}

/** -1, 0 or 1: where a value lies against a bound, equal within the margin of the comparisons. */
function sideOf(value: number, bound: number): number {
  if (atLeast(value, bound) && atMost(value, bound)) return 0;
  return value > bound ? 1 : -1;
}
