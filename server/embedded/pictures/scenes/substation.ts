import type { Palette } from '../palettes';
import { fontFamily } from '../font';

/** A transmission tower feeding a 10/0,4 kV transformer inside a fenced substation. */
export function substation(p: Palette): string {
  const fence = Array.from({ length: 17 }, (_, i) => `<path d="M${200 + i * 20} 270 V304"/>`).join('');
  const label = (x: number, text: string) =>
    `<text x="${x}" y="252" fill="#fff" stroke="none" font-family="${fontFamily}" font-size="18" font-weight="600" ` +
    `text-anchor="middle">${text}</text>`;

  return `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<g stroke-opacity="0.7">
<path d="M60 304 L90 30 L120 304"/><path d="M50 70 H130 M58 120 H122"/>
<path d="M70 280 L108 220 L78 170 L102 130 L86 90" stroke-width="2" stroke-opacity="0.7"/>
</g>
<path d="M130 70 Q200 80 246 124" stroke="${p.secondary}"/>
<path d="M122 120 Q190 124 246 140" stroke="${p.secondary}" stroke-opacity="0.7"/>
<circle cx="300" cy="150" r="54" fill="#fff" fill-opacity="0.06"/>
<circle cx="370" cy="150" r="54" fill="#fff" fill-opacity="0.06" stroke="${p.accent}"/>
${label(290, '10 кВ')}${label(380, '0,4 кВ')}
<path d="M424 150 H600" stroke="${p.accent}"/>
<path d="M470 150 V110 H600 M500 150 V190 H600" stroke="${p.accent}" stroke-opacity="0.75"/>
<path d="M588 98 L604 110 L588 122 M588 138 L604 150 L588 162 M588 178 L604 190 L588 202" stroke="${p.accent}"/>
<g stroke-opacity="0.45" stroke-width="2"><path d="M196 276 H524"/>${fence}</g>
<path d="M0 306 H640" stroke-opacity="0.5"/>
</g>`;
}
