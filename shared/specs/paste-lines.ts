/**
 * A pasted list of articles as rows (docs/behaviour.md, "Bulk add"): one row a line, the article's
 * text apart from its quantity. Lines as people paste them from estimates and Excel:
 * `A9F79110 12`, `MVA20-1-016-C;5`, `ВА47-29 3Р 25А х 4`, `S201-C10<tab>3`, `EZ9F34116, 2`,
 * `mcb4763-1-16C-pro 10 шт`. A line without a quantity means one.
 */

/** One row of a bulk add: the line it came from, the article's text, the quantity as given (none: one). */
export interface PastedRow {
  line: number;
  text: string;
  /** A number when it reads as one; the text as typed when it does not (upstream refuses the row). */
  quantity?: number | string;
}

/** Longer text than this is cut here; upstream refuses a row's text past its own, shorter limit. */
export const pastedTextMax = 1000;

const number = String.raw`\d{1,9}(?:[.,]\d{1,9})?`;
const unit = String.raw`(?:шт(?:ук[аи]?)?|pcs|м|m)\.?`;
/** `10 шт`, `2,5 м` at the end. */
const withUnit = new RegExp(String.raw`^(.*?\S)\s+(${number})\s*${unit}$`, 'iu');
/** `х 4`, `x4`, `× 4`, `* 4` at the end, after a space: «ВА47-29 3Р 25А х 4». */
const times = new RegExp(String.raw`^(.*?\S)\s+[xх×*]\s*(${number})(?:\s*${unit})?$`, 'iu');
/** ` - 4`, ` — 4`, ` : 4`, ` = 4` at the end. */
const dashed = new RegExp(String.raw`^(.*?\S)\s+[-–—:=]\s*(${number})(?:\s*${unit})?$`, 'iu');
/** A bare number after a space at the end: `A9F79110 12`. */
const trailing = new RegExp(String.raw`^(.*?\S)\s+(${number})$`, 'u');
/** Ends with a bare number: `ВВГнг 3` before ` х 2,5` is a cable size, not a quantity. */
const bareNumberEnd = /(?:^|\s)\d+$/u;
/** Ends with a number and a cross: `ВВГнг 3 х` before `2,5` is a cable size too. */
const sizeCross = /\d\s*[xх×*]$/iu;

/** The quantity as a number when it is one (a decimal comma as Russians write it), else as typed. */
export function readQuantity(text: string): number | string {
  const trimmed = text.trim().replace(/\s*(?:шт(?:ук[аи]?)?|pcs|м|m)\.?$/iu, '');
  if (new RegExp(`^${number}$`, 'u').test(trimmed)) return Number(trimmed.replace(',', '.'));
  return text.trim();
}

/** A line split into the article's text and its quantity. */
export function parseLine(raw: string): { text: string; quantity?: number | string } {
  const line = raw.trim();
  // From a spreadsheet: cells apart by tabs, the article first and the quantity next.
  const cells = line
    .split('\t')
    .map((cell) => cell.trim())
    .filter(Boolean);
  if (cells.length >= 2) return { text: cells[0]!, quantity: readQuantity(cells[1]!) };
  const text = cells[0] ?? '';
  const semicolon = text.indexOf(';');
  if (semicolon > 0) {
    const rest = text.slice(semicolon + 1).trim();
    return rest ? { text: text.slice(0, semicolon).trim(), quantity: readQuantity(rest) } : { text: text.slice(0, semicolon).trim() };
  }
  const comma = commaSplit(text);
  if (comma) return comma;
  for (const pattern of [withUnit, times, dashed, trailing]) {
    const found = pattern.exec(text);
    if (!found) continue;
    const article = found[1]!;
    const quantity = found[2]!;
    if (pattern === times && bareNumberEnd.test(article)) continue;
    if (sizeCross.test(article)) continue;
    return { text: article, quantity: readQuantity(quantity) };
  }
  return { text };
}

/**
 * `article, qty` — a comma before the quantity, with a space after it, or right after a letter
 * (`MVA20-1-016-C,5`); never the decimal comma of a size (`ПВС 5×1,5`, `ВВГнг 3х2,5`).
 */
function commaSplit(text: string): { text: string; quantity: number | string } | undefined {
  const spaced = new RegExp(String.raw`^(.*\S)\s*,\s+(${number})(?:\s*${unit})?$`, 'iu').exec(text);
  if (spaced) return { text: spaced[1]!, quantity: readQuantity(spaced[2]!) };
  // Without a space only right after a letter: after a digit the comma may be a decimal one (`ПВС 3×1,5`).
  const tight = new RegExp(String.raw`^(.*\p{L}),(\d{1,9})(?:\s*${unit})?$`, 'iu').exec(text);
  if (tight) return { text: tight[1]!, quantity: readQuantity(tight[2]!) };
  return undefined;
}

/** A first line naming the columns (`Артикул<tab>Кол-во`), as copied with a spreadsheet's header. */
const headerLine = /^(?:артикул|article|код|наименование|товар|номенклатура)(?![\p{L}\p{N}])/iu;

/** The rows of a pasted list: one per line that is not blank, numbered as the visitor sees the lines. */
export function parsePaste(paste: string): PastedRow[] {
  const rows: PastedRow[] = [];
  const lines = paste.split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    if (!raw.trim()) return;
    if (!rows.length && headerLine.test(raw.trim())) return;
    const { text, quantity } = parseLine(raw);
    rows.push({ line: index + 1, text: text.slice(0, pastedTextMax), ...(quantity === undefined ? {} : { quantity }) });
  });
  return rows;
}
