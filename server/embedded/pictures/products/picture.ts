import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { escapeMarkup } from '#shared/markup/escape';
import { fontFamily } from '../font';
import { createContext, n } from './draw';
import { drawers } from './kinds';

/** FNV-1a: a short, stable tag of the input for the picture's id prefix. */
function hash(text: string): string {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h.toString(36);
}

/**
 * A catalogue "product photo" as a self-contained SVG: the device drawn flat on a light
 * background with a soft shadow. Ids carry a prefix derived from the input, so pictures of
 * different products can share a page; the same input always yields the same bytes.
 */
export function renderProductPicture(spec: ProductPictureSpec, size: { width: number; height: number }, alt: string): string {
  const { width: w, height: h } = size;
  // Fixed field order: two equal specs written with their keys in another order give one prefix.
  const prefix = `p${hash(JSON.stringify([spec.kind, spec.poles, spec.marking, spec.cores, spec.color, w, h, alt]))}`;
  const { ctx, defs } = createContext(prefix);
  const drawing = drawers[spec.kind](spec, ctx);

  const scale = Math.min((w * 0.82) / drawing.width, (h * 0.74) / drawing.height);
  const dw = drawing.width * scale;
  const dh = drawing.height * scale;
  const x = n((w - dw) / 2);
  const y = n((h - dh) / 2 - h * 0.02);
  const floor = n(y + dh);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" ` +
    `aria-label="${escapeMarkup(alt)}" font-family="${fontFamily}">` +
    `<defs><radialGradient id="${prefix}-bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="#fff"/>` +
    `<stop offset="1" stop-color="#eceef1"/></radialGradient>` +
    `<radialGradient id="${prefix}-floor"><stop offset="0" stop-color="#1e293b" stop-opacity=".22"/>` +
    `<stop offset="1" stop-color="#1e293b" stop-opacity="0"/></radialGradient>` +
    `<filter id="${prefix}-shadow" x="-15%" y="-15%" width="130%" height="140%"><feDropShadow dx="0" dy="3" ` +
    `stdDeviation="4" flood-color="#1e293b" flood-opacity=".18"/></filter>${defs()}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${prefix}-bg)"/>` +
    `<ellipse cx="${n(w / 2)}" cy="${floor}" rx="${n(dw * 0.55)}" ry="${n(Math.max(6, h * 0.035))}" fill="url(#${prefix}-floor)"/>` +
    `<g transform="translate(${x} ${y}) scale(${Math.round(scale * 1000) / 1000})" filter="url(#${prefix}-shadow)">` +
    drawing.body +
    '</g></svg>'
  );
}
