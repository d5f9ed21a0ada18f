import { describe, expect, it } from 'vitest';
import { flashSchema } from '#shared/auth/flash';
import { specMessages } from '#shared/contract/spec-messages';
import { specLimits } from '#shared/contract/spec-limits';

/** The batch's messages (docs/behaviour.md, "Specification"): how many went in, which products are not in the catalogue. */
describe('«Всё в спецификацию» messages', () => {
  it('count the lines in Russian', () => {
    expect(specMessages.addedLines(1)).toBe('Добавлено в спецификацию: 1\u00a0строка');
    expect(specMessages.addedLines(3)).toBe('Добавлено в спецификацию: 3\u00a0строки');
    expect(specMessages.addedLines(500)).toBe('Добавлено в спецификацию: 500\u00a0строк');
  });

  it('name a few unknown products and count the rest', () => {
    expect(specMessages.unknownProducts(['a', 'b'])).toBe('Нет в каталоге: a, b');
    const many = Array.from({ length: 40 }, (_, i) => `maker-article-${i}`);
    const text = specMessages.unknownProducts(many);
    expect(text).toMatch(/^Нет в каталоге: maker-article-0, maker-article-1, .* и ещё \d+$/);
    const shown = text
      .replace(/^Нет в каталоге: /, '')
      .replace(/ и ещё \d+$/, '')
      .split(', ');
    expect(shown.length + Number(/и ещё (\d+)$/.exec(text)![1])).toBe(40);
  });

  it('a form post’s notice of the biggest batch with the longest ids still fits the flash cookie’s notice', () => {
    const ids = Array.from({ length: specLimits.lines }, (_, i) => `x${String(i).padStart(79, '0')}`);
    const text = `${specMessages.addedLines(specLimits.lines)}. ${specMessages.unknownProducts(ids)}`;
    expect(flashSchema.safeParse({ notice: { tone: 'error', text } }).success).toBe(true);
  });
});
