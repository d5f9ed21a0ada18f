import type { Spec } from '#shared/contract/specs';
import { cellText } from './cell-text';
import { companyLines, type CompanyDetails } from './company-details';
import { excel } from './excel';
import { specDocument, vatLabel, type SpecDocumentOptions } from './spec-document';

/** Money as Excel and LibreOffice both show it: «1 234,50 ₽» in a Russian locale. */
export const moneyFormat = '#,##0.00 "₽"';
/** Whole pieces, or metres to a decimetre. */
export const quantityFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

export const workbookColumns = [
  { header: '№', width: 6 },
  { header: 'Артикул', width: 18 },
  { header: 'Наименование', width: 48 },
  { header: 'Производитель', width: 18 },
  { header: 'Ед.', width: 6 },
  { header: 'Кол-во', width: 10 },
  { header: 'Цена', width: 14 },
  { header: 'Сумма', width: 16 },
  { header: 'Примечание', width: 30 },
] as const;
export const sheetName = 'Спецификация';

/** A text cell, or an empty one: never an empty string. */
const text = (value: string) => (value ? cellText(value) : null);

const thin = { style: 'thin' } as const;
const box = { top: thin, left: thin, bottom: thin, right: thin } as const;

/**
 * The specification as an XLSX workbook of one sheet (docs/behaviour.md, "Documents"): the company's
 * details, the name and the date, a table of the lines, «Итого» and the VAT line. Values are written,
 * never formulas; text goes through `cellText`, so no text cell starts like a formula.
 */
export async function specWorkbook(spec: Spec, company: CompanyDetails, options: SpecDocumentOptions): Promise<Uint8Array> {
  const doc = specDocument(spec, company, options);
  const workbook = new (excel().Workbook)();
  workbook.creator = cellText(company.name);
  workbook.created = options.date;
  const sheet = workbook.addWorksheet(sheetName, {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = workbookColumns.map((column) => ({ width: column.width }));

  const title = (text: string, size: number) => {
    const row = sheet.addRow([cellText(text)]);
    row.getCell(1).font = { bold: true, size };
  };
  if (company.name) title(company.name, 14);
  for (const line of companyLines(company)) sheet.addRow([cellText(line)]);
  sheet.addRow([]);
  title(`Спецификация «${doc.title}»`, 13);
  sheet.addRow([`Дата: ${doc.date}`]);
  sheet.addRow([]);

  const header = sheet.addRow(workbookColumns.map((column) => column.header));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.border = box;
    cell.alignment = { vertical: 'middle', horizontal: 'center', wrapText: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF5' } };
  });
  // The header stays in view while scrolling and is printed on every page.
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  sheet.pageSetup.printTitlesRow = `${header.number}:${header.number}`;

  for (const line of doc.lines) {
    const row = sheet.addRow([
      line.number,
      text(line.article),
      text(line.name),
      text(line.brand),
      text(line.unit),
      line.quantity,
      line.price,
      line.sum,
      text(line.note),
    ]);
    row.getCell(6).numFmt = quantityFormat(line.quantityDecimals);
    row.getCell(7).numFmt = moneyFormat;
    row.getCell(8).numFmt = moneyFormat;
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cell.border = box;
      cell.alignment = { vertical: 'top', wrapText: column === 3 || column === 9 };
    });
    if (line.gone) row.font = { color: { argb: 'FF8A1C1C' } };
  }

  const summary = (label: string, amount: number | null) => {
    const row = sheet.addRow([]);
    row.getCell(7).value = label;
    row.getCell(7).font = { bold: true };
    row.getCell(7).alignment = { horizontal: 'right' };
    if (amount !== null) {
      row.getCell(8).value = amount;
      row.getCell(8).numFmt = moneyFormat;
      row.getCell(8).font = { bold: true };
    }
  };
  summary('Итого:', doc.total);
  summary(`${vatLabel(doc.vat)}${doc.vat ? ':' : ''}`, doc.vat?.amount ?? null);

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
