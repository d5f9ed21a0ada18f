import type { Palette } from '../palettes';
import { fontFamily } from '../font';

const bars = [120, 150, 136, 190, 214, 236];

/** An engineering graph with a formula card: calculations, load estimates, measurements. */
export function chart(p: Palette): string {
  const grid = [80, 130, 180, 230]
    .map((y) => `<path d="M96 ${y} H612" stroke-opacity="0.18" stroke-width="1.5" stroke-dasharray="6 8"/>`)
    .join('');
  const columns = bars
    .map(
      (h, i) =>
        `<rect x="${330 + i * 46}" y="${280 - h}" width="28" height="${h}" rx="4" fill="#fff" ` +
        `fill-opacity="${i === bars.length - 1 ? 0.35 : 0.14}"/>`,
    )
    .join('');
  const points = [
    [110, 250],
    [190, 214],
    [270, 196],
    [350, 150],
    [430, 128],
    [510, 84],
    [590, 62],
  ] as const;

  return (
    `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<path d="M96 24 V280 H620"/>
<path d="M90 36 L96 24 L102 36 M608 274 L620 280 L608 286" stroke-width="2.5"/>
${grid}
<g stroke-width="2">${columns}</g>
<polyline points="${points.map(([x, y]) => `${x},${y}`).join(' ')}" stroke="${p.accent}" stroke-width="4"/>
${points.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${p.accent}" stroke="none"/>`).join('')}
<rect x="118" y="36" width="196" height="78" rx="12" fill="#000" fill-opacity="0.3"/>
<text x="216" y="70" fill="#fff" stroke="none" font-family="${fontFamily}" font-size="22" font-weight="700" ` +
    `text-anchor="middle">P = U·I·cos φ</text>
<text x="216" y="98" fill="${p.secondary}" stroke="none" font-family="${fontFamily}" font-size="16" text-anchor="middle">ΔU ≤ 5 %</text>
</g>`
  );
}
