import { compareLimit } from './compare-list';

/**
 * The comparison's messages and how the products' characteristics line up (docs/behaviour.md,
 * "Comparison"), for the page, the BFF's cookie endpoint and the button; the list itself is in
 * compare-list.ts.
 */

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
