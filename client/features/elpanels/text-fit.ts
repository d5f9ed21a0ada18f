/**
 * Fitting text into a diagram's boxes without measuring it (docs/designer.md, "Diagrams"). The
 * server has no fonts to measure with, and the browser's result would differ from the server's,
 * breaking hydration; so widths are estimated from a table of a sans-serif font's usual advance
 * widths (in em), on the generous side: a text estimated to fit does fit in system-ui, Roboto,
 * Segoe UI and Arial.
 */

const ellipsis = '…';

const narrow = new Set([..." \u00a0.,:;!|'()[]«»-–/ilIjftr1"]);
const wide = new Set([...'мшщжюыфМШЩЖЮЫФmwMW%']);
const upper = /[A-ZА-ЯЁ]/;

function advance(char: string): number {
  if (narrow.has(char)) return 0.34;
  if (wide.has(char)) return upper.test(char) ? 0.95 : 0.8;
  if (upper.test(char)) return 0.7;
  if (char === ellipsis) return 0.9;
  return 0.58;
}

/** The estimated width of a line of text at a font size, in the same units as the size. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += advance(char);
  return ems * fontSize;
}

/** The size, up to `largest`, at which a line of bold text fits: bold letters run about a tenth wider. */
export function boldSizeToFit(text: string, maxWidth: number, largest: number): number {
  const width = textWidth(text, 1) * 1.1;
  return width === 0 ? largest : Math.min(largest, Math.floor((maxWidth / width) * 10) / 10);
}

/** The longest start of `text` that fits with an ellipsis after it; the ellipsis alone when nothing does. */
function cutToFit(text: string, maxWidth: number, fontSize: number): string {
  const chars = [...text];
  for (let length = chars.length - 1; length > 0; length -= 1) {
    const candidate = `${chars.slice(0, length).join('').trimEnd()}${ellipsis}`;
    if (textWidth(candidate, fontSize) <= maxWidth) return candidate;
  }
  return ellipsis;
}

/** One line: the text itself when it fits, else cut with an ellipsis. */
export function fitText(text: string, maxWidth: number, fontSize: number): string {
  return textWidth(text, fontSize) <= maxWidth ? text : cutToFit(text, maxWidth, fontSize);
}

/**
 * Up to `maxLines` lines, broken between words; a word too long for a line of its own is cut with
 * an ellipsis there (a word broken across lines without a hyphen reads as two words), and what
 * does not fit ends the last line with an ellipsis. An empty text gives no lines.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, maxLines: number): string[] {
  if (maxLines < 1) return [];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = textWidth(word, fontSize) <= maxWidth ? word : '';
    if (!current) lines.push(cutToFit(word, maxWidth, fontSize));
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  // The last line kept says there is more: an ellipsis after as much of it as fits with one.
  kept[maxLines - 1] = last.endsWith(ellipsis) ? last : cutToFit(`${last} ${lines[maxLines]!}`, maxWidth, fontSize);
  return kept;
}
