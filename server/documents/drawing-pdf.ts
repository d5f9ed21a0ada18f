import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CompanyDetails } from './company-details';
import type { Drawing } from './design-svg';
import { drawingMargins, drawingPlan } from './drawing-pages';
import { pdfMaker } from './pdf-maker';
import { mutedColor, pageNumberFooter } from './pdf-parts';

/** What a drawing's documents print besides the drawing (docs/designer.md, "Documents"). */
export interface DrawingDocument {
  readonly company: CompanyDetails;
  /** «Однолинейная схема», «Схема на DIN-рейке». */
  readonly kind: string;
  /** The design's title («Щит … на 24 модуля»). */
  readonly title: string;
  readonly drawing: Drawing;
}

const pointsPerMm = 72 / 25.4;

/** The drawing's root with its size on paper. */
function sized(svg: string, widthMm: number, heightMm: number): string {
  // Rounded up, so the scale never comes out under the one planned.
  const mm = (value: number) => `${Math.ceil(value * 10) / 10}mm`;
  return svg.replace(/^<svg([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(?:width|height)="[^"]*"/g, '');
    return `<svg${kept} width="${mm(widthMm)}" height="${mm(heightMm)}">`;
  });
}

/**
 * The drawing as an SVG file: the whole of it at the scale its PDF prints at, so one that fits a
 * page prints as that page, and text never comes out under 7 pt at 100 %.
 */
export function drawingSvgFile(drawing: Drawing): string {
  const plan = drawingPlan(drawing);
  const svg = sized(drawing.svg, (drawing.width * plan.scale) / pointsPerMm, (drawing.height * plan.scale) / pointsPerMm);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`;
}

/**
 * The drawing as a PDF: A4 or A3 landscape as `drawingPlan` decides, a page a tile; the heading
 * names the drawing, the design and the company; the foot «Страница N из M».
 */
export function drawingDefinition(document: DrawingDocument): TDocumentDefinitions {
  const { company, kind, title, drawing } = document;
  const plan = drawingPlan(drawing);
  const [left, top, right, bottom] = drawingMargins;
  const heading = `${kind}: ${title}`;
  const content: Content[] = plan.tiles.map((tile, i): Content => ({
    svg: drawing.part(tile),
    width: tile.width * plan.scale,
    height: tile.height * plan.scale,
    ...(i > 0 ? { pageBreak: 'before' as const } : {}),
  }));
  return {
    pageSize: plan.paper,
    pageOrientation: 'landscape',
    pageMargins: [left, top, right, bottom],
    info: { title: heading, author: company.name, creator: company.name, producer: company.name },
    defaultStyle: { font: 'DejaVuSans', fontSize: 9 },
    header: () => ({
      columns: [
        { text: heading, bold: true, fontSize: 10 },
        { text: company.name, alignment: 'right', color: mutedColor, width: 'auto' },
      ],
      margin: [left, 18, right, 0],
    }),
    footer: pageNumberFooter(right, bottom / 3),
    content,
  };
}

export async function drawingPdf(document: DrawingDocument): Promise<Uint8Array> {
  return new Uint8Array(await pdfMaker().createPdf(drawingDefinition(document)).getBuffer());
}
