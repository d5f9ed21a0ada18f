import type { Drawing, DrawingTile } from './design-svg';

/**
 * How a drawing goes on paper (docs/designer.md, "Documents"): scaled to fill an A4 landscape
 * page, or A3 landscape when A4 would take its text below 7 pt; a drawing too large for either
 * at 7 pt is cut into A4 pages at the scale that keeps its smallest text at 7 pt, where its own
 * parts end (between rails, after a line's block). Never larger than `largestScale`, so a small
 * panel is not blown up.
 */

/** The smallest text any document prints, in points. */
export const smallestTextPt = 7;
/** Points a drawing's unit may take at most: a DIN rail's module (18 units) then prints 45 pt, about its real 17.5 mm. */
export const largestScale = 2.5;

export type Paper = 'A4' | 'A3';
/** Landscape, in points. */
export const paperSizes: Readonly<Record<Paper, { readonly width: number; readonly height: number }>> = {
  A4: { width: 841.89, height: 595.28 },
  A3: { width: 1190.55, height: 841.89 },
};
/** Left, top (the page's heading), right, bottom (the page number). */
export const drawingMargins = [28, 44, 28, 28] as const;

export interface DrawingPlan {
  readonly paper: Paper;
  /** Points a unit. */
  readonly scale: number;
  readonly tiles: readonly DrawingTile[];
}

/** The room a page has for the drawing, points; a point less each way against rounding into a new page. */
export function drawingArea(paper: Paper): { width: number; height: number } {
  const [left, top, right, bottom] = drawingMargins;
  const size = paperSizes[paper];
  return { width: size.width - left - right - 1, height: size.height - top - bottom - 1 };
}

export function drawingPlan(drawing: Pick<Drawing, 'width' | 'height' | 'smallestFont' | 'across' | 'down'>): DrawingPlan {
  const least = smallestTextPt / drawing.smallestFont;
  for (const paper of ['A4', 'A3'] as const) {
    const area = drawingArea(paper);
    const fit = Math.min(area.width / drawing.width, area.height / drawing.height);
    if (fit >= least) {
      return { paper, scale: Math.min(fit, largestScale), tiles: [{ x: 0, y: 0, width: drawing.width, height: drawing.height }] };
    }
  }
  const area = drawingArea('A4');
  const across = drawing.across(area.width / least);
  const down = drawing.down(area.height / least);
  const tiles = down.flatMap((row) => across.map((column) => ({ x: column.x, y: row.x, width: column.width, height: row.width })));
  return { paper: 'A4', scale: least, tiles };
}
