import { describe, expect, it } from 'vitest';
import { fitText, textWidth, wrapText } from '#client/features/elpanels/text-fit';

describe('fitting text without measuring it', () => {
  it('estimates wider letters wider', () => {
    expect(textWidth('Ш', 10)).toBeGreaterThan(textWidth('о', 10));
    expect(textWidth('ii', 10)).toBeLessThan(textWidth('оо', 10));
    expect(textWidth('', 10)).toBe(0);
    expect(textWidth('абв', 20)).toBeCloseTo(2 * textWidth('абв', 10));
  });

  it('keeps a text that fits and cuts one that does not with an ellipsis', () => {
    expect(fitText('C16', 100, 7)).toBe('C16');
    const cut = fitText('Посудомоечная машина', 40, 7);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 7)).toBeLessThanOrEqual(40);
    expect('Посудомоечная машина'.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('wraps between words and ends the last line with an ellipsis when there is more', () => {
    expect(wrapText('Кухня, розетки', 200, 6, 2)).toEqual(['Кухня, розетки']);
    expect(wrapText('Кухня, розетки', 40, 6, 2)).toEqual(['Кухня,', 'розетки']);
    const lines = wrapText('Свет, комнаты и коридор второго этажа', 40, 6, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(textWidth(line, 6)).toBeLessThanOrEqual(40);
  });

  it('cuts a word too long for a line of its own instead of breaking it without a hyphen', () => {
    expect(wrapText('Кухня, розетки', 16, 6, 2)).toEqual(['Ку…', 'роз…']);
    expect(wrapText('', 40, 6, 2)).toEqual([]);
    expect(wrapText('Кухня', 40, 6, 0)).toEqual([]);
  });
});
