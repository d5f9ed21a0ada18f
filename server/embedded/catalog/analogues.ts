import { analogueLimits, type Analogue, type AnalogueDifference, type AnalogueKind } from '#shared/contract';
import { analogueRules, valueOrder, type AnalogueRule } from './analogue-rules';
import type { CatalogProduct } from './model';

/**
 * A product's analogues by its section's rules (analogue-rules.ts, docs/behaviour.md,
 * "Analogues"): every other product of its subsection is a direct analogue, a replacement, a
 * similar product or none, with what differs. Bounded per kind; the best first.
 */

/** The first number of a value as the seed writes it: '4,5' → 4.5, 'IP54' → 54, '13 500' → 13500. */
function numberOf(value: string): number {
  const match = /\d+(?:[.,]\d+)?/.exec(value.replace(/[\s\u00a0]/g, ''));
  return match ? Number(match[0].replace(',', '.')) : Number.NaN;
}

/** How much better `other` is than `own` for a key where more is better: > 0 better, NaN when they cannot be ranked. */
function gain(key: string, own: string, other: string): number {
  if (own === other) return 0;
  const order = valueOrder[key];
  if (order) {
    const [a, b] = [order.indexOf(own), order.indexOf(other)];
    return a < 0 || b < 0 ? Number.NaN : b - a;
  }
  return numberOf(other) - numberOf(own);
}

interface Compared {
  kind: AnalogueKind | undefined;
  differences: AnalogueDifference[];
  /** How far the differing numbers are (a sum of log ratios): nearer similar products first. */
  distance: number;
}

function compare(rule: AnalogueRule, of: CatalogProduct, other: CatalogProduct): Compared {
  const shown = (p: CatalogProduct, key: string) => p.product.specs.find((s) => s.key === key)?.value ?? '—';
  const label = (key: string) => of.section.specs.find((d) => d.key === key)?.label ?? key;
  const differences: AnalogueDifference[] = [];
  let distance = 0;
  let equalKept = true;
  let gradedSame = true;
  let gradedNoWorse = true;
  const graded = [...rule.higher.map((key) => [key, 1] as const), ...rule.lower.map((key) => [key, -1] as const)];
  const direction = new Map<string, number>(graded);
  for (const key of [...rule.equal, ...graded.map(([key]) => key)]) {
    const own = of.values[key] ?? '';
    const theirs = other.values[key] ?? '';
    if (own === theirs) continue;
    const sign = direction.get(key);
    const change = sign === undefined ? Number.NaN : sign * gain(key, own, theirs);
    if (sign === undefined) equalKept = false;
    else {
      gradedSame = false;
      if (!(change > 0)) gradedNoWorse = false;
    }
    const [a, b] = [numberOf(own), numberOf(theirs)];
    distance += a > 0 && b > 0 ? Math.abs(Math.log(b / a)) : 1;
    differences.push({
      key,
      label: label(key),
      value: shown(of, key),
      analogueValue: shown(other, key),
      verdict: change > 0 ? 'better' : change < 0 ? 'worse' : 'other',
    });
  }
  const similar = rule.similar.every((key) => (of.values[key] ?? '') === (other.values[key] ?? ''));
  const kind: AnalogueKind | undefined =
    equalKept && gradedSame ? 'direct' : equalKept && gradedNoWorse ? 'replacement' : similar ? 'similar' : undefined;
  return { kind, differences, distance };
}

const byStockThenPrice = (a: CatalogProduct, b: CatalogProduct) =>
  Number(b.inStock) - Number(a.inStock) || a.priceKopecks - b.priceKopecks || b.popularity - a.popularity;

/** `candidates`: the products of its subsection (it may be among them). */
export function findAnalogues(of: CatalogProduct, candidates: readonly CatalogProduct[]): Analogue[] {
  const rule = analogueRules[of.section.id];
  if (!rule) return [];
  const found: Record<AnalogueKind, (Compared & { product: CatalogProduct })[]> = { direct: [], replacement: [], similar: [] };
  for (const other of candidates) {
    if (other.card.id === of.card.id) continue;
    const compared = compare(rule, of, other);
    if (compared.kind) found[compared.kind].push({ ...compared, product: other });
  }
  found.direct.sort((a, b) => byStockThenPrice(a.product, b.product));
  found.replacement.sort((a, b) => a.differences.length - b.differences.length || byStockThenPrice(a.product, b.product));
  found.similar.sort((a, b) => a.distance - b.distance || byStockThenPrice(a.product, b.product));
  return (['direct', 'replacement', 'similar'] as const).flatMap((kind) =>
    found[kind].slice(0, analogueLimits[kind]).map(({ product: { card }, differences }) => ({
      kind,
      product: {
        id: card.id,
        url: card.url,
        name: card.name,
        article: card.article,
        brand: card.brand,
        price: card.price,
        unit: card.unit,
        stock: card.stock,
      },
      differences,
    })),
  );
}
