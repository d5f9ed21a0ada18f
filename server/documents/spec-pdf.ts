import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Spec } from '#shared/contract/specs';
import type { CompanyDetails } from './company-details';
import { documentMoney, documentQuantity } from './document-numbers';
import { pdfMaker } from './pdf-maker';
import { companyHeader, mutedColor, pageNumberFooter } from './pdf-parts';
import { specDocument, vatLabel, type SpecDocumentOptions } from './spec-document';

export const pdfColumns = ['№', 'Артикул', 'Наименование', 'Производитель', 'Ед.', 'Кол-во', 'Цена, ₽', 'Сумма, ₽', 'Примечание'] as const;
/**
 * Points on A4 landscape (762 between the margins): nine columns leave a name one or two lines, where
 * portrait wrapped it in four. The name takes what the others leave.
 */
const columnWidths = [18, 92, '*', 78, 26, 44, 62, 70, 130];

const gone = '#8a1c1c';
const muted = mutedColor;

/**
 * The specification as a PDF on A4 landscape (docs/behaviour.md, "Documents"): the same content as the XLSX,
 * in DejaVu Sans so Cyrillic renders and copies; the table's header repeats on every page, and every
 * page carries «Страница N из M» and the company and specification in its header after the first.
 */
export async function specPdf(spec: Spec, company: CompanyDetails, options: SpecDocumentOptions): Promise<Uint8Array> {
  const doc = specDocument(spec, company, options);
  const title = `Спецификация «${doc.title}»`;
  const headerRow: TableCell[] = pdfColumns.map((text) => ({ text, style: 'th' }));
  const body: TableCell[][] = [
    headerRow,
    ...doc.lines.map((line): TableCell[] => {
      const color = line.gone ? gone : undefined;
      return [
        { text: String(line.number), alignment: 'right', color },
        { text: line.article, color },
        { text: line.name, color },
        { text: line.brand, color },
        { text: line.unit, color },
        { text: documentQuantity(line.quantity, line.quantityDecimals), alignment: 'right', color },
        { text: line.price === null ? '—' : documentMoney(line.price), alignment: 'right', color },
        { text: line.sum === null ? '—' : documentMoney(line.sum), alignment: 'right', color },
        { text: line.note, color },
      ];
    }),
  ];
  const summary = (label: string, amount: string): Content => ({
    columns: [
      { text: label, alignment: 'right', bold: true },
      { text: amount, alignment: 'right', bold: true, width: 110 },
    ],
    margin: [0, 4, 0, 0],
  });

  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [40, 48, 40, 44],
    info: { title, author: company.name, creator: company.name, producer: company.name },
    defaultStyle: { font: 'DejaVuSans', fontSize: 8, lineHeight: 1.15 },
    styles: {
      company: { fontSize: 13, bold: true },
      title: { fontSize: 12, bold: true, margin: [0, 12, 0, 2] },
      th: { bold: true, fillColor: '#e8eef5', alignment: 'center' },
    },
    header: (page) =>
      page > 1 ? { text: `${company.name} · ${title}`, fontSize: 7, color: muted, margin: [40, 20, 40, 0] } : { text: '' },
    footer: pageNumberFooter(40, 12),
    content: [
      ...companyHeader(company),
      { text: title, style: 'title' },
      { text: `Дата: ${doc.date}`, margin: [0, 0, 0, 10] },
      {
        table: { headerRows: 1, dontBreakRows: true, widths: columnWidths, body },
        layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#999999', vLineColor: () => '#999999' },
      },
      summary('Итого:', `${documentMoney(doc.total)} ₽`),
      summary(doc.vat ? `${vatLabel(doc.vat)}:` : vatLabel(null), doc.vat ? `${documentMoney(doc.vat.amount)} ₽` : ''),
    ],
  };
  return new Uint8Array(await pdfMaker().createPdf(definition).getBuffer());
}
