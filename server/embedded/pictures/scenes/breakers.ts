import type { Palette } from '../palettes';
import { fontFamily } from '../font';

const ratings = ['C16', 'C25', 'C32', 'C40'];

/** Close-up of modular circuit breakers on a DIN rail, a sine wave behind them. */
export function breakers(p: Palette): string {
  const modules = ratings
    .map((rating, i) => {
      const x = 116 + i * 104;
      const on = i !== 2;
      const screw = (cx: number, cy: number) =>
        `<circle cx="${cx}" cy="${cy}" r="9" fill="#fff" fill-opacity="0.15"/><path d="M${cx - 5} ${cy} H${cx + 5} M${cx} ` +
        `${cy - 5} V${cy + 5}" stroke-width="2"/>`;
      return (
        `<rect x="${x}" y="40" width="96" height="240" rx="8" fill="#fff" fill-opacity="0.1"/>
${screw(x + 30, 64)}${screw(x + 66, 64)}${screw(x + 30, 256)}${screw(x + 66, 256)}
<rect x="${x + 26}" y="96" width="44" height="70" rx="7" fill="#000" fill-opacity="0.25"/>
<rect x="${x + 33}" y="${on ? 102 : 132}" width="30" height="28" rx="5" fill="${on ? p.accent : '#fff'}" stroke="none"/>
<text x="${x + 48}" y="204" fill="#fff" stroke="none" font-family="${fontFamily}" font-size="22" font-weight="700" ` +
        `text-anchor="middle">${rating}</text>
<path d="M${x + 22} 222 H${x + 74}" stroke-opacity="0.5" stroke-width="2"/>`
      );
    })
    .join('');

  return (
    `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<path d="M0 160 C40 80 80 80 120 160 S200 240 240 160 S320 80 360 160 S440 240 480 160 S560 80 600 160 S640 200 640 200" ` +
    `stroke="${p.secondary}" stroke-opacity="0.45" stroke-width="4"/>
<rect x="70" y="150" width="500" height="16" rx="2" fill="#fff" fill-opacity="0.2" stroke="none"/>
${modules}
</g>`
  );
}
