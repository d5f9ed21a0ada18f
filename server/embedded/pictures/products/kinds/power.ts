import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { clamp, outline, screw, text, type DrawContext, type Drawing } from '../draw';

/** A moulded-case breaker: dark case, pole terminals in cavities, the central toggle, a rating plate. */
export function mccb(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const poles = clamp(spec.poles ?? 3, 3, 4);
  const pitch = 60;
  const w = poles * pitch + 20;
  const h = 300;
  const cx = w / 2;
  let terminals = '';
  for (let i = 0; i < poles; i++) {
    const x = 10 + i * pitch;
    for (const [y, cls] of [
      [12, 'pole'],
      [h - 60, ''],
    ] as const) {
      terminals +=
        `<rect${cls ? ` class="${cls}"` : ''} x="${x + 7}" y="${y}" width="46" height="48" rx="4" fill="#1b1e22"/>` +
        `<rect x="${x + 13}" y="${y + 10}" width="34" height="28" rx="2" fill="${ctx.paint('screw')}"/>` +
        screw(ctx, x + 30, y + 24, 8);
    }
    if (i > 0) terminals += `<path d="M${x} 4V66M${x} ${h - 66}V${h - 4}" stroke="#5b626b" stroke-width="3"/>`;
  }
  const body =
    `<rect width="${w}" height="${h}" rx="10" fill="${ctx.paint('dark')}" stroke="#1f2328"/>` +
    terminals +
    `<rect x="6" y="72" width="${w - 12}" height="${h - 144}" rx="6" fill="#4a5058" stroke="#2a2f35"/>` +
    `<rect x="${cx - 30}" y="94" width="60" height="112" rx="6" fill="#2a2f35"/>` +
    `<rect x="${cx - 12}" y="102" width="24" height="96" rx="4" fill="#15171a"/>` +
    `<rect class="lever" x="${cx - 21}" y="106" width="42" height="50" rx="5" fill="${ctx.paint('face')}" stroke="#adb5bd"/>` +
    `<path d="M${cx - 13} 114h26M${cx - 13} 119h26M${cx - 13} 124h26" stroke="#adb5bd" stroke-width="1.5"/>` +
    text(cx, 88, 'I ON', { size: 9, bold: true, fill: '#e9ecef' }) +
    text(cx, 219, 'O OFF', { size: 9, bold: true, fill: '#e9ecef' }) +
    `<rect x="${cx + 40}" y="104" width="${w - cx - 54}" height="64" rx="3" fill="#f1f3f5"/>` +
    text((w + cx + 26) / 2, 142, spec.marking ?? '250A', { size: 15, fit: w - cx - 62, bold: true }) +
    `<circle cx="${cx - 62}" cy="128" r="15" fill="${ctx.paint('screw')}" stroke="#1f2328"/>` +
    `<path d="M${cx - 62} 128v-10" stroke="#1f2328" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="${cx - 72}" y="168" width="20" height="12" rx="2" fill="#e03131"/>`;
  return { width: w, height: h, body };
}

/** A block contactor: three main poles top and bottom, coil terminals A1/A2, the carrier window. */
export function contactor(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const w = 210;
  const h = 250;
  const top = ['1/L1', '3/L2', '5/L3', 'A1'];
  const bottom = ['2/T1', '4/T2', '6/T3', 'A2'];
  let terminals = '';
  top.forEach((label, i) => {
    const cx = 38 + i * 50 - (i === 3 ? 6 : 0);
    const r = i === 3 ? 5.5 : 8;
    const cw = i === 3 ? 26 : 38;
    terminals +=
      `<rect x="${cx - cw / 2}" y="10" width="${cw}" height="40" rx="3" fill="#dde1e6" stroke="${outline}"/>` +
      screw(ctx, cx, 30, r, i < 3 ? 'pole' : undefined) +
      text(cx, 63, label, { size: 9, bold: true, fill: '#495057' }) +
      `<rect x="${cx - cw / 2}" y="${h - 50}" width="${cw}" height="40" rx="3" fill="#dde1e6" stroke="${outline}"/>` +
      screw(ctx, cx, h - 30, r) +
      text(cx, h - 56, bottom[i] ?? '', { size: 9, bold: true, fill: '#495057' });
  });
  const body =
    `<rect width="${w}" height="${h}" rx="8" fill="${ctx.paint('plastic')}" stroke="${outline}" stroke-width="1.2"/>` +
    terminals +
    `<rect x="10" y="72" width="${w - 20}" height="${h - 144}" rx="6" fill="#5c636b" stroke="#454b52"/>` +
    `<rect x="${w / 2 - 22}" y="82" width="44" height="40" rx="4" fill="#2b3036"/>` +
    `<rect x="${w / 2 - 16}" y="86" width="32" height="26" rx="3" fill="${ctx.paint('face')}"/>` +
    `<rect x="22" y="128" width="${w - 44}" height="38" rx="3" fill="#f8f9fa"/>` +
    text(w / 2, 153, spec.marking ?? '25A', { size: 16, fit: w - 56, bold: true });
  return { width: w, height: h, body };
}
