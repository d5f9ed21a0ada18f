import type { Palette } from '../palettes';
import { fontFamily } from '../font';

/** A distribution cabinet with three DIN rails of modular devices, its feeder and a meter. */
export function switchboard(p: Palette): string {
  const rails = [64, 144, 224]
    .map((y, row) => {
      const modules = Array.from({ length: 8 }, (_, i) => {
        const x = 224 + i * 24.5;
        const on = (i + row) % 3 !== 0;
        return `<rect x="${x}" y="${y}" width="20" height="46" rx="3" fill="#fff" fill-opacity="0.12" stroke-width="1.5"/>
<rect x="${x + 6}" y="${y + (on ? 12 : 22)}" width="8" height="12" rx="1.5" fill="${on ? p.accent : '#fff'}" stroke="none"/>`;
      }).join('');
      return `<rect x="218" y="${y + 20}" width="204" height="6" fill="#fff" fill-opacity="0.22" stroke="none"/>${modules}`;
    })
    .join('');

  return (
    `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<path d="M200 250 C140 250 150 296 0 296" stroke="${p.accent}" stroke-width="6"/>
<path d="M200 262 C150 262 160 306 0 306" stroke="${p.secondary}" stroke-width="6"/>
<path d="M200 274 C160 274 170 316 0 316" stroke="#fff" stroke-opacity="0.7" stroke-width="6"/>
<rect x="200" y="8" width="240" height="304" rx="10" fill="#fff" fill-opacity="0.07"/>
<rect x="212" y="20" width="216" height="280" rx="5" stroke-opacity="0.45" stroke-width="2"/>
<rect x="290" y="30" width="60" height="16" rx="3" fill="${p.accent}" fill-opacity="0.9" stroke="none"/>
<g stroke-opacity="0.9">${rails}</g>
<g stroke-width="2.5">
<path d="M100 28 V84"/><path d="M92 84 L108 84"/><path d="M100 92 L118 120"/><path d="M100 124 V168"/>
<circle cx="100" cy="186" r="16"/><path d="M90 186 H110 M100 176 V196" stroke-width="2"/>
<path d="M100 202 V236"/><path d="M88 236 H112 M92 242 H108 M96 248 H104"/>
</g>
<rect x="478" y="58" width="138" height="76" rx="10" fill="#000" fill-opacity="0.25"/>
<text x="547" y="108" fill="${p.secondary}" stroke="none" font-family="${fontFamily}" font-size="30" font-weight="700" ` +
    `text-anchor="middle">230 В</text>
${[0, 1, 2, 3, 4, 5]
  .map(
    (i) =>
      `<rect x="${482 + i * 22}" y="${196 - i * 10}" width="14" height="${30 + i * 10}" rx="2" ` +
      `fill="${i > 3 ? p.accent : '#fff'}" fill-opacity="${i > 3 ? 0.9 : 0.3}" stroke="none"/>`,
  )
  .join('')}
</g>`
  );
}
