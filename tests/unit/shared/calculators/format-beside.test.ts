/**
 * A number shown beside the bound it was compared with (docs/calculators.md, "Rounding"): the shown
 * value never sits on the wrong side of that bound.
 */
import { describe, expect, it } from 'vitest';
import { roundBeside } from '#shared/calculators/format';
import { quantityBeside } from '#shared/calculators/result';

const nbsp = '\u00a0';

describe('roundBeside', () => {
  it.each([
    // value, digits, bounds, shown, digits shown
    [16.04, 1, [16, 20], 16.1, 1],
    [15.96, 1, [16], 15.9, 1],
    [125.03, 1, [125], 125.1, 1],
    [159.6, 0, [160], 159.6, 1],
    [159.96, 0, [160], 159.9, 1],
    // On the bound as shown, while it is not the bound: the decimal too, even where the verdict would read right.
    [160.4, 0, [160], 160.4, 1],
    [5.004, 2, [5], 5.01, 2],
    [3.996, 2, [4], 3.99, 2],
  ])('%d to %d decimals beside %j shows %d', (value, digits, bounds, shown, shownDigits) => {
    expect(roundBeside(value, digits, bounds)).toEqual({ rounded: shown, digits: shownDigits });
  });

  it.each([
    [33.6, 1, [32, 40]],
    [16.44, 1, [16, 20]],
    [474.2, 0, [160]],
    // Equal within the comparisons' margin: it is the bound, and shown as it.
    [16.000000000000004, 1, [16]],
    [15.999999999999998, 1, [16]],
  ])('%d to %d decimals beside %j is rounded as usual', (value, digits, bounds) => {
    expect(roundBeside(value, digits, bounds)).toEqual({ rounded: Math.round(value * 10 ** digits) / 10 ** digits, digits });
  });
});

describe('quantityBeside', () => {
  it('16,04 А beside the 16 and 20 А ratings reads 16,1 А, not 16 А', () => {
    const current = quantityBeside('Расчётный ток', 16.04, 'А', 1, [16, 20]);
    expect(current.text).toBe(`16,1${nbsp}А`);
    expect(current.rounded).toBe(16.1);
    expect(current.value).toBe(16.04);
  });
});
