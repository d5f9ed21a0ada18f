import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BillLine } from '#shared/designer/bill-of-materials';
import { formatDate } from '#shared/dates';
import type { CompanyDetails } from './company-details';
import { documentMoney, documentQuantity } from './document-numbers';
import { pdfMaker } from './pdf-maker';
import { addressBlock, companyHeader, mutedColor, pageNumberFooter } from './pdf-parts';

/** What a design's bill of materials prints (docs/designer.md, "Documents"). */
export interface BillOfMaterialsDocument {
  readonly company: CompanyDetails;
  /** The design's title. */
  readonly title: string;
  readonly date: Date;
  /** The design's result page, where the bill came from. */
  readonly url: string;
  readonly lines: readonly BillLine[];
  /** Roubles: the design's total, as the result page shows it. */
  readonly total: number;
  /** The rules' findings that say the bill is incomplete (a product gone from the catalogue). */
  readonly missing: readonly string[];
}

export const billColumns = ['№', 'Артикул', 'Наименование', 'Кол-во', 'Цена, ₽', 'Сумма, ₽'] as const;
/** Points on A4 portrait (499 between the margins); the name takes what the others leave. */
const columnWidths = [18, 80, '*', 40, 62, 70];

/**
 * The bill of materials on A4 portrait (docs/designer.md, "Documents"): the company's header, the
 * design and its address (as a QR code too when short enough to scan from paper), a line a product
 * with its article, quantity, price and sum, and the total; the table's header repeats on every page.
 */
export function billOfMaterialsDefinition(bill: BillOfMaterialsDocument): TDocumentDefinitions {
  const { company } = bill;
  const heading = `Состав и смета: ${bill.title}`;
  const body: TableCell[][] = [
    billColumns.map((text): TableCell => ({ text, bold: true, fillColor: '#e8eef5', alignment: 'center' })),
    ...bill.lines.map((line, i): TableCell[] => [
      { text: String(i + 1), alignment: 'right' },
      { text: line.article },
      { text: line.name },
      { text: documentQuantity(line.quantity, 0), alignment: 'right' },
      { text: documentMoney(line.unitPrice), alignment: 'right' },
      { text: documentMoney(line.sum), alignment: 'right' },
    ]),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    info: { title: heading, author: company.name, creator: company.name, producer: company.name },
    defaultStyle: { font: 'DejaVuSans', fontSize: 8.5, lineHeight: 1.15 },
    styles: { company: { fontSize: 13, bold: true }, title: { fontSize: 13, bold: true, margin: [0, 12, 0, 2] } },
    footer: pageNumberFooter(48, 16, 'Состав и смета'),
    content: [
      ...companyHeader(company),
      { text: 'Состав и смета щита', style: 'title' },
      { text: bill.title, bold: true },
      { text: `Дата: ${formatDate(bill.date.toISOString())}`, margin: [0, 4, 0, 2] },
      addressBlock('Адрес проекта (по нему откроется этот же щит):', bill.url, 80, 10),
      bill.lines.length
        ? {
            table: { headerRows: 1, dontBreakRows: true, widths: columnWidths, body },
            layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#999999', vLineColor: () => '#999999' },
          }
        : { text: 'В щите пока ничего нет.' },
      {
        columns: [
          { text: 'Итого:', alignment: 'right', bold: true },
          { text: `${documentMoney(bill.total)} ₽`, alignment: 'right', bold: true, width: 110 },
        ],
        margin: [0, 6, 0, 0],
      },
      ...bill.missing.map((text): Content => ({ text, color: '#8a1c1c', margin: [0, 6, 0, 0] })),
      { text: 'Цены — по каталогу на дату документа.', color: mutedColor, margin: [0, 12, 0, 0] },
    ],
  };
}

export async function billOfMaterialsPdf(bill: BillOfMaterialsDocument): Promise<Uint8Array> {
  return new Uint8Array(await pdfMaker().createPdf(billOfMaterialsDefinition(bill)).getBuffer());
}
