import { atMost } from './tolerance';

/**
 * Circuit breakers (docs/calculators.md, "Breakers"): the rated currents offered, and for each
 * tripping curve the multiple of the rated current at which the breaker is sure to trip at once —
 * the upper end of the curve's instantaneous range in ГОСТ IEC 60898-1-2020 (B: 3–5 In, C: 5–10 In,
 * D: 10–20 In).
 */
export const breakerRatings = [6, 10, 16, 20, 25, 32, 40, 50, 63, 80, 100, 125] as const;

export type BreakerRating = (typeof breakerRatings)[number];

export type BreakerCurve = 'B' | 'C' | 'D';

/** The instantaneous release's range, multiples of In: it may operate from the first, and surely does at the second. */
export const instantTripRange: Record<BreakerCurve, readonly [from: number, to: number]> = { B: [3, 5], C: [5, 10], D: [10, 20] };

export const instantTripMultiple: Record<BreakerCurve, number> = {
  B: instantTripRange.B[1],
  C: instantTripRange.C[1],
  D: instantTripRange.D[1],
};

/**
 * The conventional currents of ГОСТ IEC 60898-1-2020 (8.6.2), multiples of In: within an hour a
 * breaker does not trip at the first and does trip at the second.
 */
export const conventionalNonTripping = 1.13;
export const conventionalTripping = 1.45;

export const curveOptions = [
  { value: 'B', label: 'B (3–5 In)' },
  { value: 'C', label: 'C (5–10 In)' },
  { value: 'D', label: 'D (10–20 In)' },
] as const satisfies readonly { value: BreakerCurve; label: string }[];

export const ratingOptions = breakerRatings.map((rating) => ({ value: String(rating), label: `${rating}\u00a0А` }));

/** The smallest rating at least `current`, or null above the largest. */
export function breakerFor(current: number): BreakerRating | null {
  return breakerRatings.find((rating) => atMost(current, rating)) ?? null;
}
