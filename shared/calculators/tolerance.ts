/**
 * Comparing a computed value with a table's limit (docs/calculators.md, "Rounding"): a current
 * that is 16 A by hand may come out of floating point as 16.000000000000004, and that noise must
 * not move a pick to the next row. A relative margin of 10⁻⁹ absorbs it; no real difference the
 * calculators deal with is that small. Limits are positive.
 */
const margin = 1e-9;

export const atMost = (value: number, limit: number) => value <= limit * (1 + margin);

export const atLeast = (value: number, limit: number) => value >= limit * (1 - margin);
