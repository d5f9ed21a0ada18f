import type { ProductPictureSpec } from '#server/embedded/seed/catalog/types';
import { clamp, n, outline, screw, text, type DrawContext, type Drawing } from '../draw';
import { wrapText } from '../text';

/** Modular devices in design units of 2 per millimetre: an 18 mm module is 36 wide, 90 mm tall. */
const M = 36;
const H = 180;
/** DIN rail showing either side of the devices. */
const side = 26;

interface ShellOptions {
  /** Separate single-pole bodies clipped together (breakers), rather than one wide case. */
  seams?: boolean;
  /** Terminal screws at the bottom too; cartridge bases hide nothing, so all have them. */
  bottom?: boolean;
}

/**
 * The DIN rail, a case `modules` wide with its raised front, and a terminal screw per module at
 * the top (class `pole`, one per pole) and at the bottom. `front` is drawn over the case.
 */
function onRail(ctx: DrawContext, modules: number, front: string, o: ShellOptions = {}): Drawing {
  const w = modules * M;
  const railW = w + 2 * side;
  let slots = '';
  for (let x = 10; x < railW - 20; x += 58) slots += `M${x} 90h${Math.min(30, railW - 16 - x)}`;
  let seams = '';
  let screws = '';
  for (let i = 0; i < modules; i++) {
    if (o.seams && i > 0) seams += `M${i * M} 1V${H - 1}`;
    screws += screw(ctx, i * M + M / 2, 17, 6.5, 'pole');
    if (o.bottom !== false) screws += screw(ctx, i * M + M / 2, H - 17, 6.5);
  }
  const body =
    `<rect y="55" width="${railW}" height="70" fill="${ctx.paint('rail')}" stroke="#98a0a9"/>` +
    `<path d="M0 62H${railW}M0 118H${railW}" stroke="#aab1b9"/>` +
    `<path d="${slots}" stroke="#7c848d" stroke-width="12" stroke-linecap="round"/>` +
    `<g transform="translate(${side} 0)">` +
    `<rect width="${w}" height="${H}" rx="4" fill="${ctx.paint('plastic')}" stroke="${outline}" stroke-width="1.2"/>` +
    `<rect x="1" y="44" width="${w - 2}" height="92" fill="${ctx.paint('face')}"/>` +
    `<path d="M1 44H${w - 1}" stroke="#c9cfd5"/><path d="M1 137.5H${w - 1}" stroke="#000" stroke-opacity=".07" stroke-width="3"/>` +
    (seams ? `<path d="${seams}" stroke="#bcc3ca"/>` : '') +
    screws +
    front +
    '</g>';
  return { width: railW, height: H, body };
}

/** Marking split over up to two lines, printed centred at `cx` under `y`. */
function marking(value: string, cx: number, y: number, width: number, size: number): string {
  const lines = wrapText(value, width, size, true).slice(0, 2);
  const top = lines.length === 2 ? y - size * 0.55 : y;
  return lines.map((line, i) => text(cx, top + i * size * 1.15, line, { size, fit: width, bold: true })).join('');
}

const poleCount = (spec: ProductPictureSpec, fallback: number, min = 1) => clamp(spec.poles ?? fallback, min, 4);

/** The same front drawn once per pole, each a module further right. */
const perPole = (poles: number, front: (x: number) => string) => Array.from({ length: poles }, (_, i) => front(i * M)).join('');

/** A pole's toggle: the recess it moves in, the lever drawn over it, and the grip lines on the lever. */
const toggle = (x: number, lever: string, grip: string) =>
  `<rect x="${x + 8}" y="52" width="20" height="50" rx="3" fill="#d3d8de" stroke="#b4bbc3"/>` +
  lever +
  `<path d="M${x + 13} 59h10M${x + 13} 62.5h10" stroke="${grip}" stroke-width="1.2"/>`;

/** Multi-pole devices switch together: their levers are tied by a bar. */
const tieBar = (poles: number, y: number, fill: string) =>
  poles > 1 ? `<rect x="11" y="${y}" width="${(poles - 1) * M + 14}" height="5" rx="2" fill="${fill}"/>` : '';

export function mcb(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const k = poleCount(spec, 1);
  const front =
    perPole(
      k,
      (x) =>
        toggle(x, `<rect class="lever" x="${x + 10}" y="55" width="16" height="27" rx="2.5" fill="${ctx.paint('dark')}"/>`, '#7b838d') +
        `<rect x="${x + 13}" y="107" width="10" height="5" rx="1" fill="#e03131"/>` +
        text(x + M / 2, 128, spec.marking ?? 'C16', { size: 12, fit: 30, bold: true }),
    ) + tieBar(k, 72, '#2b3036');
  return onRail(ctx, k, front, { seams: true });
}

/** RCD and RCBO: one case, one lever, the «T» test button and a two-line marking. */
function residual(spec: ProductPictureSpec, ctx: DrawContext, fallback: string, button: string): Drawing {
  const k = poleCount(spec, 2, 2);
  const w = k * M;
  const cx = k === 2 ? 26 : w / 2 - 10;
  const front =
    `<rect x="${cx - 13}" y="52" width="26" height="50" rx="3" fill="#d3d8de" stroke="#b4bbc3"/>` +
    `<rect class="lever" x="${cx - 11}" y="55" width="22" height="27" rx="3" fill="${ctx.paint('dark')}"/>` +
    `<path d="M${cx - 7} 59h14M${cx - 7} 62.5h14" stroke="#7b838d" stroke-width="1.2"/>` +
    `<rect x="${w - 25}" y="54" width="17" height="17" rx="3" fill="${button}" stroke="#8c7a2b" stroke-width=".8"/>` +
    text(w - 16.5, 66.5, 'T', { size: 11, bold: true }) +
    // The trip flag sits beside the lever here, which leaves room for a two-line marking below.
    `<rect x="${w - 21.5}" y="80" width="10" height="5" rx="1" fill="#e03131"/>` +
    `<path d="M${w - 27} 92h21M${w - 27} 96.5h21" stroke="#c5cbd1" stroke-width="1.5"/>` +
    marking(spec.marking ?? fallback, w / 2, 124, w - 8, 11);
  return onRail(ctx, k, front);
}

export const rcd = (spec: ProductPictureSpec, ctx: DrawContext) => residual(spec, ctx, '40A 30mA', '#fcc419');
export const rcbo = (spec: ProductPictureSpec, ctx: DrawContext) => residual(spec, ctx, 'C16 30mA', '#74c0fc');

export function switchDisconnector(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const k = poleCount(spec, 1);
  const front =
    perPole(
      k,
      (x) =>
        toggle(
          x,
          `<rect class="lever" x="${x + 9.5}" y="55" width="17" height="28" rx="3" fill="#e03131" stroke="#a61e1e" stroke-width=".8"/>`,
          '#f7a3a3',
        ) +
        text(x + M / 2, 50.5, 'I', { size: 7, bold: true }) +
        text(x + M / 2, 111, 'O', { size: 7, bold: true }),
    ) +
    tieBar(k, 73, '#b02525') +
    marking(spec.marking ?? '63A', (k * M) / 2, 128, k * M - 6, 11);
  return onRail(ctx, k, front, { seams: true });
}

/** Surge protection: a base per pole with a plug-in cartridge, its status window and a bolt sign. */
export function spd(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const k = poleCount(spec, 1);
  const front = perPole(
    k,
    (x) =>
      `<rect x="${x + 3}" y="32" width="30" height="116" rx="3" fill="${ctx.paint('face')}" stroke="${outline}"/>` +
      `<path d="M${x + 9} 37h18M${x + 9} 40.5h18M${x + 9} 139.5h18M${x + 9} 143h18" stroke="#c3c9cf" stroke-width="1.2"/>` +
      `<rect x="${x + 10}" y="50" width="16" height="10" rx="1.5" fill="#37b24d" stroke="#2b8a3e"/>` +
      `<path d="M${x + 21} 70l-8 14h6l-4 13 10-17h-6l4-10z" fill="#f59f00"/>` +
      text(x + M / 2, 120, spec.marking ?? '40kA', { size: 10, fit: 28, bold: true }),
  );
  return onRail(ctx, k, front, { seams: true });
}

/** A modular contactor: coil terminals A1/A2, state window, the printed contact diagram. */
export function contactorModular(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const k = poleCount(spec, 2);
  const w = k * M;
  let contacts = '';
  let labels = '';
  for (let i = 0; i < k; i++) {
    const cx = i * M + M / 2;
    contacts += `M${cx} 76v9l7 13M${cx} 102v9`;
    labels +=
      text(cx, 38, i === 0 ? 'A1' : `${2 * i - 1}`, { size: 7, fill: '#495057' }) +
      text(cx, 148, i === 0 ? 'A2' : `${2 * i}`, { size: 7, fill: '#495057' });
  }
  const front =
    labels +
    `<rect x="${w / 2 - 12}" y="52" width="24" height="12" rx="2" fill="#343a40"/>` +
    `<rect x="${w / 2 - 9}" y="55" width="9" height="6" rx="1" fill="#fa5252"/>` +
    `<path d="${contacts}" stroke="#343a40" stroke-width="1.4" fill="none"/>` +
    `<path d="M${n(M / 2 + 4)} 93H${w - 10}" stroke="#343a40" stroke-dasharray="3 2"/>` +
    marking(spec.marking ?? '25A', w / 2, 128, w - 6, 10);
  return onRail(ctx, k, front);
}

/** A monitoring relay: LED display, two setting knobs and state lamps. */
export function relay(spec: ProductPictureSpec, ctx: DrawContext): Drawing {
  const k = clamp(spec.poles ?? 2, 2, 4);
  const w = k * M;
  const knob = (cx: number) =>
    `<circle cx="${cx}" cy="100" r="9" fill="${ctx.paint('screw')}" stroke="#868e96"/>` +
    `<path d="M${cx} 100l-5-5" stroke="#343a40" stroke-width="2" stroke-linecap="round"/>`;
  const front =
    `<rect x="7" y="50" width="${w - 14}" height="28" rx="3" fill="#1f2327"/>` +
    text(w / 2, 72, '230', { size: 20, bold: true, fill: '#ff6b6b', extra: ' letter-spacing="2"' }) +
    knob(w / 2 - 16) +
    knob(w / 2 + 16) +
    `<circle cx="${w / 2 - 16}" cy="118" r="3" fill="#40c057"/><circle cx="${w / 2 + 16}" cy="118" r="3" fill="#fa5252"/>` +
    marking(spec.marking ?? 'U>', w / 2, 133, w - 6, 9);
  return onRail(ctx, k, front);
}
