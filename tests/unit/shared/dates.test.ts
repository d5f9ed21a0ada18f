import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate } from '#shared/dates';

describe('dates', () => {
  it('writes long dates the Russian way, in UTC', () => {
    expect(formatDate('2026-03-12T23:30:00.000Z')).toBe('12 марта 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes compact dates as mm/dd/yy, in UTC', () => {
    expect(formatShortDate('2026-11-05T10:00:00.000Z')).toBe('11/05/26');
    // Late in the evening in Moscow is already the next day in UTC: the date is UTC's.
    expect(formatShortDate('2026-12-31T23:30:00.000Z')).toBe('12/31/26');
    expect(formatShortDate('2026-01-09T00:00:00.000+03:00')).toBe('01/08/26');
    expect(formatShortDate('')).toBe('');
    expect(formatShortDate('2026-13-45')).toBe('');
  });
});
