/** How a typed article meets the catalogue's (docs/behaviour.md, "Bulk add"): each tolerance by hand-picked cases. */
import { describe, expect, it } from 'vitest';
import { articleKey, asLatinLayout, asRussianLayout, layoutReadings } from '#shared/specs/article-key';

const same = (typed: string, article: string) => expect(articleKey(typed), `${typed} ~ ${article}`).toBe(articleKey(article));

describe('an article key', () => {
  it('ignores case', () => {
    same('mva20-1-016-c', 'MVA20-1-016-C');
    same('MCB4763-1-16C-PRO', 'mcb4763-1-16C-pro');
  });
  it('ignores spaces, hyphens, dots and slashes', () => {
    same('MVA20 1 016 C', 'MVA20-1-016-C');
    same('MVA20.1.016.C', 'MVA20-1-016-C');
    same('MVA20/1/016/C', 'MVA20-1-016-C');
    same('A9F 791-10', 'A9F79110');
  });
  it('ignores leading zeros of each number', () => {
    same('MVA20-1-16-C', 'MVA20-1-016-C');
    same('SVA10-3-125', 'SVA10-3-0125');
    // …but not the zeros inside one: 1-016 is never 1016.
    expect(articleKey('MVA20-1-016-C')).not.toBe(articleKey('MVA20-10-16-C'));
  });
  it('reads Cyrillic look-alikes as Latin', () => {
    // М, В, А, С typed on a Russian keyboard.
    same('МVА20-1-016-С', 'MVA20-1-016-C');
    same('А9F79110', 'A9F79110');
    same('ЕZ9F34116', 'EZ9F34116');
    same('КМ-40-40', 'km-40-40');
    same('НТ-РО-ХУ', 'HT-PO-XY');
  });
  it('reads the letter O as the digit 0', () => {
    same('MVA2O-1-O16-C', 'MVA20-1-016-C');
    same('2CDS251OO1R0164', '2CDS251001R0164');
  });
  it('keeps different articles apart', () => {
    expect(articleKey('A9F79110')).not.toBe(articleKey('A9F79116'));
    expect(articleKey('MVA20-1-016-C')).not.toBe(articleKey('MVA20-1-016-B'));
  });
});

describe('the wrong keyboard layout', () => {
  it('reads Russian-layout typing as Latin', () => {
    expect(asLatinLayout('ф9а79110')).toBe('a9f79110');
    expect(asLatinLayout('ЬМФ20-1-016-С')).toBe('MVA20-1-016-C');
    expect(asLatinLayout('ьси4763-1-16с-зкщ')).toBe('mcb4763-1-16c-pro');
  });
  it('reads Latin-layout typing as Russian', () => {
    expect(asRussianLayout('DF47-29')).toBe('ВА47-29');
    expect(asRussianLayout('gdc 3[1,5')).toBe('пвс 3х1б5');
    expect(asRussianLayout('Ytdf')).toBe('Нева');
  });
  it('offers the text as typed first, then the other layout where its letters allow', () => {
    expect(layoutReadings('A9F79110')).toEqual(['A9F79110', 'Ф9А79110']);
    expect(layoutReadings('ф9а79110')).toEqual(['ф9а79110', 'a9f79110']);
    expect(layoutReadings('419662')).toEqual(['419662']);
  });
});
