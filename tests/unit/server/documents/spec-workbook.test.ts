/**
 * The XLSX of a specification read back with ExcelJS (docs/behaviour.md, "Documents"): the header,
 * the lines' values and number formats, «Итого» and the VAT, a line whose product is gone, and no
 * text cell that a spreadsheet could take for a formula.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { moneyFormat, sheetName, specWorkbook, workbookColumns } from '#server/documents/spec-workbook';
import { sampleCompany, sampleLine, sampleSpec } from '#tests/support/spec-samples';
import type { Spec } from '#shared/contract/specs';

const date = new Date('2026-11-25T12:00:00Z');

async function readBack(spec: Spec, vatPercent = 22) {
  const bytes = await specWorkbook(spec, sampleCompany, { date, vatPercent });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.getWorksheet(sheetName)!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const headerIndex = rows.findIndex((row) => row.getCell(1).value === '№');
  return { sheet, rows, header: rows[headerIndex]!, lines: rows.slice(headerIndex + 1) };
}

const texts = (row: ExcelJS.Row) => workbookColumns.map((_, i) => row.getCell(i + 1).value);

describe('the specification as XLSX', () => {
  it("carries the company's details, the name and the date above the table", async () => {
    const { rows, header } = await readBack(sampleSpec(3));
    const above = rows.slice(0, rows.indexOf(header)).map((row) => String(row.getCell(1).value));
    expect(above).toEqual([
      'ООО «ЭлектроЩит Про»',
      'ИНН 7701234567',
      'г. Москва, ул. Электродная, д. 2',
      'Тел.: +7 (495) 123-45-67, E-mail: sales@example.ru',
      'Спецификация «Щит ВРУ-1, корпус Б»',
      'Дата: 25 ноября 2026',
    ]);
    expect(texts(header)).toEqual(workbookColumns.map((c) => c.header));
    expect(texts(header).slice(0, 8)).toEqual(['№', 'Артикул', 'Наименование', 'Производитель', 'Ед.', 'Кол-во', 'Цена', 'Сумма']);
  });

  it('lists every line with numbers as numbers in money formats, then «Итого» and «в т.ч. НДС»', async () => {
    const spec = sampleSpec(5);
    const { lines, sheet } = await readBack(spec);
    const first = lines[0]!;
    expect(texts(first)).toEqual([
      1,
      'mva20-3-025-C-0',
      'Автоматический выключатель ВА47-29 3P 25А C (0)',
      'EKF',
      'шт',
      1,
      1000,
      1000,
      'щит 0',
    ]);
    expect(first.getCell(7).numFmt).toBe(moneyFormat);
    expect(first.getCell(8).numFmt).toBe(moneyFormat);
    expect(first.getCell(6).numFmt).toBe('#,##0');
    const cable = lines[4]!;
    expect(cable.getCell(5).value).toBe('м');
    expect(cable.getCell(6).value).toBe(12.5);
    expect(cable.getCell(6).numFmt).toBe('#,##0.0');
    // 87,30 ₽ × 12,5 м = 1 091,25 ₽
    expect(cable.getCell(8).value).toBe(1091.25);

    // 1000×1 + 1010,25×2 + 1020,50×3 + 1030,75×4 + 1091,25 = 11 296,25
    const total = lines[5]!;
    expect(total.getCell(7).value).toBe('Итого:');
    expect(total.getCell(8).value).toBe(11296.25);
    expect(total.getCell(8).numFmt).toBe(moneyFormat);
    const vat = lines[6]!;
    expect(vat.getCell(7).value).toBe('в т.ч. НДС 22 %:');
    // 11 296,25 × 22 / 122 = 2 037,03
    expect(vat.getCell(8).value).toBe(2037.03);
    expect(lines).toHaveLength(7);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen' });
    expect(sheet.getColumn(3).width).toBeGreaterThan(sheet.getColumn(1).width!);
  });

  it('says «Без НДС» when the operator sells without VAT', async () => {
    const { lines } = await readBack(sampleSpec(2), 0);
    expect(lines.at(-1)!.getCell(7).value).toBe('Без НДС');
    expect(lines.at(-1)!.getCell(8).value).toBeNull();
  });

  it('keeps a line whose product left the catalogue, marked, without a price, out of the total', async () => {
    const spec = sampleSpec(2);
    spec.lines.push({ ...sampleLine(2), productId: 'gone-1', product: null, note: 'был в проекте' });
    const { lines } = await readBack(spec);
    expect(texts(lines[2]!).slice(0, 6)).toEqual([3, 'gone-1', 'Товар больше не продаётся (нет в каталоге)', null, null, 3]);
    expect(lines[2]!.getCell(8).value).toBeNull();
    expect(lines[3]!.getCell(8).value).toBe(1000 + 1010.25 * 2);
  });

  it('writes no text cell that starts like a formula; numbers stay numbers', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","нажми")', '+1', '-2', '@x', '\tтаб', '\rвозврат', '=1+1'];
    const spec = sampleSpec(0, { name: '=cmd|calc!A1' });
    spec.lines = hostile.map((note, i) => {
      const line = sampleLine(i, { note });
      return { ...line, product: { ...line.product!, name: i % 2 ? `-${line.product!.name}` : line.product!.name, article: `+${i}` } };
    });
    const { sheet } = await readBack(spec);
    const textCells: string[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') textCells.push(cell.value);
        expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      }),
    );
    expect(textCells.filter((text) => /^[=+\-@\t\r]/.test(text))).toEqual([]);
    expect(textCells).toContain(`'=HYPERLINK("http://evil.example","нажми")`);
    expect(textCells).toContain("'-2");
    expect(textCells).toContain('Спецификация «=cmd|calc!A1»');
    // The quantities and prices are still numbers.
    const numbers: unknown[] = [];
    sheet.eachRow((row) => numbers.push(row.getCell(6).value));
    expect(numbers.filter((n) => typeof n === 'number').length).toBe(hostile.length);
  });
});
