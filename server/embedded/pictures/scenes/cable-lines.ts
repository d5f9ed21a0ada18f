import type { Palette } from '../palettes';

function tower(x: number): string {
  return `<path d="M${x - 26} 300 L${x} 50 L${x + 26} 300"/>
<path d="M${x - 44} 86 H${x + 44} M${x - 36} 124 H${x + 36}"/>
<path d="M${x - 20} 250 L${x + 16} 200 L${x - 12} 150 L${x + 8} 110" stroke-width="2" stroke-opacity="0.6"/>`;
}

/** Overhead line towers in the distance and a cable tray of power cables in front. */
export function cableLines(p: Palette): string {
  return `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<g stroke-opacity="0.55">${tower(96)}${tower(544)}</g>
<g stroke-opacity="0.6" stroke-width="2">
<path d="M52 86 Q320 150 588 86"/><path d="M140 86 Q320 140 500 86"/><path d="M60 124 Q320 184 580 124"/>
</g>
<path d="M0 300 H640" stroke-opacity="0.4"/>
<path d="M0 214 L640 232 M0 290 L640 304" stroke-opacity="0.7"/>
${[0, 1, 2, 3, 4, 5, 6, 7]
  .map((i) => `<path d="M${i * 84 + 20} ${215 + i * 2} V${290 + i * 2}" stroke-opacity="0.25" stroke-width="2"/>`)
  .join('')}
<path d="M0 236 C180 236 260 252 640 250" stroke="${p.accent}" stroke-width="9"/>
<path d="M0 252 C200 252 300 266 640 264" stroke="${p.secondary}" stroke-width="9"/>
<path d="M0 268 C220 268 320 280 640 278" stroke="#fff" stroke-opacity="0.8" stroke-width="9"/>
<path d="M0 282 C240 282 340 292 640 291" stroke="#000" stroke-opacity="0.35" stroke-width="9"/>
</g>`;
}
