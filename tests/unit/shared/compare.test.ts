/** The comparison's rules (docs/behaviour.md, "Comparison"): which ids an address holds, and how rows line up. */
import { describe, expect, test } from 'vitest';
import { compareRows } from '#shared/catalog/compare';
import { compareHref, compareLimit, parseCompareIds } from '#shared/catalog/compare-list';

const spec = (key: string, value: string, label = key) => ({ key, label, value });

describe('parseCompareIds', () => {
  test('keeps the order, drops duplicates, garbage and everything past six, and says so', () => {
    expect(parseCompareIds('b,a,b')).toEqual({ ids: ['b', 'a'], problems: ['duplicates'] });
    expect(parseCompareIds(' a , <x>,,b')).toEqual({ ids: ['a', 'b'], problems: ['invalid'] });
    expect(parseCompareIds('1,2,3,4,5,6,7,8')).toEqual({ ids: ['1', '2', '3', '4', '5', '6'], problems: ['tooMany'] });
    expect(parseCompareIds('')).toEqual({ ids: [], problems: [] });
    expect(parseCompareIds(null)).toEqual({ ids: [], problems: [] });
    expect(parseCompareIds('a.b.a', '.')).toEqual({ ids: ['a', 'b'], problems: ['duplicates'] });
  });

  test('a huge list is cut to six, with the limit named', () => {
    const huge = Array.from({ length: 100_000 }, (_, i) => `p${i}`).join(',');
    const parsed = parseCompareIds(huge);
    expect(parsed.ids).toHaveLength(compareLimit);
    expect(parsed.problems).toEqual(['tooMany']);
  });

  test('the address round-trips', () => {
    expect(compareHref(['a', 'b'])).toBe('/catalog/compare?ids=a,b');
    expect(compareHref(['a', 'b'], true)).toBe('/catalog/compare?ids=a,b&diff=1');
    expect(compareHref([])).toBe('/catalog/compare');
    expect(parseCompareIds(new URL(compareHref(['a-1', 'b_2']), 'http://x').searchParams.get('ids')).ids).toEqual(['a-1', 'b_2']);
  });
});

describe('compareRows', () => {
  const breakers = [
    { specs: [spec('poles', '1P'), spec('rating', '16 А'), spec('curve', 'C')] },
    { specs: [spec('poles', '1P'), spec('rating', '25 А'), spec('curve', 'C'), spec('breaking', '6 кА')] },
    { specs: [spec('rating', '16  а'), spec('poles', '1P'), spec('curve', 'C')] },
  ];

  test('aligns by key in first-seen order, a missing value is null, values keep their units', () => {
    const rows = compareRows(breakers, false);
    expect(rows.map((row) => row.key)).toEqual(['poles', 'rating', 'curve', 'breaking']);
    expect(rows.find((row) => row.key === 'rating')?.values).toEqual(['16 А', '25 А', '16  а']);
    expect(rows.find((row) => row.key === 'breaking')?.values).toEqual([null, '6 кА', null]);
  });

  test('«только различия» keeps only rows that differ; spacing and case do not make a difference', () => {
    expect(compareRows(breakers, true).map((row) => row.key)).toEqual(['rating', 'breaking']);
    expect(compareRows([breakers[0]!, breakers[2]!], true)).toEqual([]);
  });

  test('one product differs from nothing', () => {
    expect(compareRows([breakers[1]!], true)).toEqual([]);
    expect(compareRows([breakers[1]!], false)).toHaveLength(4);
  });
});
