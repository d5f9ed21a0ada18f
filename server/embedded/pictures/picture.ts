import { palettes, type PaletteName } from './palettes';
import { sceneBox, scenes, type SceneName } from './scenes';
import { escapeMarkup } from '#shared/markup/escape';
import { fontFamily } from './font';

export interface PictureSpec {
  scene: SceneName;
  palette: PaletteName;
  /** Short Russian caption shown on the picture, e.g. 'ВРУ для жилого комплекса'. */
  caption: string;
  width: number;
  height: number;
}

const brand = 'ЭлектроЩит Про';

/** Rough advance width of a sans-serif glyph, in ems: enough to size the caption plate. */
const glyphWidth = 0.58;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A self-contained SVG: gradient background, blueprint grid, a scene, the brand mark and a
 * caption. Pure function of its input, so the same input always yields the same bytes.
 */
export function renderPicture(input: PictureSpec): string {
  const { width: w, height: h } = input;
  const p = palettes[input.palette];
  const margin = round(w * 0.06);

  const stage = { x: margin, y: h * 0.17, width: w - 2 * margin, height: h * 0.58 };
  const scale = Math.min(stage.width / sceneBox.width, stage.height / sceneBox.height);
  const sceneX = round(stage.x + (stage.width - sceneBox.width * scale) / 2);
  const sceneY = round(stage.y + (stage.height - sceneBox.height * scale) / 2);

  const brandSize = round(Math.max(14, h * 0.042));
  const maxCaptionWidth = w - 2 * margin;
  const padding = round(h * 0.03);
  let captionSize = round(Math.max(16, h * 0.052));
  const naturalWidth = input.caption.length * captionSize * glyphWidth + 2 * padding;
  if (naturalWidth > maxCaptionWidth) {
    captionSize = round((maxCaptionWidth - 2 * padding) / (input.caption.length * glyphWidth));
  }
  const plateWidth = round(Math.min(naturalWidth, maxCaptionWidth));
  const plateHeight = round(captionSize * 1.9);
  const plateY = round(h - margin * 0.6 - plateHeight);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" ` +
    `aria-label="${escapeMarkup(input.caption)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" ` +
    `stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.1" r="0.8"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.28"/><stop ` +
    `offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" ` +
    `stroke-opacity="0.07"/></pattern>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#grid)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<g transform="translate(${sceneX} ${sceneY}) scale(${round(scale * 1000) / 1000})">${scenes[input.scene](p)}</g>
<g transform="translate(${margin} ${round(h * 0.06)})">
<path d="M${round(brandSize * 0.55)} 0 L0 ${round(brandSize * 0.75)} H${round(brandSize * 0.42)} L${round(brandSize * 0.22)} ` +
    `${round(brandSize * 1.4)} L${round(brandSize * 0.85)} ${round(brandSize * 0.55)} H${round(brandSize * 0.45)} Z" fill="${p.accent}"/>
<text x="${round(brandSize * 1.2)}" y="${round(brandSize * 1.05)}" fill="#fff" fill-opacity="0.9" font-family="${fontFamily}" ` +
    `font-size="${brandSize}" font-weight="600" letter-spacing="0.5">${brand}</text>
</g>
<rect x="${margin}" y="${plateY}" width="${plateWidth}" height="${plateHeight}" rx="${round(plateHeight / 4)}" fill="#000" ` +
    `fill-opacity="0.38"/>
<rect x="${margin}" y="${plateY}" width="${round(captionSize * 0.22)}" height="${plateHeight}" fill="${p.accent}"/>
<text x="${round(margin + padding)}" y="${round(plateY + plateHeight * 0.66)}" fill="#fff" font-family="${fontFamily}" ` +
    `font-size="${captionSize}" font-weight="600">${escapeMarkup(input.caption)}</text>
</svg>
`
  );
}
