import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Design } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import { moduleWidthMm } from '#shared/designer/din-width';
import { conductorLegend } from '#client/features/elpanels/conductor-colours';
import { stripBlockMm } from '#client/features/elpanels/MarkingStrips';
import { markingStrips, type MarkingStrip } from '#client/features/elpanels/marking-strips-layout';
import type { CompanyDetails } from './company-details';
import { markingStripsSvg } from './design-svg';
import { pdfMaker } from './pdf-maker';
import { companyHeader, mutedColor, pageNumberFooter } from './pdf-parts';

/**
 * The panel's marking strips on A4 landscape (docs/designer.md, "Documents"): the legend first,
 * then the strips, a few a page, each drawn by MarkingStrips in millimetres and placed at exactly
 * its size, so a module prints 17.5 mm when the page prints at 100 %.
 */
export interface PanelLabels {
  readonly company: CompanyDetails;
  readonly title: string;
  readonly design: Design;
  readonly factsById: FactsById;
}

const pointsPerMm = 72 / 25.4;
const marginMm = 10;
/** A4 landscape's width less the margins: what the strips and their scissors may take. */
export const labelSheetWidthMm = 297 - 2 * marginMm;
/** The room past a strip's end for the scissors mark. */
const scissorsRoomMm = 6;
/** Strips on the first page, under the heading and the legend, and on every other. */
const firstPageStrips = 4;
const pageStrips = 6;

export const labelNotes = {
  empty: 'На рейках нет устройств — маркировать нечего.',
  scale: 'Печатайте в масштабе 100 % («Фактический размер»), не «По размеру страницы»: тогда ширина каждой ячейки равна ширине аппарата.',
  cut: 'Вырежьте полосу по пунктиру (✂) и вставьте в окно маркировки под рейкой.',
};

/** The strips as the pages take them. */
function pagesOf(strips: readonly MarkingStrip[]): MarkingStrip[][] {
  const pages = [strips.slice(0, firstPageStrips)];
  for (let i = firstPageStrips; i < strips.length; i += pageStrips) pages.push(strips.slice(i, i + pageStrips));
  return pages.filter((page) => page.length > 0);
}

/** The strips of a design for the labels' documents: the PDF's pages and the SVG. */
export function panelStrips(design: Design, factsById: FactsById): MarkingStrip[] {
  return markingStrips(design, factsById, labelSheetWidthMm - scissorsRoomMm);
}

/** Every strip one under another in one SVG, millimetres as units: the labels' SVG document. */
export function panelLabelsSvg(labels: PanelLabels): string {
  const svg = markingStripsSvg(panelStrips(labels.design, labels.factsById), labelSheetWidthMm, `Маркировка щита: ${labels.title}`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`;
}

export function panelLabelsDefinition(labels: PanelLabels): TDocumentDefinitions {
  const { company, title } = labels;
  const strips = panelStrips(labels.design, labels.factsById);
  const pages = pagesOf(strips);
  const sheets = pages.map((page, i): Content => {
    const heightMm = page.length * stripBlockMm;
    return {
      svg: markingStripsSvg(page, labelSheetWidthMm, `Маркировка щита: ${title}`),
      width: labelSheetWidthMm * pointsPerMm,
      height: heightMm * pointsPerMm,
      margin: [0, i === 0 ? 10 : 0, 0, 0],
      ...(i > 0 ? { pageBreak: 'before' as const } : {}),
    };
  });
  const margin = marginMm * pointsPerMm;
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [margin, margin, margin, margin + 6],
    info: { title: `Маркировка щита: ${title}`, author: company.name, creator: company.name, producer: company.name },
    defaultStyle: { font: 'DejaVuSans', fontSize: 8, lineHeight: 1.15 },
    styles: { company: { fontSize: 12, bold: true }, title: { fontSize: 13, bold: true, margin: [0, 8, 0, 2] } },
    footer: pageNumberFooter(margin, 4, 'Маркировка щита'),
    content: [
      ...companyHeader(company),
      { text: 'Маркировка щита', style: 'title' },
      { text: title, bold: true, margin: [0, 0, 0, 4] },
      {
        text: `Ширина модуля ${String(moduleWidthMm).replace('.', ',')} мм. Цвета проводников по ГОСТ Р 50462-2009: ${conductorLegend}.`,
      },
      { text: labelNotes.scale, color: mutedColor },
      { text: labelNotes.cut, color: mutedColor },
      ...(strips.length ? sheets : [{ text: labelNotes.empty, margin: [0, 12, 0, 0] } satisfies Content]),
    ],
  };
}

export async function panelLabelsPdf(labels: PanelLabels): Promise<Uint8Array> {
  return new Uint8Array(await pdfMaker().createPdf(panelLabelsDefinition(labels)).getBuffer());
}
