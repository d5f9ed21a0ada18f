/**
 * The comparison's rules (docs/behaviour.md, "Comparison"): which ids an address or the cookie
 * holds, what is wrong with them, and how the products' characteristics line up. Used by the
 * page, the BFF's cookie endpoint, the embedded API and the browser; no zod here, so the browser's
 * header counter stays small.
 */

export const compareLimit = 6;
export const comparePath = '/catalog/compare';
/** The plain cookie that carries the list between pages: read by the browser and the BFF, never the session. */
export const compareCookie = 'compare';
/** A month: a list being assembled survives a few days' pause. */
export const compareCookieMaxAge = 30 * 24 * 60 * 60;

/** The shape of a product id in the contract (shared/contract/endpoints.ts). */
const productIdPattern = /^[\w-]{1,80}$/;
/** Never more pieces are looked at than this: a list of thousands costs no more than a short one. */
const piecesLooked = 50;

export const compareMessages = {
  tooMany: `Сравнить можно не больше ${compareLimit} товаров: показаны первые ${compareLimit}.`,
  duplicates: 'Повторяющиеся товары показаны один раз.',
  invalid: 'Часть адреса не похожа на артикулы товаров и пропущена.',
  unknown: (count: number) =>
    count === 1
      ? 'Один товар не найден: возможно, его уже нет в каталоге.'
      : `Не найдено товаров: ${count}. Возможно, их уже нет в каталоге.`,
  added: (count: number) => `Товар добавлен к сравнению (${count} из ${compareLimit})`,
  removed: 'Товар убран из сравнения',
  full: `В сравнении уже ${compareLimit} товаров: уберите один, чтобы добавить другой.`,
  invalidItem: 'Некорректный товар для сравнения',
} as const;

export type CompareProblem = 'tooMany' | 'duplicates' | 'invalid';

export interface CompareIds {
  /** At most `compareLimit` distinct well-formed ids, in the order given. */
  ids: string[];
  problems: CompareProblem[];
}

/** `?ids=a,b,c` (or the cookie's `a.b.c`) → the ids it names, and what was wrong with it. */
export function parseCompareIds(raw: string | null | undefined, separator: ',' | '.' = ','): CompareIds {
  const problems = new Set<CompareProblem>();
  const ids: string[] = [];
  const pieces = (raw ?? '')
    .split(separator, piecesLooked + 1)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > piecesLooked) problems.add('tooMany');
  for (const piece of pieces.slice(0, piecesLooked)) {
    if (!productIdPattern.test(piece)) problems.add('invalid');
    else if (ids.includes(piece)) problems.add('duplicates');
    else if (ids.length >= compareLimit) problems.add('tooMany');
    else ids.push(piece);
  }
  return { ids, problems: [...problems] };
}

export function compareHref(ids: readonly string[], diffOnly = false): string {
  if (!ids.length) return comparePath;
  // Commas stay readable in the address: ids never contain one.
  return `${comparePath}?ids=${ids.map(encodeURIComponent).join(',')}${diffOnly ? '&diff=1' : ''}`;
}

/** The cookie's value: ids joined by dots (a comma is not a cookie character). */
export function compareCookieValue(ids: readonly string[]): string {
  return ids.join('.');
}

/** A product as the comparison needs it: its characteristics, each with its unit in `value`. */
export interface ComparedSpecs {
  specs: ReadonlyArray<{ key: string; label: string; value: string }>;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per product, in column order; null where the product has no such characteristic. */
  values: Array<string | null>;
  /** Every product has the same value (a missing one counts as a value of its own). */
  same: boolean;
}

/**
 * Characteristics aligned by key: a row per key any product has, in the order they first appear
 * (the first product's order, then the keys only later products add). With `diffOnly`, rows whose
 * values are all equal are left out; with fewer than two products nothing differs.
 */
export function compareRows(products: readonly ComparedSpecs[], diffOnly: boolean): CompareRow[] {
  const labels = new Map<string, string>();
  for (const product of products) for (const spec of product.specs) if (!labels.has(spec.key)) labels.set(spec.key, spec.label);
  const rows = [...labels].map(([key, label]) => {
    const values = products.map((product) => product.specs.find((spec) => spec.key === key)?.value ?? null);
    return { key, label, values, same: values.every((value) => normalise(value) === normalise(values[0] ?? null)) };
  });
  return diffOnly ? rows.filter((row) => !row.same) : rows;
}

/** '16 А' and '16  а' are one value; what a person would read as the same is the same. */
function normalise(value: string | null): string | null {
  return value === null ? null : value.replace(/\s+/g, ' ').trim().toLowerCase();
}
