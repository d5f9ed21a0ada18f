// Types of scripts/bench-stats.mjs, for the unit tests (the script itself runs under plain Node).
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}
export function medianSpread(values: readonly number[]): Spread;
export function formatSpread(spread: Pick<Spread, 'median' | 'min' | 'max'>, format: (value: number) => string): string;
