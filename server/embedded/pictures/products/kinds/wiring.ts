import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { clamp, isLight, n, shade, type DrawContext, type Drawing } from '../draw';

/** Frame and insert tones per colour of a wiring-device range. */
const tones = {
  white: { frame: '#f6f6f3', insert: '#fdfdfb' },
  black: { frame: '#2c2e33', insert: '#393c42' },
  grey: { frame: '#a3a8ae', insert: '#bfc3c8' },
  beige: { frame: '#e7dcc3', insert: '#f1e8d4' },
} as const;

const unit = 170;
const gangStep = 150;

/** Frames of one to three gangs side by side; `insert` draws what sits in each at `x`. */
function framed(spec: ProductPictureSpec, ctx: DrawContext, gangs: number, insert: (x: number) => string): Drawing {
  const t = tones[spec.color ?? 'white'];
  const light = isLight(t.frame);
  const edge = light ? '#b3b9bf' : shade(t.frame, -0.4);
  const w = unit + (gangs - 1) * gangStep;
  let inserts = '';
  for (let g = 0; g < gangs; g++) {
    const x = g * gangStep + 20;
    inserts +=
      `<rect x="${x}" y="20" width="130" height="130" rx="14" fill="${t.insert}" stroke="${edge}"/>` +
      `<rect x="${x}" y="20" width="130" height="130" rx="14" fill="${ctx.paint('sheen')}"/>` +
      insert(x);
  }
  const body =
    `<rect width="${w}" height="${unit}" rx="22" fill="${t.frame}" stroke="${edge}" stroke-width="1.5"/>` +
    `<rect x="3" y="3" width="${w - 6}" height="${unit - 6}" rx="20" fill="${ctx.paint('sheen')}"/>` +
    inserts;
  return { width: w, height: unit, body };
}

/** A Schuko socket: round recess, two pin holes, earthing clips top and bottom. */
export function socket(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const t = tones[spec.color ?? 'white'];
  const recess = shade(t.insert, isLight(t.insert) ? -0.1 : -0.35);
  const hole = isLight(t.insert) ? '#343a40' : '#111214';
  return framed(spec, ctx, clamp(spec.poles ?? 1, 1, 3), (x) => {
    const cx = x + 65;
    return (
      `<circle cx="${cx}" cy="85" r="50" fill="${recess}" stroke="${shade(recess, -0.15)}"/>` +
      `<circle cx="${cx}" cy="87" r="47" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="4"/>` +
      `<rect x="${cx - 9}" y="37" width="18" height="9" rx="2" fill="${ctx.paint('screw')}" stroke="#868e96"/>` +
      `<rect x="${cx - 9}" y="124" width="18" height="9" rx="2" fill="${ctx.paint('screw')}" stroke="#868e96"/>` +
      `<circle cx="${cx - 24}" cy="85" r="6" fill="${hole}"/><circle cx="${cx + 24}" cy="85" r="6" fill="${hole}"/>`
    );
  });
}

/** A rocker switch: one to three keys side by side in one frame. */
export function lightSwitch(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const t = tones[spec.color ?? 'white'];
  const keys = clamp(spec.poles ?? 1, 1, 3);
  const key = shade(t.insert, isLight(t.insert) ? 0.3 : 0.08);
  const edge = isLight(t.insert) ? '#c3c9cf' : shade(t.insert, -0.35);
  return framed(spec, ctx, 1, (x) => {
    const kw = n((118 - (keys - 1) * 4) / keys);
    let out = '';
    for (let i = 0; i < keys; i++) {
      const kx = n(x + 6 + i * (kw + 4));
      out +=
        `<rect x="${kx}" y="26" width="${kw}" height="118" rx="10" fill="${key}" stroke="${edge}"/>` +
        `<rect x="${kx}" y="26" width="${kw}" height="60" rx="10" fill="#fff" fill-opacity="${isLight(key) ? 0.5 : 0.08}"/>` +
        `<rect x="${kx + kw / 2 - 6}" y="122" width="12" height="3" rx="1.5" fill="${shade(key, -0.3)}"/>`;
    }
    return out;
  });
}
