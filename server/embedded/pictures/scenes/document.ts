import type { Palette } from '../palettes';
import { fontFamily } from '../font';

/** Sheets of a certificate or a standard with a round stamp: documents, rules, approvals. */
export function document(p: Palette): string {
  const lines = [78, 102, 126, 150, 174, 198]
    .map((y, i) => `<path d="M290 ${y} H${i % 3 === 2 ? 380 : 430}" stroke-opacity="0.55" stroke-width="3"/>`)
    .join('');

  return (
    `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<rect x="218" y="30" width="190" height="262" rx="8" fill="#fff" fill-opacity="0.06" stroke-opacity="0.5" transform="rotate(-7 313 161)"/>
<rect x="266" y="18" width="196" height="276" rx="8" fill="#fff" fill-opacity="0.12"/>
<path d="M290 48 H400" stroke-width="6"/>
${lines}
<circle cx="420" cy="244" r="42" stroke="${p.accent}" fill="${p.accent}" fill-opacity="0.12"/>
<circle cx="420" cy="244" r="31" stroke="${p.accent}" stroke-width="2"/>
<path d="M404 245 L416 257 L438 232" stroke="${p.accent}" stroke-width="5"/>
<path d="M130 250 L218 104 L236 116 L148 262 Z" fill="#fff" fill-opacity="0.1"/>
<path d="M130 250 L124 280 L148 262" />
<g stroke="${p.secondary}" stroke-width="2.5">
<path d="M520 70 L560 54 L600 70 V120 C600 150 580 170 560 180 C540 170 520 150 520 120 Z" fill="${p.secondary}" fill-opacity="0.12"/>
</g>
<text x="560" y="125" fill="#fff" stroke="none" font-family="${fontFamily}" font-size="20" font-weight="700" ` +
    `text-anchor="middle">ГОСТ</text>
</g>`
  );
}
