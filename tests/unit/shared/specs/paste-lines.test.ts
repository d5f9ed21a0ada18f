/** A pasted list read into rows (docs/behaviour.md, "Bulk add"): the article's text apart from its quantity. */
import { describe, expect, it } from 'vitest';
import { parseLine, parsePaste } from '#shared/specs/paste-lines';

describe('a pasted line', () => {
  it.each([
    ['A9F79110 12', 'A9F79110', 12],
    ['MVA20-1-016-C;5', 'MVA20-1-016-C', 5],
    ['MVA20-1-016-C ; 5 шт', 'MVA20-1-016-C', 5],
    ['ВА47-29 3Р 25А х 4', 'ВА47-29 3Р 25А', 4],
    ['ВА47-29 3Р 25А x4', 'ВА47-29 3Р 25А', 4],
    ['ВА47-29 3Р 25А * 4', 'ВА47-29 3Р 25А', 4],
    ['S201-C10\t3', 'S201-C10', 3],
    ['  S201-C10 \t 3 \t Щит 1', 'S201-C10', 3],
    ['EZ9F34116, 2', 'EZ9F34116', 2],
    ['MVA20-1-016-C,5', 'MVA20-1-016-C', 5],
    ['mcb4763-1-16C-pro 10 шт', 'mcb4763-1-16C-pro', 10],
    ['mcb4763-1-16C-pro 10шт.', 'mcb4763-1-16C-pro', 10],
    ['ВВГнг 3х2,5 100 м', 'ВВГнг 3х2,5', 100],
    ['ВВГнг 3х2,5 12,5', 'ВВГнг 3х2,5', 12.5],
    ['A9F79110 — 7', 'A9F79110', 7],
  ])('%s → %s × %s', (line, text, quantity) => {
    expect(parseLine(line)).toEqual({ text, quantity });
  });

  it.each([
    // No quantity: one.
    ['A9F79110', 'A9F79110'],
    ['MVA20 1 016 C', 'MVA20 1 016 C'],
    // A cable size's decimal comma and cross are not a quantity.
    ['ПВС 3×1,5', 'ПВС 3×1,5'],
    ['ВВГнг 3х2,5', 'ВВГнг 3х2,5'],
    ['ВВГнг 3 х 2,5', 'ВВГнг 3 х 2,5'],
    ['ВВГнг 3 x 2,5', 'ВВГнг 3 x 2,5'],
    // A lone number is an article.
    ['419662', '419662'],
  ])('%s has no quantity', (line, text) => {
    expect(parseLine(line)).toEqual({ text });
  });

  it('keeps a quantity that is not a number as typed, for upstream to refuse', () => {
    expect(parseLine('A9F79110;много')).toEqual({ text: 'A9F79110', quantity: 'много' });
    expect(parseLine('A9F79110\t-3')).toEqual({ text: 'A9F79110', quantity: '-3' });
  });
});

describe('a pasted list', () => {
  it('is one row a line that is not blank, numbered as the lines are, a header line skipped', () => {
    const rows = parsePaste('Артикул\tКол-во\r\nA9F79110\t12\n\n   \nMVA20-1-016-C;5\rфывапролд');
    expect(rows).toEqual([
      { line: 2, text: 'A9F79110', quantity: 12 },
      { line: 5, text: 'MVA20-1-016-C', quantity: 5 },
      { line: 6, text: 'фывапролд' },
    ]);
  });

  it('skips only a first line as a header', () => {
    expect(parsePaste('A9F79110\nАртикул 2').map((row) => row.text)).toEqual(['A9F79110', 'Артикул']);
  });

  it('cuts a very long line rather than dropping it', () => {
    const [row] = parsePaste('x'.repeat(5000));
    expect(row!.text).toHaveLength(1000);
  });
});
