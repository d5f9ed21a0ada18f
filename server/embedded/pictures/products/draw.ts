import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { escapeMarkup } from '#shared/markup/escape';
import { fitFontSize } from './text';

/** One decimal is plenty at catalogue sizes and keeps the markup short. */
export const n = (value: number): number => Math.round(value * 10) / 10;

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.round(value)));

/** Dark grey for printing on light plastic; outlines of light parts. */
export const ink = '#212529';
export const outline = '#a5adb6';

/** A gradient's colour stop: offset, colour and, when not opaque, opacity. */
type Stop = readonly [offset: string, color: string, opacity?: string];

const stopsMarkup = (stops: readonly Stop[]) =>
  stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');

/** Top to bottom (`down`) or top-left to bottom-right (`diagonal`). */
const linear =
  (direction: 'down' | 'diagonal', ...stops: Stop[]) =>
  (id: string) =>
    `<linearGradient id="${id}" x1="0" y1="0" x2="${direction === 'down' ? 0 : 1}" y2="1">${stopsMarkup(stops)}</linearGradient>`;

/**
 * Shared paints. Each is written into `<defs>` only when a drawing asks for it, under the
 * picture's own id prefix: several pictures may share one HTML page.
 */
const paints = {
  plastic: linear('diagonal', ['0', '#fff'], ['1', '#e4e8ec']),
  face: linear('down', ['0', '#fff'], ['1', '#f0f2f4']),
  screw: (id: string) =>
    `<radialGradient id="${id}" cx=".35" cy=".35" r=".75">${stopsMarkup([
      ['0', '#fff'],
      ['1', '#9aa2ab'],
    ])}</radialGradient>`,
  rail: linear('down', ['0', '#c3c9cf'], ['.45', '#f1f3f5'], ['1', '#aab1b9']),
  dark: linear('down', ['0', '#565d66'], ['1', '#2b3036']),
  copper: linear('down', ['0', '#f7c596'], ['.5', '#d98b4c'], ['1', '#a65a25']),
  lcd: linear('down', ['0', '#d9e4cf'], ['1', '#b9c9ab']),
  /** White fading out: laid over any flat colour it reads as a soft top light. */
  sheen: linear('down', ['0', '#fff', '.45'], ['.55', '#fff', '0'], ['1', '#000', '.08']),
  glass: linear('diagonal', ['0', '#d7e7f5', '.55'], ['1', '#9fbdd6', '.35']),
} satisfies Record<string, (id: string) => string>;

export type PaintName = keyof typeof paints;

export interface DrawContext {
  /** `url(#…)` of a shared paint, adding it to the picture's `<defs>`. */
  paint(name: PaintName): string;
  /** `url(#…)` of a drawing's own definition; `markup` receives the prefixed id. */
  def(name: string, markup: (id: string) => string): string;
}

/** A drawing in its own design units; the frame centres and scales it. */
export interface Drawing {
  width: number;
  height: number;
  body: string;
}

export type Drawer = (spec: ProductPictureSpec, ctx: DrawContext) => Drawing;

export function createContext(prefix: string): { ctx: DrawContext; defs: () => string } {
  const defs = new Map<string, string>();
  const def = (name: string, markup: (id: string) => string) => {
    const id = `${prefix}-${name}`;
    if (!defs.has(id)) defs.set(id, markup(id));
    return `url(#${id})`;
  };
  return {
    ctx: { def, paint: (name) => def(name, paints[name]) },
    defs: () => [...defs.values()].join(''),
  };
}

export interface TextOptions {
  size: number;
  /** Shrinks the type to fit this width. */
  fit?: number;
  fill?: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
  extra?: string;
}

/** A `<text>` element with escaped content; plain text only, so readers of the SVG find the words. */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  const size = o.fit ? fitFontSize(content, o.fit, o.size, o.bold) : o.size;
  const anchor = o.anchor ?? 'middle';
  return (
    `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}"${o.bold ? ' font-weight="700"' : ''}` +
    `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`} fill="${o.fill ?? ink}"${o.extra ?? ''}>${escapeMarkup(content)}</text>`
  );
}

/** A terminal screw seen from the front in its hole; `cls` marks the ones that stand for poles. */
export function screw(ctx: DrawContext, cx: number, cy: number, r: number, cls?: string): string {
  const s = n(r * 0.6);
  return (
    `<circle${cls ? ` class="${cls}"` : ''} cx="${n(cx)}" cy="${n(cy)}" r="${n(r + 2)}" fill="#5d646d"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ctx.paint('screw')}"/>` +
    `<path d="M${n(cx - s)} ${n(cy)}h${n(2 * s)}M${n(cx)} ${n(cy - s)}v${n(2 * s)}" stroke="#5d646d" stroke-width="${n(r / 4)}"/>`
  );
}

/** Parses `#rrggbb`. */
function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `hex` mixed with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${rgb(hex)
    .map((c) =>
      Math.round(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** True for colours that need dark print and outlines on them. */
export function isLight(hex: string): boolean {
  const [r, g, b] = rgb(hex);
  return r * 0.299 + g * 0.587 + b * 0.114 > 150;
}
