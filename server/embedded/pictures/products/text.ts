/**
 * Text metrics for hand-written SVG. The pictures name system fonts only, so the real widths are
 * unknown on the server; an estimate per character class (a refinement of the flat 0.58 em that
 * ../picture.ts uses) is close enough to fit captions, markings and wrapped lines.
 */

const narrow = new Set([..." .,:;!|il'I()[]ijfrtі·"]);
const wide = new Set([...'MWmwЖШЩЮЫМжшщюым—%']);

/** Advance width of one character, in ems. */
function glyphWidth(ch: string): number {
  if (ch === ' ') return 0.28;
  if (narrow.has(ch)) return 0.3;
  if (wide.has(ch)) return ch === ch.toUpperCase() ? 0.92 : 0.8;
  if (/\d/.test(ch)) return 0.56;
  if (/\p{Lu}/u.test(ch)) return 0.68;
  if (/\p{Ll}/u.test(ch)) return 0.54;
  return 0.56;
}

/** Estimated width of `text` set at `fontSize`; bold type runs about 6 % wider. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const ch of text) ems += glyphWidth(ch);
  return ems * fontSize * (bold ? 1.06 : 1);
}

/** The largest size up to `maxSize` at which `text` fits into `maxWidth`. */
export function fitFontSize(text: string, maxWidth: number, maxSize: number, bold = false): number {
  const natural = textWidth(text, maxSize, bold);
  return natural <= maxWidth ? maxSize : Math.floor((maxSize * maxWidth * 10) / natural) / 10;
}

/**
 * Greedy word wrap into lines no wider than `maxWidth`. A word longer than a whole line is cut
 * where it overflows, so nothing ever runs out of its box.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize, bold) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (textWidth(rest, fontSize, bold) > maxWidth) {
      let cut = 1;
      while (cut < rest.length && textWidth(rest.slice(0, cut + 1), fontSize, bold) <= maxWidth) cut++;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
