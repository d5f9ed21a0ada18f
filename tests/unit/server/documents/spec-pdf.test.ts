/**
 * The PDF of a specification read back with pdf-parse (docs/behaviour.md, "Documents"): Cyrillic
 * that a reader can copy, the company header, the total and VAT, «Страница N из M» on every page and
 * the table's header repeated on each page of a long specification.
 */
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { specPdf } from '#server/documents/spec-pdf';
import { sampleCompany, sampleLine, sampleSpec } from '#tests/support/spec-samples';
import type { Spec } from '#shared/contract/specs';

const date = new Date('2026-11-25T12:00:00Z');

async function readBack(spec: Spec, vatPercent = 22) {
  const bytes = await specPdf(spec, sampleCompany, { date, vatPercent });
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  // A copy: the parser takes over the buffer it is given.
  const parser = new PDFParse({ data: bytes.slice() });
  try {
    const [text, info] = [await parser.getText(), await parser.getInfo()];
    // Spaces as a reader pastes them: no-break spaces and runs of spaces become one space.
    const plain = (s: string) => s.replace(/[\u00a0\u202f\s]+/g, ' ');
    return { text: plain(text.text), pages: text.pages.map((p) => plain(p.text)), info, bytes };
  } finally {
    await parser.destroy();
  }
}

describe('the specification as PDF', () => {
  it('has the company, the name, the date, the lines, «Итого» and «в т.ч. НДС» in copyable Cyrillic', async () => {
    const { text, pages, info } = await readBack(sampleSpec(5));
    expect(pages).toHaveLength(1);
    for (const expected of [
      'ООО «ЭлектроЩит Про»',
      'ИНН 7701234567',
      'г. Москва, ул. Электродная, д. 2',
      'Тел.: +7 (495) 123-45-67, E-mail: sales@example.ru',
      'Спецификация «Щит ВРУ-1, корпус Б»',
      'Дата: 25 ноября 2026',
      'Автоматический выключатель ВА47-29 3P 25А C (0)',
      'mva20-3-025-C-0',
      '1 091,25',
      'Итого: 11 296,25 ₽',
      'в т.ч. НДС 22 %: 2 037,03 ₽',
      'Страница 1 из 1',
      'щит 3',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info.info?.Title).toBe('Спецификация «Щит ВРУ-1, корпус Б»');
  });

  it('embeds its font: no page relies on a font the reader may lack', async () => {
    const { bytes } = await readBack(sampleSpec(2));
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/FontFile2 /);
    expect(raw).toMatch(/DejaVuSans/);
  });

  it('repeats the table header and numbers the pages of a long specification', async () => {
    const spec = sampleSpec(70);
    spec.lines.push({ ...sampleLine(70), productId: 'gone-1', product: null });
    const { pages } = await readBack(spec, 0);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain(`Страница ${i + 1} из ${pages.length}`);
      expect(page, `page ${i + 1}`).toMatch(/№ Артикул Наименование Производитель Ед. Кол-во Цена, ₽ Сумма, ₽ Примечание/);
    });
    expect(pages[1]).toContain('ООО «ЭлектроЩит Про» · Спецификация «Щит ВРУ-1, корпус Б»');
    const last = pages.at(-1)!;
    expect(last).toContain('Кабель ВВГнг(А)-LS 3×2,5 (69)');
    expect(last).toContain('Товар больше не продаётся (нет в каталоге)');
    expect(last).toContain('Без НДС');
  });
});
