import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { clamp, isLight, n, shade, text, type DrawContext, type Drawing } from '../draw';

const brown = '#8a4b2a';
const blue = '#1c7ed6';
const black = '#2b2d31';
const grey = '#9aa1a8';
/** Yellow-green protective earth: drawn as yellow with a green stripe along it. */
const earth = 'earth';

/** Core colours as GOST 31996 orders them for 1–5 cores; longer control cables repeat the set. */
function coreColours(cores: number): string[] {
  const sets: Record<number, string[]> = {
    1: [black],
    2: [brown, blue],
    3: [brown, blue, earth],
    4: [brown, black, grey, earth],
    5: [brown, black, grey, blue, earth],
  };
  const fixed = sets[cores];
  if (fixed) return fixed;
  const cycle = [brown, black, grey, blue];
  return Array.from({ length: cores }, (_, i) => (i === cores - 1 ? earth : (cycle[i % 4] ?? grey)));
}

const sheathColours = { white: '#f1f3f5', black: '#2b2d31', grey: '#b3b8be', beige: '#e6dcc6' } as const;

/** A thick core line in its insulation colour, with an edge and a highlight so it reads as round. */
function coreStroke(d: string, colour: string, width: number): string {
  const base = colour === earth ? '#f2c80f' : colour;
  return (
    `<path d="${d}" stroke="${shade(base, -0.35)}" stroke-width="${width + 2}"/>` +
    `<path d="${d}" stroke="${base}" stroke-width="${width}"/>` +
    (colour === earth ? `<path d="${d}" stroke="#2f9e44" stroke-width="${n(width * 0.38)}"/>` : '') +
    `<path d="${d}" stroke="#fff" stroke-opacity=".35" stroke-width="${n(width * 0.22)}" transform="translate(0 ${n(-width * 0.22)})"/>`
  );
}

/**
 * A cut cable end: the sheath, the filling, the cores fanned out with bared copper, and beside it
 * the cross-section with the same cores.
 */
export function cable(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const cores = clamp(spec.cores ?? 3, 1, 7);
  const colours = coreColours(cores);
  const sheath = sheathColours[spec.color ?? 'black'];
  const thick = 40 + Math.min(cores, 5) * 6;
  const cy = 176;
  const fade = ctx.def(
    'fade',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${sheath}" stop-opacity="0"/>` +
      `<stop offset=".3" stop-color="${sheath}"/></linearGradient>`,
  );
  const coreW = cores > 4 ? 11 : 13;
  const spread = cores > 4 ? 19 : 24;
  let fan = '';
  let section = '';
  const sx = 96;
  const sy = 64;
  // Cores sit round the centre, spaced so that up to seven never overlap.
  const ring = cores === 1 ? 0 : cores === 2 ? 17 : cores <= 5 ? 21 : 26;
  const coreR = cores === 1 ? 24 : cores <= 3 ? 15 : cores === 4 ? 13.5 : cores === 5 ? 11.5 : 10;
  colours.forEach((colour, i) => {
    const y0 = n(cy + (i - (cores - 1) / 2) * ((thick - 22) / Math.max(cores - 1, 1)));
    const y1 = n(cy + (i - (cores - 1) / 2) * spread);
    fan += coreStroke(`M222 ${y0}C266 ${y0} 276 ${y1} 326 ${y1}`, colour, coreW);
    fan +=
      `<path d="M326 ${y1}h30" stroke="#a65a25" stroke-width="${coreW * 0.6 + 1.5}" stroke-linecap="round"/>` +
      `<path d="M326 ${y1}h30" stroke="#e3a06a" stroke-width="${n(coreW * 0.6 - 1)}" stroke-linecap="round"/>`;
    const angle = (Math.PI * 2 * i) / cores - Math.PI / 2;
    const x = n(sx + ring * Math.cos(angle));
    const y = n(sy + ring * Math.sin(angle));
    const fill = colour === earth ? '#f2c80f' : colour;
    section +=
      `<circle class="core" cx="${x}" cy="${y}" r="${coreR}" fill="${fill}" stroke="${shade(fill, -0.35)}"/>` +
      (colour === earth ? `<path d="M${n(x - coreR)} ${y}h${n(2 * coreR)}" stroke="#2f9e44" stroke-width="${n(coreR * 0.5)}"/>` : '') +
      `<circle cx="${x}" cy="${y}" r="${n(coreR * 0.55)}" fill="${ctx.paint('copper')}"/>`;
  });
  const outer = n(ring + coreR + 12);
  const light = isLight(sheath);
  const body =
    `<g fill="none">${fan}</g>` +
    `<rect x="206" y="${cy - thick / 2 + 6}" width="22" height="${thick - 12}" fill="#d5d9dd" stroke="#adb5bd"/>` +
    `<rect y="${cy - thick / 2}" width="210" height="${thick}" fill="${fade}"/>` +
    `<rect y="${cy - thick / 2}" width="210" height="${thick}" fill="${ctx.paint('sheen')}"/>` +
    `<ellipse cx="210" cy="${cy}" rx="5" ry="${thick / 2}" fill="${shade(sheath, light ? -0.12 : 0.15)}" ` +
    `stroke="${shade(sheath, -0.3)}"/>` +
    text(132, cy + 4.5, spec.marking ?? `${cores}×2,5`, { size: 13, bold: true, fill: light ? '#495057' : '#dee2e6' }) +
    `<circle cx="${sx}" cy="${sy}" r="${outer}" fill="${sheath}" stroke="${shade(sheath, -0.3)}"/>` +
    `<circle cx="${sx}" cy="${sy}" r="${outer - 6}" fill="#d5d9dd"/>` +
    section +
    `<path d="M${sx + outer + 6} ${sy}H196V${cy - thick / 2 - 8}" fill="none" stroke="#adb5bd" stroke-dasharray="4 3"/>`;
  return { width: 360, height: 250, body };
}

const wireColours: [RegExp, string][] = [
  [/ж[её]лто-зел|ж\/з|\bжз\b|yellow-green/i, earth],
  [/красн|red/i, '#e03131'],
  [/голуб|син|blue/i, blue],
  [/ч[её]рн|black/i, black],
  [/бел|white/i, '#f1f3f5'],
  [/коричн|brown/i, brown],
  [/сер|grey|gray/i, grey],
  [/зел[её]н|green/i, '#2f9e44'],
  [/ж[её]лт|yellow/i, '#f2c80f'],
];

const namedColours = { white: '#f1f3f5', black, grey, beige: '#e6dcc6' } as const;

/** A hank of single-core wire tied with straps, its loose end bared, a label on the turns. */
export function wire(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const hint = spec.marking ?? '';
  const named = wireColours.find(([pattern]) => pattern.test(hint))?.[1];
  const colour = named ?? (spec.color ? namedColours[spec.color] : blue);
  const base = colour === earth ? '#f2c80f' : colour;
  const dark = shade(base, -0.35);
  const cx = 154;
  const cy = 94;
  let turns = '';
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    turns += `<ellipse cx="${cx}" cy="${n(cy + 2 - t * 4)}" rx="${n(84 + t * 62)}" ry="${n(42 + t * 44)}"/>`;
  }
  const strap = (a: number) => {
    const c = Math.cos(a);
    const s = Math.sin(a);
    return `M${n(cx + 80 * c)} ${n(cy + 40 * s)}L${n(cx + 150 * c)} ${n(cy + 90 * s)}`;
  };
  const label = spec.marking ?? 'ПуГВ 1×2,5';
  const body =
    `<path d="M${cx + 120} ${cy + 50}C${cx + 150} ${cy + 110} ${cx + 170} ${cy + 120} ${cx + 186} ${cy + 112}" fill="none" ` +
    `stroke="${dark}" stroke-width="11" stroke-linecap="round"/>` +
    `<path d="M${cx + 120} ${cy + 50}C${cx + 150} ${cy + 110} ${cx + 170} ${cy + 120} ${cx + 186} ${cy + 112}" fill="none" ` +
    `stroke="${base}" stroke-width="8"/>` +
    `<path d="M${cx + 186} ${cy + 112}l12-6" stroke="#c4733a" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M${cx - 150} ${cy}a150 90 0 1 0 300 0a150 90 0 1 0-300 0zM${cx - 80} ${cy}a80 40 0 1 0 160 0a80 40 0 1 0-160 0z" ` +
    `fill="${base}" fill-rule="evenodd" stroke="${dark}" stroke-width="2"/>` +
    `<g fill="none" stroke="${dark}" stroke-opacity=".45" stroke-width="1.6">${turns}</g>` +
    (colour === earth ? `<ellipse cx="${cx}" cy="${cy}" rx="115" ry="64" fill="none" stroke="#2f9e44" stroke-width="10"/>` : '') +
    `<path d="M${cx - 150} ${cy}a150 90 0 1 0 300 0a150 90 0 1 0-300 0zM${cx - 80} ${cy}a80 40 0 1 0 160 0a80 40 0 1 0-160 0z" ` +
    `fill="${ctx.paint('sheen')}" fill-rule="evenodd"/>` +
    `<path d="${strap(-2.4)}${strap(-0.5)}${strap(1.2)}" stroke="#f8f9fa" stroke-opacity=".85" stroke-width="9"/>` +
    `<g transform="rotate(-6 ${cx} ${cy + 66})"><rect x="${cx - 48}" y="${cy + 50}" width="96" height="32" rx="4" fill="#fff" ` +
    `stroke="#adb5bd"/>${text(cx, cy + 71, label, { size: 12, fit: 86, bold: true })}</g>`;
  return { width: 356, height: 218, body };
}
