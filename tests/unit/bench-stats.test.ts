// The bench's one statistic (scripts/bench-stats.mjs): a figure over interleaved runs is its median
// with the lowest and highest value (docs/operations.md, "Benchmark").
import { describe, expect, test } from 'vitest';
import { formatSpread, medianSpread } from '../../scripts/bench-stats.mjs';

describe('medianSpread', () => {
  test('an odd number of runs: the middle one, whatever the order; one disturbed run does not move it', () => {
    expect(medianSpread([0.0049, 0.0012, 0.0051])).toEqual({ median: 0.0049, min: 0.0012, max: 0.0051, runs: 3 });
  });

  test('an even number: the mean of the two middle ones', () => {
    expect(medianSpread([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });

  test('leaves its input as it was', () => {
    const values = [3, 1, 2];
    medianSpread(values);
    expect(values).toEqual([3, 1, 2]);
  });

  test('no runs is an error, not a zero', () => {
    expect(() => medianSpread([])).toThrow();
  });
});

test('formatSpread prints the median and the range, each formatted', () => {
  expect(formatSpread({ median: 0.00491, min: 0.0041, max: 0.0057 }, (value) => value.toFixed(4))).toBe('0.0049 (0.0041–0.0057)');
});
