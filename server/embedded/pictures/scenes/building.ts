import type { Palette } from '../palettes';

interface Block {
  x: number;
  width: number;
  height: number;
}

const blocks: Block[] = [
  { x: 250, width: 116, height: 250 },
  { x: 380, width: 96, height: 180 },
  { x: 490, width: 130, height: 130 },
];

function windows(block: Block, p: Palette, seed: number): string {
  const columns = Math.floor((block.width - 16) / 24);
  const rows = Math.floor((block.height - 24) / 30);
  const top = 300 - block.height;
  const cells: string[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const lit = (row * 7 + column * 3 + seed) % 5 === 0;
      cells.push(
        `<rect x="${block.x + 12 + column * 24}" y="${top + 16 + row * 30}" width="14" height="18" rx="2" ` +
          `fill="${lit ? p.accent : '#fff'}" fill-opacity="${lit ? 0.95 : 0.16}" stroke="none"/>`,
      );
    }
  }
  return cells.join('');
}

/** A building complex fed from an overhead line through a package substation. */
export function building(p: Palette): string {
  return `<g fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" stroke-linecap="round">
<path d="M0 300 H640" stroke-opacity="0.5"/>
<path d="M70 300 V96 M46 110 H94"/>
<path d="M94 110 Q140 160 150 238" stroke="${p.accent}" stroke-width="3"/>
<rect x="128" y="238" width="72" height="62" rx="4" fill="#fff" fill-opacity="0.1"/>
<path d="M168 252 L156 272 H168 L160 290" stroke="${p.accent}" stroke-width="3"/>
<path d="M200 282 H232 V276 H250" stroke="${p.secondary}" stroke-width="4"/>
${blocks
  .map(
    (block, i) =>
      `<rect x="${block.x}" y="${300 - block.height}" width="${block.width}" height="${block.height}" rx="3" fill="#fff" ` +
      `fill-opacity="0.08"/>${windows(block, p, i)}`,
  )
  .join('')}
<path d="M308 50 V28 M300 36 H316" stroke-opacity="0.7" stroke-width="2"/>
</g>`;
}
