/**
 * How text becomes search terms (docs/behaviour.md, "Search"): the one normalisation of case,
 * cable sizes, decimal separators and look-alike letters; designations joined across separators;
 * one-edit corrections.
 */
import { describe, expect, test } from 'vitest';
import { analyse, articleKey, compactKey, lookAlikes, normalizeTerm, tokens } from '#server/embedded/catalog/search-terms';

const compoundKeys = (text: string) => analyse(text).joined;
import { createVocabulary, withinOneEdit } from '#server/embedded/catalog/search-vocabulary';

describe('normalizeTerm', () => {
  test.each([
    // Cable sizes: any cross, spaces or none, a decimal comma or point.
    ['3×2,5', '3x2.5'],
    ['3х2,5', '3x2.5'], // Cyrillic х
    ['3x2,5', '3x2.5'],
    ['3X2.5', '3x2.5'],
    ['3*2.5', '3x2.5'],
    ['3 × 2,5', '3x2.5'],
    ['4×35', '4x35'],
    // Decimal numbers.
    ['4,5', '4.5'],
    ['0.66', '0.66'],
    // Case and ё.
    ['Счётчик', 'счетчик'],
    ['IEK', 'iek'],
    // Russian words are stemmed from four letters; shorter ones are kept whole.
    ['Автоматы', 'автомат'],
    ['выключатели', 'выключател'],
    ['УЗО', 'узо'],
    ['ВРУ', 'вру'],
    // A word with a digit is written in Latin whichever keyboard typed its letters.
    ['С16', 'c16'],
    ['ВА47', 'ba47'],
    ['ВД1', 'bd1'],
    // A word mixing the two alphabets is read in one.
    ['кaбель', 'кабел'], // Latin a
    ['ЕКF', 'ekf'], // Cyrillic Е, К
  ])('%s → %s', (token, term) => {
    expect(normalizeTerm(token)).toBe(term);
  });
});

describe('tokens', () => {
  test('a cable size and a decimal are one token each; words split at anything else', () => {
    expect(tokens('Кабель ВВГнг(А)-LS 3×2,5ок 0,66 кВ').map((t) => t.text)).toEqual([
      'Кабель',
      'ВВГнг',
      'А',
      'LS',
      '3×2,5',
      'ок',
      '0,66',
      'кВ',
    ]);
    expect(tokens('ввгнг 3 х 2,5').map((t) => t.text)).toEqual(['ввгнг', '3 х 2,5']);
    expect(tokens('3*2.5').map((t) => t.text)).toEqual(['3*2.5']);
  });

  test('positions point into the text', () => {
    const text = 'Провод ПВС 3×2,5 белый';
    for (const token of tokens(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
  });

  test('index terms of a cable name', () => {
    expect(analyse('Кабель NYM 3×2,5 ок').words).toEqual(['кабел', 'nym', '3x2.5', 'ок']);
  });
});

describe('designations', () => {
  test('parts joined across hyphens, and across a space next to a digit', () => {
    expect(compoundKeys('ВА47-29')).toEqual(['ba4729']);
    expect(compoundKeys('ВА 47-63')).toEqual(expect.arrayContaining(['ba47', 'ba4763', '4763']));
    expect(compoundKeys('30 мА тип')).toEqual(['30ma']);
    expect(compoundKeys('Автоматический выключатель')).toEqual([]);
  });

  test('a compact key ignores separators, case and the keyboard', () => {
    expect(compactKey('ВА 47-29')).toBe('ba4729');
    expect(compactKey('ва4729')).toBe('ba4729');
    expect(compactKey('MVA20 1 016 C')).toBe(compactKey('mva20-1-016-c'));
  });

  test('an article key reads the letter O as the digit 0, and Cyrillic look-alikes as Latin', () => {
    expect(articleKey('MVA2O-1-016-C')).toBe(articleKey('MVA20-1-016-C'));
    expect(articleKey('MVA20-1-016-С')).toBe(articleKey('MVA20-1-016-C'));
    expect(articleKey('MVB20-1-016-C')).not.toBe(articleKey('MVA20-1-016-C'));
  });
});

describe('look-alikes', () => {
  test('a word all of whose letters have twins is offered in the other alphabet', () => {
    expect(lookAlikes('АВВ')).toEqual(['abb']);
    expect(lookAlikes('EKF')).toEqual([]); // F has no Cyrillic twin
    expect(lookAlikes('C16')).toEqual([]); // a designation is Latin already
  });
});

describe('one edit', () => {
  test.each([
    ['автамат', 'автомат', true], // changed
    ['афтомат', 'автомат', true],
    ['автмат', 'автомат', true], // dropped
    ['авттомат', 'автомат', true], // added
    ['автомта', 'автомат', true], // neighbours swapped
    ['афтамат', 'автомат', false], // two changes
    ['узо', 'узип', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });

  test('a correction is the beginning of a catalogue term one edit away', () => {
    const vocabulary = createVocabulary(['автоматическ', 'выключател', 'кабел']);
    expect(vocabulary.corrections('автамат')).toContain('автомат');
    expect(vocabulary.corrections('выключатнл')).toContain('выключател');
    expect(vocabulary.corrections('абырвалг')).toEqual([]);
    expect(vocabulary.hasPrefix('автомат')).toBe(true);
    expect(vocabulary.hasPrefix('автомот')).toBe(false);
  });
});
