import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from '#shared/text/plural';

const goods = ['товар', 'товара', 'товаров'] as const;

describe('the Russian plural rule', () => {
  it.each([
    [0, 'товаров'],
    [1, 'товар'],
    [2, 'товара'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [21, 'товар'],
    [22, 'товара'],
    [25, 'товаров'],
    [101, 'товар'],
    [111, 'товаров'],
  ])('%i → %s', (count, form) => {
    expect(pluralForm(count, goods)).toBe(form);
    expect(plural(count, goods)).toBe(`${count}\u00a0${form}`);
  });

  it('a fraction takes the many form, as before', () => {
    expect(pluralForm(1.5, goods)).toBe('товаров');
  });
});
