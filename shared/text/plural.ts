/** A Russian noun's three forms after a number: one (1, 21 товар), few (2, 22 товара), many (5, 11 товаров). */
export type PluralForms = readonly [one: string, few: string, many: string];

const russian = new Intl.PluralRules('ru');

/**
 * The form of a noun after `count`, by CLDR's Russian rule (Intl.PluralRules, the same in Node and
 * every browser the site supports, so server and client agree on hydration). A fraction (CLDR's
 * `other`) takes the `many` form, as the site always wrote it.
 */
export function pluralForm(count: number, forms: PluralForms): string {
  const category = russian.select(count);
  return category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
}

/** A count with its noun, joined by a no-break space: «1 товар», «2 товара», «5 товаров». */
export function plural(count: number, forms: PluralForms): string {
  return `${count}\u00a0${pluralForm(count, forms)}`;
}
