import type { Curve } from './din';
import type { SeedProduct } from './types';

/**
 * Other makers' articles a demo breaker stands for (docs/behaviour.md, "Analogues"): what a buyer
 * types from an estimate written for another brand. A breaker gets a maker's article when that
 * maker's series has its poles, curve, rating and breaking capacity, the article is not itself in
 * the catalogue, and the maker is not the breaker's own.
 */
export interface SeedCrossReference {
  /** The maker as it writes itself: 'ABB', 'Schneider Electric'. */
  brand: string;
  article: string;
}

interface ForeignSeries {
  brandId: string;
  brand: string;
  /** Kiloamperes as the seed writes them: '4,5', '6'. */
  breaking: string;
  curves: readonly Curve[];
  article: (poleCount: number, amps: number, curve: Curve) => string;
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

const foreignSeries: readonly ForeignSeries[] = [
  // ABB writes the S200's model and curve-rating as the short order designation: S201-C10, S203-D25.
  { brandId: 'abb', brand: 'ABB', breaking: '6', curves: ['B', 'C', 'D'], article: (n, a, c) => `S20${n}-${c}${a}` },
  { brandId: 'abb', brand: 'ABB', breaking: '4,5', curves: ['B', 'C'], article: (n, a, c) => `SH20${n}L-${c}${a}` },
  {
    brandId: 'schneider-electric',
    brand: 'Schneider Electric',
    breaking: '6',
    curves: ['C', 'D'],
    article: (n, a, c) => `A9F7${c === 'D' ? '5' : '9'}${n}${pad(a, 2)}`,
  },
  { brandId: 'iek', brand: 'IEK', breaking: '4,5', curves: ['B', 'C', 'D'], article: (n, a, c) => `MVA20-${n}-${pad(a, 3)}-${c}` },
  { brandId: 'ekf', brand: 'EKF', breaking: '4,5', curves: ['B', 'C', 'D'], article: (n, a, c) => `mcb4763-${n}-${a}${c}-pro` },
];

const poleCounts: Record<string, number> = { '1P': 1, '2P': 2, '3P': 3, '4P': 4 };

/** Each product's cross-references, by product id; products without any are absent. */
export function crossReferences(products: readonly SeedProduct[]): Map<string, SeedCrossReference[]> {
  const inCatalogue = new Set(products.map((p) => p.article.toLowerCase()));
  const found = new Map<string, SeedCrossReference[]>();
  for (const p of products) {
    if (p.sectionId !== 'modulnye-avtomaticheskie-vyklyuchateli') continue;
    const poles = poleCounts[p.specs.poles ?? ''];
    const amps = Number(p.specs.current);
    const curve = p.specs.curve as Curve;
    if (!poles || !amps) continue;
    const refs = foreignSeries
      .filter((s) => s.brandId !== p.brandId && s.breaking === p.specs.breaking && s.curves.includes(curve))
      .map((s) => ({ brand: s.brand, article: s.article(poles, amps, curve) }))
      .filter((ref) => !inCatalogue.has(ref.article.toLowerCase()));
    if (refs.length) found.set(p.id, refs);
  }
  return found;
}
