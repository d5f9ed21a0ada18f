// The bench's one statistic: a figure repeated over interleaved runs is given as its median with the
// lowest and highest value seen (docs/operations.md, "Benchmark"). The median, because one run
// disturbed by the rest of the machine must not move the figure; the range, so that a reader sees
// how far to trust it.

/**
 * @param {readonly number[]} values at least one
 * @returns {{ median: number, min: number, max: number, runs: number }}
 */
export function medianSpread(values) {
  if (values.length === 0) throw new Error('medianSpread: no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1], runs: sorted.length };
}

/**
 * `0.0049 (0.0041–0.0057)`: the median and the range, each with `format`.
 * @param {{ median: number, min: number, max: number }} spread
 * @param {(value: number) => string} format
 */
export function formatSpread(spread, format) {
  return `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`;
}
