import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { n, text, type DrawContext, type Drawing } from '../draw';

/** A flat square LED panel seen from below at an angle: thin frame, glowing diffuser, driver and lead. */
export function panelLight(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const glow = ctx.def(
    'glow',
    (id) =>
      `<radialGradient id="${id}" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff"/>` +
      `<stop offset=".7" stop-color="#f3f7fd"/><stop offset="1" stop-color="#dde7f3"/></radialGradient>`,
  );
  // Corners of the face: an isometric square lying a little tilted towards the viewer.
  const face = 'M180 10L350 92L180 174L10 92z';
  const body =
    `<path d="M10 92L180 174L350 92V104L180 186L10 104z" fill="#c9ced4" stroke="#98a0a9"/>` +
    `<path d="M180 174V186" stroke="#98a0a9"/>` +
    `<path d="${face}" fill="#f8f9fa" stroke="#98a0a9" stroke-linejoin="round"/>` +
    `<path d="M180 20L330 92L180 164L30 92z" fill="${glow}" stroke="#ced4da"/>` +
    `<path d="M180 20L330 92L280 116L130 44z" fill="#fff" fill-opacity=".5"/>` +
    `<path d="M290 170c20 8 30 16 44 12" fill="none" stroke="#495057" stroke-width="3"/>` +
    `<rect x="232" y="160" width="62" height="22" rx="3" fill="#f1f3f5" stroke="#98a0a9" transform="rotate(-10 263 171)"/>` +
    text(262, 176, spec.marking ?? '36 Вт', { size: 9, fit: 54, bold: true, extra: ' transform="rotate(-10 263 171)"' });
  return { width: 360, height: 196, body };
}

/** An LED floodlight: finned die-cast body, glass over the reflector and chip, the U bracket. */
export function floodlight(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const w = 240;
  const h = 180;
  const dx = 22;
  const dy = 16;
  let topFins = '';
  for (let x = 14; x < w; x += 14) topFins += `M${x} 0l${dx} ${-dy}`;
  let sideFins = '';
  for (let y = 14; y < h; y += 14) sideFins += `M${w} ${y}l${dx} ${-dy}`;
  const body =
    `<g transform="translate(20 ${dy + 2})">` +
    `<path d="M0 0L${dx} ${-dy}H${w + dx}L${w} 0z" fill="#2b3036" stroke="#212529"/>` +
    `<path d="M${w} 0L${w + dx} ${-dy}V${h - dy}L${w} ${h}z" fill="#23272b" stroke="#212529"/>` +
    `<path d="${topFins}${sideFins}" stroke="#6c757d" stroke-width="4.5"/>` +
    // The bracket's arms are outside the body's sides, so they pass in front of the finned side.
    `<path d="M-12 ${h / 2}V${h + 18}H${w + 16}V${h / 2 - 8}" fill="none" stroke="#343a40" stroke-width="9" stroke-linejoin="round"/>` +
    `<rect width="${w}" height="${h}" rx="6" fill="${ctx.paint('dark')}" stroke="#212529"/>` +
    `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="3" fill="#dee4ea"/>` +
    `<path d="M14 14L${w / 2 - 26} ${h / 2 - 20}M${w - 14} 14L${w / 2 + 26} ${h / 2 - 20}M14 ${h - 14}L${w / 2 - 26} ${h / 2 + 20}` +
    `M${w - 14} ${h - 14}L${w / 2 + 26} ${h / 2 + 20}" stroke="#adb5bd" stroke-width="1.5"/>` +
    `<rect x="${w / 2 - 26}" y="${h / 2 - 20}" width="52" height="40" rx="3" fill="#f1f3f5" stroke="#adb5bd"/>` +
    `<rect x="${w / 2 - 15}" y="${h / 2 - 15}" width="30" height="30" rx="3" fill="#ffd43b" stroke="#f08c00" stroke-width="2"/>` +
    `<circle cx="${w / 2}" cy="${h / 2}" r="9" fill="#fff3bf"/>` +
    `<path d="M14 14L${n(w * 0.45)} 14L14 ${n(h * 0.7)}z" fill="#fff" fill-opacity=".35"/>` +
    `<circle cx="-12" cy="${h / 2}" r="8" fill="#6c757d" stroke="#212529"/>` +
    `<circle cx="${w + 16}" cy="${h / 2 - 8}" r="8" fill="#6c757d" stroke="#212529"/>` +
    `<path d="M${w - 50} ${h}v9" stroke="#212529" stroke-width="8"/>` +
    text(w / 2, h - 2, spec.marking ?? '50 Вт', { size: 9, fit: 60, bold: true, fill: '#adb5bd' }) +
    '</g>';
  return { width: w + dx + 36, height: h + dy + 26, body };
}

/** An exit sign: a white box whose green panel carries the running man and the door. */
export function emergencyLight(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const w = 320;
  const h = 150;
  const man =
    `<circle cx="138" cy="42" r="10" fill="#fff"/>` +
    `<path d="M130 58L116 90M116 90L132 104L128 124M116 90L100 106L84 106M128 60L146 72L160 64M128 60L110 64L100 78" ` +
    `fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`;
  const body =
    `<rect width="${w}" height="${h}" rx="10" fill="${ctx.paint('plastic')}" stroke="#adb5bd" stroke-width="1.2"/>` +
    `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="4" fill="#0a9a4b"/>` +
    `<rect x="14" y="14" width="${w - 28}" height="${h - 28}" rx="4" fill="${ctx.paint('sheen')}"/>` +
    `<g transform="translate(-44 0)">${man}</g>` +
    `<path d="M136 30h60v92h-60z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M152 42v68l30 6V36z" fill="#fff"/>` +
    `<path d="M230 75h50M280 75l-18-18M280 75l-18 18" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round" ` +
    `stroke-linejoin="round"/>` +
    `<circle cx="${w - 26}" cy="${h - 7}" r="3" fill="#40c057"/>` +
    (spec.marking ? text(w - 36, h - 4, spec.marking, { size: 8, anchor: 'end', fill: '#868e96' }) : '');
  return { width: w, height: h, body };
}
