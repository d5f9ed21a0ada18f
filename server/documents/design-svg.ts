import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Design } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import { DinRailDiagram } from '#client/features/elpanels/DinRailDiagram';
import { deviceHeight, dinRailLayout } from '#client/features/elpanels/din-rail-layout';
import { MarkingStrips } from '#client/features/elpanels/MarkingStrips';
import type { MarkingStrip } from '#client/features/elpanels/marking-strips-layout';
import { SingleLineDiagram } from '#client/features/elpanels/SingleLineDiagram';
import { columnWidth, printStrips, singleLineLayout, type SingleLineLayout } from '#client/features/elpanels/single-line-layout';

/**
 * The design's drawings as SVG documents (docs/designer.md, "Documents"), rendered by the very
 * components the result page shows, so paper and screen never differ: React writes the markup and
 * escapes every label, and no component draws a script or a link.
 */
export interface Drawing {
  /** The root `<svg>…</svg>`, as React rendered it. */
  readonly svg: string;
  /** The viewBox's size, in the drawing's units. */
  readonly width: number;
  readonly height: number;
  /** The smallest `font-size` of its text, in units: what the paper's scale must keep at 7 pt. */
  readonly smallestFont: number;
  /** The markup that shows `tile` of the drawing: its viewBox, and what lies far outside left out. */
  readonly part: (tile: DrawingTile) => string;
  /** The drawing cut across into parts at most `maxUnits` wide, where a part may end. */
  readonly across: (maxUnits: number) => readonly Span[];
  /** Likewise down. */
  readonly down: (maxUnits: number) => readonly Span[];
}

/** The part of a drawing a page shows, in the drawing's units. */
export interface DrawingTile {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A part of a drawing along one axis, in its units. */
export interface Span {
  readonly x: number;
  readonly width: number;
}

/**
 * `total` cut into spans of at most `max`, each ending at the last of `cuts` that fits (ascending
 * positions), else wherever it must.
 */
export function spansAt(total: number, max: number, cuts: readonly number[]): Span[] {
  const spans: Span[] = [];
  let x = 0;
  while (total - x > max) {
    const end = cuts.filter((cut) => cut > x && cut <= x + max).pop() ?? x + max;
    spans.push({ x, width: end - x });
    x = end;
  }
  spans.push({ x, width: total - x });
  return spans;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * The first `<svg>` element of React's markup with everything inside it. React escapes `<` in text
 * and attributes, so every `<svg` and `</svg>` in its output is a tag.
 */
export function firstSvgElement(markup: string): string {
  const start = markup.indexOf('<svg');
  if (start < 0) throw new Error('no svg in the markup');
  const tags = /<svg[\s>]|<\/svg>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let match = tags.exec(markup); match; match = tags.exec(markup)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return markup.slice(start, match.index + match[0].length);
  }
  throw new Error('unclosed svg in the markup');
}

/** The smallest `font-size` attribute in an SVG's markup. */
export function smallestFontSize(svg: string): number {
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
  return sizes.length ? Math.min(...sizes) : Number.POSITIVE_INFINITY;
}

/**
 * The root element as a file's root: the SVG namespace, and no page's class or style (the page's
 * CSS sizes it on screen; a file is sized by its width and height).
 */
function asDocumentRoot(svg: string): string {
  return svg.replace(/^<svg([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(?:class|style|xmlns)="[^"]*"/g, '');
    return `<svg xmlns="${svgNamespace}"${kept}>`;
  });
}

/** The root's viewBox set to `tile`: the drawing clipped to that part. */
export function withViewBox(svg: string, tile: DrawingTile): string {
  return svg.replace(/^(<svg[^>]*?\sviewBox=")[^"]*"/, `$1${tile.x} ${tile.y} ${tile.width} ${tile.height}"`);
}

/** Where each `<g>` whose class starts with one of `classes` starts and ends, at `depth` groups deep. */
function groupsAt(svg: string, depth: number, classes: readonly string[]): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const tags = /<g[\s>]|<\/g>/g;
  let level = 0;
  let open: number | null = null;
  for (let match = tags.exec(svg); match; match = tags.exec(svg)) {
    if (match[0] === '</g>') {
      if (level === depth && open !== null) {
        found.push({ start: open, end: match.index + match[0].length });
        open = null;
      }
      level -= 1;
      continue;
    }
    level += 1;
    if (level === depth && classes.some((name) => svg.startsWith(`<g class="${name}`, match.index))) open = match.index;
  }
  return found;
}

export function dinRailDrawing(design: Design, factsById: FactsById, title: string): Drawing {
  const layout = dinRailLayout(design, factsById);
  const svg = asDocumentRoot(firstSvgElement(renderToStaticMarkup(createElement(DinRailDiagram, { design, factsById, title }))));
  // A page ends between two rails: halfway from a rail's strip to the next rail's caption.
  const cutsY = layout.rows.slice(1).map((row, i) => {
    const above = layout.rows[i]!;
    const bottom = above.strip ? above.strip.y + above.strip.height : above.deviceY + deviceHeight;
    return (bottom + row.captionY - 12) / 2;
  });
  return {
    svg,
    width: layout.width,
    height: layout.height,
    smallestFont: smallestFontSize(svg),
    part: (tile) => withViewBox(svg, tile),
    across: (max) => spansAt(layout.width, max, []),
    down: (max) => spansAt(layout.height, max, cutsY),
  };
}

export function singleLineDrawing(design: Design, factsById: FactsById, title: string): Drawing {
  const layout = singleLineLayout(design, factsById);
  const svg = asDocumentRoot(firstSvgElement(renderToStaticMarkup(createElement(SingleLineDiagram, { design, factsById, title }))));
  return {
    svg,
    width: layout.width,
    height: layout.height,
    smallestFont: smallestFontSize(svg),
    part: (tile) => singleLinePart(svg, layout, tile),
    // Cut as the page's own print strips are: after a block of the bus, else between two columns.
    across: (max) => printStrips(layout, max),
    down: (max) => spansAt(layout.height, max, []),
  };
}

/**
 * A page of a wide single line: its viewBox, and the blocks of the bus (a line, or an RCD with its
 * lines) more than a column away from the page left out, so eleven pages do not each draw all
 * eleven pages' drawing clipped to one. The blocks are the drawing group's children in the
 * layout's order; should the markup ever not have one a block, nothing is left out.
 */
function singleLinePart(svg: string, layout: SingleLineLayout, tile: DrawingTile): string {
  const shown = withViewBox(svg, tile);
  const groups = groupsAt(shown, 2, ['single-line-diagram__column', 'single-line-diagram__rcd']);
  if (groups.length !== layout.blocks.length) return shown;
  const half = columnWidth / 2;
  let kept = '';
  let at = 0;
  layout.blocks.forEach((block, i) => {
    const xs = block.type === 'line' ? [block.column.x] : [block.device.x, ...block.columns.map((column) => column.x)];
    const far = Math.max(...xs) + half + columnWidth < tile.x || Math.min(...xs) - half - columnWidth > tile.x + tile.width;
    if (!far) return;
    kept += shown.slice(at, groups[i]!.start);
    at = groups[i]!.end;
  });
  return kept + shown.slice(at);
}

/** The marking strips as an SVG document whose unit is the millimetre. */
export function markingStripsSvg(strips: readonly MarkingStrip[], widthMm: number, title: string): string {
  return renderToStaticMarkup(createElement(MarkingStrips, { strips, width: widthMm, title }));
}
