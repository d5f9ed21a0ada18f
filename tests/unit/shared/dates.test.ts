import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, formatDate, formatShortDate, shortDateFormat } from '../../../shared/dates';

describe('dates', () => {
  it('writes long dates the Russian way, in UTC', () => {
    expect(formatDate('2026-03-12T23:30:00.000Z')).toBe('12 марта 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes compact dates as spec §9 says: mm/dd/yy, weeks from Sunday', () => {
    expect(shortDateFormat).toBe('mm/dd/yy');
    expect(firstDayOfWeek).toBe(0);
    expect(formatShortDate('2026-11-05T10:00:00.000Z')).toBe('11/05/26');
    expect(formatShortDate('')).toBe('');
  });
});
