import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { clamp, isLight, n, shade, type DrawContext, type Drawing } from '../draw';

const bodyColours = { white: '#f4f5f6', grey: '#d5d8d5', black: '#3b3f45', beige: '#e9dfc9' } as const;

/**
 * A plastic consumer unit behind its smoked transparent door: rows of DIN rail with breakers.
 * Enclosures have no poles, so `poles` (1–4) is read as the number of rows; two by default.
 */
export function enclosurePlastic(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const rows = clamp(spec.poles ?? 2, 1, 4);
  const colour = bodyColours[spec.color ?? 'white'];
  const light = isLight(colour);
  const mw = 15;
  const perRow = 12;
  const w = perRow * mw + 64;
  const h = rows * 76 + 56;
  const edge = light ? '#aeb5bd' : shade(colour, -0.3);
  let inside = '';
  for (let r = 0; r < rows; r++) {
    const y = 36 + r * 76;
    const used = [8, 6, 10, 5][r] ?? 6;
    let seams = '';
    let levers = '';
    for (let i = 0; i < used; i++) {
      const x = 32 + i * mw;
      if (i > 0) seams += `M${x} ${y + 2}v52`;
      levers += `M${x + 4.5} ${y + 18}h6v11h-6z`;
    }
    inside +=
      `<rect x="24" y="${y + 20}" width="${w - 48}" height="16" fill="${ctx.paint('rail')}"/>` +
      `<rect x="32" y="${y}" width="${used * mw}" height="56" rx="2" fill="#fff" stroke="#b8bfc7"/>` +
      `<path d="${seams}" stroke="#ced4da"/><path d="${levers}" fill="#343a40"/>` +
      `<rect x="${32 + used * mw}" y="${y + 14}" width="${(perRow - used) * mw}" height="28" fill="#eceef0" stroke="#c3c9cf"/>`;
  }
  const body =
    `<rect width="${w}" height="${h}" rx="14" fill="${colour}" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect width="${w}" height="${h}" rx="14" fill="${ctx.paint('sheen')}"/>` +
    `<rect x="16" y="16" width="${w - 32}" height="${h - 32}" rx="6" fill="#e3e6e9"/>` +
    inside +
    // The door: a frame in the body colour around the smoked pane, a glare across it.
    `<rect x="12" y="12" width="${w - 24}" height="${h - 24}" rx="9" fill="${ctx.paint('glass')}" stroke="${colour}" ` +
    `stroke-width="7"/>` +
    `<rect x="8.5" y="8.5" width="${w - 17}" height="${h - 17}" rx="11" fill="none" stroke="${edge}"/>` +
    `<path d="M20 ${n(h * 0.55)}L${n(w * 0.45)} 20H${n(w * 0.6)}L20 ${n(h * 0.8)}z" fill="#fff" fill-opacity=".28"/>` +
    `<rect x="${w - 15}" y="${h / 2 - 18}" width="9" height="36" rx="3" fill="${shade(colour, light ? -0.12 : 0.2)}" stroke="${edge}"/>`;
  return { width: w, height: h, body };
}

interface MetalBox {
  w: number;
  h: number;
  /** Oblique depth: the top and the right side show, as on a catalogue photo taken a little from the side. */
  depth: number;
  plinth: number;
  handle: 'lock' | 'swing';
  louvres: number[];
}

/** A sheet-steel box or floor cabinet: door with its gap, hinges, lock, louvres, the high-voltage sign. */
function metalBox(spec: ProductPictureSpec, ctx: DrawContext, b: MetalBox): Drawing {
  const base = spec.color === 'white' ? '#eef0f1' : spec.color === 'black' ? '#41454b' : spec.color === 'beige' ? '#e6dcc6' : '#d7dad6';
  const light = isLight(base);
  const edge = light ? '#99a0a6' : '#24272b';
  const dx = b.depth;
  const dy = n(b.depth * 0.6);
  const { w, h } = b;
  const slots = b.louvres.map((y) => `M${w / 2 - 44} ${y}h88`).join('');
  const mid = n(h * 0.48);
  const handle =
    b.handle === 'lock'
      ? `<rect x="${w - 34}" y="${mid - 24}" width="14" height="48" rx="4" fill="#3d434a"/>` +
        `<circle cx="${w - 27}" cy="${mid - 10}" r="4.5" fill="${ctx.paint('screw')}"/>`
      : `<rect x="${w - 38}" y="${mid - 44}" width="20" height="88" rx="6" fill="#3d434a"/>` +
        `<rect x="${w - 34}" y="${mid - 30}" width="12" height="56" rx="4" fill="#59606a"/>` +
        `<circle cx="${w - 28}" cy="${mid + 34}" r="3.5" fill="${ctx.paint('screw')}"/>`;
  const signY = b.handle === 'lock' ? 30 : 48;
  const body =
    `<g transform="translate(0 ${dy})">` +
    `<path d="M0 0L${dx} ${-dy}H${w + dx}L${w} 0z" fill="${shade(base, 0.25)}" stroke="${edge}"/>` +
    `<path d="M${w} 0L${w + dx} ${-dy}V${h - dy}L${w} ${h}z" fill="${shade(base, -0.16)}" stroke="${edge}"/>` +
    (b.plinth
      ? `<path d="M0 ${h}h${w}l${dx} ${-dy}v${b.plinth}l${-dx} ${dy}H0z" fill="#2f3338"/>` +
        `<path d="M0 ${h}h${w}v${b.plinth}H0z" fill="#3a3f45"/>`
      : '') +
    `<rect width="${w}" height="${h}" fill="${base}" stroke="${edge}"/>` +
    `<rect x="7" y="7" width="${w - 14}" height="${h - 14}" rx="2" fill="${ctx.paint('sheen')}" stroke="${edge}"/>` +
    `<path d="M4 ${n(h * 0.14)}v30M4 ${n(h * 0.86 - 30)}v30" stroke="#8a9096" stroke-width="5" stroke-linecap="round"/>` +
    handle +
    `<path d="M${w / 2} ${signY}l20 34h-40z" fill="#fcc419" stroke="#212529" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M${w / 2 + 2} ${signY + 11}l-7 13h6l-4 9 9-13h-6l3-9z" fill="#212529"/>` +
    `<path d="${slots}" stroke="${shade(base, -0.45)}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="${b.louvres.map((y) => `M${w / 2 - 44} ${y + 3.5}h88`).join('')}" stroke="#fff" stroke-opacity=".8" ` +
    `stroke-width="1.5" stroke-linecap="round"/>` +
    '</g>';
  return { width: w + dx + 1, height: h + dy + b.plinth + 1, body };
}

export const enclosureMetal = (spec: ProductPictureSpec, ctx: DrawContext) =>
  metalBox(spec, ctx, { w: 230, h: 290, depth: 24, plinth: 0, handle: 'lock', louvres: [222, 234, 246, 258] });

export const cabinet = (spec: ProductPictureSpec, ctx: DrawContext) =>
  metalBox(spec, ctx, {
    w: 170,
    h: 400,
    depth: 44,
    plinth: 22,
    handle: 'swing',
    louvres: [104, 114, 124, 306, 316, 326, 336, 346, 356],
  });
