/**
 * Numbers as visitors type them and as an address carries them (docs/calculators.md, "Numbers").
 * A decimal comma or point, spaces between digit groups and a typographic minus are accepted;
 * an exponent, `Infinity`, `NaN` or hex are not numbers here, so nothing typed reaches the maths
 * as a value it cannot use. A long run of digits may read as Infinity: the field's maximum turns
 * it away with its own message.
 */
const pattern = /^-?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number in `text`, or null when it is not one. */
export function readNumber(text: string): number | null {
  const compact = text.replace(/\s/g, '').replace('\u2212', '-');
  return pattern.test(compact) ? Number(compact.replace(',', '.')) : null;
}

/**
 * A number for an address: a point, never an exponent (`String(1e-7)` is `1e-7`, which
 * `readNumber` refuses), so a query written from an input reads back as the same input.
 */
export function plainNumber(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}
