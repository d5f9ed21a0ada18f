import { describe, expect, test } from 'vitest';
import { calculators } from '#shared/calculators';
import { offerApplied, offerHref, powerConsumptionOffers, shortCircuitOffers, trippingCurves } from '#shared/calculators/catalog-offers';
import type { PowerConsumptionInput, PowerConsumptionResult } from '#shared/calculators/power-consumption';
import type { ShortCircuitInput, ShortCircuitResult } from '#shared/calculators/short-circuit';

/** docs/calculators.md, "From result to product". */
describe('trippingCurves: Ik ≥ k · In, k = 5 (B), 10 (C), 20 (D)', () => {
  test.each([
    // Ik, In, curves: by hand, 474 ≥ 5 · 32 = 160 and ≥ 10 · 32 = 320, < 20 · 32 = 640.
    [474, 32, ['B', 'C']],
    // equal is enough: 320 = 10 · 32 (and a floating-point hair below it still counts).
    [320, 32, ['B', 'C']],
    [319.9999999999999, 32, ['B', 'C']],
    [319, 32, ['B']],
    [640, 32, ['B', 'C', 'D']],
    // 53,9 < 5 · 16 = 80: none.
    [53.9, 16, []],
  ])('Ik %s A, In %s A → %j', (ik, rating, curves) => {
    expect(trippingCurves(ik, rating)).toEqual(curves);
  });
});

function computed<I, R>(id: 'power-consumption' | 'short-circuit', query: string): { input: I; result: R } {
  const evaluation = calculators[id].evaluate(new URLSearchParams(query));
  if (evaluation.state !== 'computed') throw new Error(`not computed: ${JSON.stringify(evaluation.errors)}`);
  return { input: evaluation.input as I, result: evaluation.result as R };
}

describe('the offers of a result', () => {
  test('power consumption, three-phase: breakers of the rating, RCDs of it and above, by poles', () => {
    // 3 · 10 kW at Кс 1, cos φ 1, 400 V: I = 30 000 / (1,732 · 400) = 43,3 A → 50 A.
    const { input, result } = computed<PowerConsumptionInput, PowerConsumptionResult>(
      'power-consumption',
      'name=Станок&power=10&count=3&kc=1&ko=1&phases=3&cosphi=1',
    );
    const [breakers, rcds] = powerConsumptionOffers(input, result);
    expect(breakers!.filters).toEqual({ current: ['50'], poles: ['3P', '3P+N', '4P'] });
    expect(rcds!.filters).toEqual({ current: ['50', '63', '80', '100', '125'], poles: ['3P+N', '4P'] });
    expect(offerHref(breakers!)).toBe('/catalog/modulnye-avtomaticheskie-vyklyuchateli?current=50&poles=3P&poles=3P%2BN&poles=4P');
  });

  test('short circuit: the chosen rating, the curves that trip', () => {
    const { input, result } = computed<ShortCircuitInput, ShortCircuitResult>(
      'short-circuit',
      'supply=400-yyn&material=copper&section=2.5&neutral=same&length=30&curve=D&rating=32',
    );
    expect(shortCircuitOffers(input, result)[0]!.filters).toEqual({ current: ['32'], curve: ['B', 'C'] });
  });

  test('a listing that dropped a filter (a value it does not offer) is not a match', () => {
    const offer = { title: '', sectionId: 's', filters: { current: ['125'], poles: ['2P'] }, empty: '' };
    expect(offerApplied(offer, { current: ['125'], poles: ['2P'] })).toBe(true);
    expect(offerApplied(offer, { poles: ['2P'] })).toBe(false);
  });
});
