/**
 * The earthing calculator's tables (docs/calculators.md, "Grounding"): typical soil resistivities
 * and the utilisation factors of vertical electrodes and of the strip joining them, as reprinted
 * in Russian earthing-design handbooks. Between two rows of a table the factor is interpolated in
 * the number of electrodes; below the first row the first row holds (fewer electrodes screen each
 * other less, so that errs on the safe side).
 */
export type Soil = 'peat' | 'chernozem' | 'clay' | 'loam' | 'sandyLoam' | 'sand' | 'stony';

/** ρ, Ω·m. */
export const soils: readonly { value: Soil; label: string; resistivity: number }[] = [
  { value: 'peat', label: 'Торф', resistivity: 20 },
  { value: 'chernozem', label: 'Чернозём', resistivity: 50 },
  { value: 'clay', label: 'Глина', resistivity: 60 },
  { value: 'loam', label: 'Суглинок', resistivity: 100 },
  { value: 'sandyLoam', label: 'Супесь', resistivity: 300 },
  { value: 'sand', label: 'Песок', resistivity: 500 },
  { value: 'stony', label: 'Каменистый грунт', resistivity: 1000 },
];

export type Layout = 'row' | 'contour';

/** The distance between electrodes over their length, a/L. */
export type SpacingRatio = '1' | '2' | '3';

interface FactorTable {
  counts: readonly number[];
  /** One list per a/L, in the order of `counts`. */
  factors: Record<SpacingRatio, readonly number[]>;
}

/** ηв, vertical electrodes, without the strip's influence. */
export const verticalFactors: Record<Layout, FactorTable> = {
  row: {
    counts: [2, 3, 5, 10, 15, 20],
    factors: {
      '1': [0.85, 0.78, 0.7, 0.59, 0.54, 0.49],
      '2': [0.91, 0.86, 0.81, 0.75, 0.71, 0.68],
      '3': [0.94, 0.91, 0.87, 0.81, 0.78, 0.77],
    },
  },
  contour: {
    counts: [4, 6, 10, 20, 40, 60, 100],
    factors: {
      '1': [0.69, 0.62, 0.55, 0.47, 0.41, 0.39, 0.36],
      '2': [0.78, 0.73, 0.69, 0.64, 0.58, 0.55, 0.52],
      '3': [0.85, 0.8, 0.76, 0.71, 0.66, 0.64, 0.62],
    },
  },
};

/** ηг, the horizontal strip joining the vertical electrodes. */
export const stripFactors: Record<Layout, FactorTable> = {
  row: {
    counts: [4, 5, 8, 10, 20, 30, 50, 65],
    factors: {
      '1': [0.77, 0.74, 0.67, 0.62, 0.42, 0.31, 0.21, 0.2],
      '2': [0.89, 0.86, 0.79, 0.75, 0.56, 0.46, 0.36, 0.34],
      '3': [0.92, 0.9, 0.85, 0.82, 0.68, 0.58, 0.49, 0.47],
    },
  },
  contour: {
    counts: [4, 5, 8, 10, 20, 30, 50, 65],
    factors: {
      '1': [0.45, 0.4, 0.36, 0.34, 0.27, 0.24, 0.21, 0.2],
      '2': [0.55, 0.48, 0.43, 0.4, 0.32, 0.3, 0.28, 0.26],
      '3': [0.7, 0.64, 0.6, 0.56, 0.45, 0.41, 0.37, 0.35],
    },
  },
};

/** The factor for `count` electrodes: a table row, or linear between the two rows around it. */
export function utilisation(table: FactorTable, ratio: SpacingRatio, count: number): number {
  return utilisationRead(table, ratio, count).factor;
}

/** A table row read: its count and factor. */
export interface FactorRow {
  count: number;
  factor: number;
}

/**
 * The factor for `count` electrodes and the rows it came from: one row (`upper` null) when the
 * count is a row, below the first or beyond the last; two when it lies between them.
 */
export function utilisationRead(
  table: FactorTable,
  ratio: SpacingRatio,
  count: number,
): { factor: number; lower: FactorRow; upper: FactorRow | null } {
  const { counts } = table;
  const factors = table.factors[ratio];
  const row = (index: number): FactorRow => ({ count: counts[index]!, factor: factors[index]! });
  if (count <= counts[0]!) return { factor: factors[0]!, lower: row(0), upper: null };
  for (let index = 1; index < counts.length; index++) {
    const upper = counts[index]!;
    if (count === upper) return { factor: factors[index]!, lower: row(index), upper: null };
    if (count < upper) {
      const lower = counts[index - 1]!;
      const share = (count - lower) / (upper - lower);
      return { factor: factors[index - 1]! + share * (factors[index]! - factors[index - 1]!), lower: row(index - 1), upper: row(index) };
    }
  }
  return { factor: factors[factors.length - 1]!, lower: row(counts.length - 1), upper: null };
}
