import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { isLight, n, outline, screw, shade, text, type DrawContext, type Drawing } from '../draw';

/** Reading digits that differ from product to product but never between renders of one. */
function reading(seed: string): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const digits = String(h % 1_000_000).padStart(6, '0');
  return `${digits.slice(0, 5)},${digits.slice(5)}`;
}

/** An electricity meter: LCD with the reading, impulse lamp, button, sealed terminal cover and wires. */
function meter(spec: ProductPictureSpec, ctx: DrawContext, phases: 1 | 3): Drawing {
  const w = phases === 1 ? 190 : 250;
  const h = phases === 1 ? 270 : 300;
  const top = phases === 1 ? 168 : 192;
  // Each conductor in and out, phases first and neutral last, in their insulation colours.
  const conductors = phases === 1 ? ['#8a4b2a', '#1c7ed6'] : ['#8a4b2a', '#2b2d31', '#9aa1a8', '#1c7ed6'];
  const all = conductors.flatMap((colour) => [colour, colour]);
  const pitch = (w - 40) / all.length;
  let cables = '';
  let entries = '';
  all.forEach((colour, i) => {
    const x = n(20 + pitch * (i + 0.5));
    cables +=
      `<path d="M${x} ${h - 8}v38" stroke="${shade(colour, -0.35)}" stroke-width="9"/>` +
      `<path d="M${x} ${h - 8}v38" stroke="${colour}" stroke-width="7"/>`;
    entries +=
      `<rect x="${n(x - 6)}" y="${h - 44}" width="12" height="22" rx="3" fill="#495057"/>` +
      text(x, h - 50, `${i + 1}`, { size: 8, fill: '#868e96' });
  });
  const lcdW = w - 48;
  let lamps = '';
  if (phases === 3) {
    ['L1', 'L2', 'L3'].forEach((label, i) => {
      const x = 34 + i * 30;
      lamps += `<circle cx="${x}" cy="128" r="4" fill="#40c057"/>` + text(x, 144, label, { size: 8, fill: '#495057' });
    });
  } else {
    lamps += `<circle cx="34" cy="128" r="4" fill="#fa5252"/>` + text(34, 144, 'imp', { size: 8, fill: '#495057' });
  }
  const body =
    cables +
    `<rect width="${w}" height="${h}" rx="12" fill="${ctx.paint('plastic')}" stroke="${outline}" stroke-width="1.2"/>` +
    `<rect x="10" y="10" width="${w - 20}" height="${top - 16}" rx="8" fill="#eef2f5" stroke="#c5ccd3"/>` +
    `<rect x="24" y="30" width="${lcdW}" height="${phases === 1 ? 62 : 70}" rx="4" fill="${ctx.paint('lcd')}" stroke="#8a9a7e"/>` +
    text(w - 32, phases === 1 ? 72 : 78, reading(`${spec.kind}${spec.marking ?? ''}`), {
      size: phases === 1 ? 25 : 30,
      fit: lcdW - 16,
      bold: true,
      anchor: 'end',
      fill: '#1d2a1a',
    }) +
    text(w - 32, phases === 1 ? 86 : 94, 'кВт·ч', { size: 9, anchor: 'end', fill: '#1d2a1a' }) +
    text(32, 42, 'T1', { size: 8, anchor: 'start', fill: '#1d2a1a' }) +
    lamps +
    `<circle cx="${w - 40}" cy="130" r="12" fill="#339af0" stroke="#1c7ed6"/>` +
    text(w / 2, top - 18, spec.marking ?? (phases === 1 ? '230 В 5(60) А' : '3×230/400 В 5(100) А'), {
      size: 9,
      fit: w - 40,
      fill: '#495057',
    }) +
    `<path d="M10 ${top}H${w - 10}V${h - 14}q0 6-6 6H16q-6 0-6-6z" fill="${ctx.paint('face')}" stroke="#b4bbc3"/>` +
    screw(ctx, w / 2, top + 22, 6) +
    entries;
  return { width: w, height: h + 30, body };
}

export const meterSingle = (spec: ProductPictureSpec, ctx: DrawContext) => meter(spec, ctx, 1);
export const meterThree = (spec: ProductPictureSpec, ctx: DrawContext) => meter(spec, ctx, 3);

/** A window current transformer: moulded body round the primary window, a busbar through it, И1/И2. */
export function currentTransformer(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const colour = spec.color === 'black' ? '#3b3f45' : '#f4f5f3';
  const light = isLight(colour);
  const w = 220;
  const h = 250;
  const cx = 110;
  const cy = 116;
  const print = light ? '#495057' : '#dee2e6';
  const body =
    `<rect x="6" y="${h - 22}" width="40" height="22" rx="4" fill="#adb5bd"/><rect x="${w - 46}" y="${h - 22}" width="40" ` +
    `height="22" rx="4" fill="#adb5bd"/>` +
    `<rect width="${w}" height="${h - 12}" rx="20" fill="${colour}" stroke="${light ? outline : '#212529'}" stroke-width="1.2"/>` +
    `<rect width="${w}" height="${h - 12}" rx="20" fill="${ctx.paint('sheen')}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="74" fill="${shade(colour, light ? -0.06 : 0.12)}" stroke="${light ? '#c3c9cf' : '#212529'}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="54" fill="#e3e7eb" stroke="${light ? '#9aa2ab' : '#16181b'}" stroke-width="2"/>` +
    `<circle cx="${cx}" cy="${cy}" r="51" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="5"/>` +
    `<rect x="${cx - 46}" y="${cy - 11}" width="92" height="22" rx="2" fill="${ctx.paint('copper')}" stroke="#8c4a1c"/>` +
    `<rect x="${cx - 46}" y="${cy - 11}" width="92" height="22" rx="2" fill="${ctx.paint('sheen')}"/>` +
    text(30, 30, 'Л1', { size: 12, bold: true, fill: print }) +
    text(cx, 26, spec.marking ?? '200/5', { size: 14, fit: 90, bold: true, fill: print }) +
    `<rect x="48" y="${h - 50}" width="124" height="30" rx="4" fill="#e1e5ea" stroke="${outline}"/>` +
    screw(ctx, 76, h - 35, 7) +
    screw(ctx, 144, h - 35, 7) +
    text(56, h - 55, 'И1', { size: 10, bold: true, fill: print, anchor: 'end' }) +
    text(164, h - 55, 'И2', { size: 10, bold: true, fill: print, anchor: 'start' });
  return { width: w, height: h, body };
}
