import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { allReferences, referenceText, stepText, type Explanation, type Factor } from '#shared/calculators/explanation';
import type { Line } from '#shared/calculators/result';
import { formatDate } from '#shared/dates';
import type { CompanyDetails } from './company-details';
import type { NoteResults } from './calculation-results';
import { pdfMaker } from './pdf-maker';
import { addressBlock, companyHeader, mutedColor, pageNumberFooter } from './pdf-parts';

/** What a calculation note prints (docs/calculators.md, "Calculation note"). */
export interface CalculationNote {
  company: CompanyDetails;
  /** The calculator's name, as its page is titled. */
  calculator: string;
  date: Date;
  /** The shareable address of the result: the calculator's page with the calculation's query. */
  url: string;
  inputs: readonly Line[];
  results: NoteResults;
  explanation: Explanation;
}

const muted = mutedColor;

const heading = (text: string): Content => ({ text, style: 'h2' });
const subheading = (text: string): Content => ({ text, style: 'h3' });

/** Label and value in two columns, as the page's lists of numbers. */
function lineTable(lines: readonly Line[]): Content {
  return {
    table: {
      widths: [200, '*'],
      body: lines.map((item) => [
        { text: item.label, color: muted },
        { text: item.text, bold: true },
      ]),
    },
    // Rules between the rows only: the first row is a value like the others, not a header.
    layout: {
      hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#cccccc',
    },
  };
}

function factorLine(factor: Factor): string {
  const source = factor.reference
    ? `${referenceText(factor.reference)}; ${factor.origin}.`
    : `${factor.origin[0]!.toUpperCase()}${factor.origin.slice(1)}.`;
  return `${factor.symbol} = ${factor.value} — ${factor.name}. ${source}`;
}

/** Each document cited once, with its edition: the list of sources at the note's end. */
function sourceList(explanation: Explanation): string[] {
  const sources = allReferences(explanation).map((ref) => [ref.standard, ref.edition].filter(Boolean).join(', '));
  return [...new Set(sources)];
}

/** The note as pdfmake's document: A4 portrait, DejaVu Sans, «Страница N из M» on every page. */
export function calculationNoteDefinition(note: CalculationNote): TDocumentDefinitions {
  const { company, explanation } = note;
  const title = `Расчётная записка: ${note.calculator}`;
  const sources = sourceList(explanation);
  return {
    pageSize: 'A4',
    pageMargins: [48, 48, 48, 48],
    info: { title, author: company.name, creator: company.name, producer: company.name },
    defaultStyle: { font: 'DejaVuSans', fontSize: 9, lineHeight: 1.2 },
    styles: {
      company: { fontSize: 13, bold: true },
      title: { fontSize: 14, bold: true, margin: [0, 14, 0, 2] },
      h2: { fontSize: 11, bold: true, margin: [0, 14, 0, 6] },
      h3: { fontSize: 9.5, bold: true, margin: [0, 8, 0, 4] },
      formula: { margin: [0, 1, 0, 3] },
    },
    footer: pageNumberFooter(48, 16, note.calculator),
    content: [
      ...companyHeader(company),
      { text: 'Расчётная записка', style: 'title' },
      { text: note.calculator, fontSize: 12, bold: true },
      { text: `Дата: ${formatDate(note.date.toISOString())}`, margin: [0, 4, 0, 8] },
      addressBlock('Адрес расчёта (по нему откроется этот же результат):', note.url, 96),

      heading('Исходные данные'),
      lineTable(note.inputs),

      heading('Результат'),
      lineTable(note.results.lines),
      ...note.results.messages.map((text): Content => ({ text, margin: [0, 6, 0, 0] })),

      heading('Как считали'),
      { text: explanation.method },
      subheading('Расчёт'),
      {
        ol: explanation.steps.map((step) => ({
          stack: [
            { text: step.title, bold: true },
            { text: stepText(step), style: 'formula' },
          ],
        })),
      },
      ...(explanation.references.length
        ? [
            subheading('Нормативы и таблицы'),
            { ul: explanation.references.map((ref) => ({ text: [referenceText(ref), { text: ` (${ref.use})`, color: muted }] })) },
          ]
        : []),
      subheading('Коэффициенты'),
      explanation.factors.length
        ? { ul: explanation.factors.map(factorLine) }
        : { text: 'Поправочные коэффициенты не применялись — см. допущения.' },
      subheading('Допущения и границы применимости'),
      { ul: explanation.assumptions },

      ...(sources.length ? [heading('Список источников'), { ol: sources }] : []),
    ],
  };
}

export async function calculationNotePdf(note: CalculationNote): Promise<Uint8Array> {
  return new Uint8Array(await pdfMaker().createPdf(calculationNoteDefinition(note)).getBuffer());
}
