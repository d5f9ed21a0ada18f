import { decodeBase64url, encodeBase64url } from './base64url';
import { checksum, checksumLength } from './checksum';
import { isProductId, type Design, type DesignItem, type DesignRow } from './design';
import { isValidLabel, normalizeLabel } from './label';
import { bytesToText, textToBytes } from './russian-bytes';
import { designLimits } from './limits';

/**
 * The whole design in one query parameter (docs/designer.md, "Address format"):
 *
 *   d=v1.<checksum>.<payload>
 *
 * The payload is base64url of the design as text, one byte a Russian letter
 * (shared/designer/russian-bytes.ts). The text's first line is the enclosure id (or nothing), the
 * second the rows' product ids, each once, separated by spaces; then a line per row with its items
 * separated by tabs, each `<index in the ids, base 36> <quantity>[i][ <label>]` (`i` marks the
 * input). A label comes last in its item and holds no control characters, so line feeds and tabs
 * stay separators. A flat's 24-module panel takes about 500 characters.
 */

/** The query parameter of /elpanels/designer and /elpanels/designer/result. */
export const designParam = 'd';

/** The format written today; docs/designer.md, "Versions" says how the next one is added. */
export const currentDesignVersion = 1;
/** Links of older versions are no longer read: they get the «устарела» message. */
export const oldestDesignVersion = 1;

export type DecodeFailure = 'malformed' | 'tampered' | 'outdated' | 'unsupported' | 'too-large';

export type DecodeResult = { ok: true; design: Design } | { ok: false; reason: DecodeFailure; message: string };

/** What the visitor reads when a link does not open (docs/designer.md, "Address format"). */
export const decodeMessages: Readonly<Record<DecodeFailure, string>> = {
  malformed: 'Ссылка на щит не читается: похоже, в ней ошибка. Соберите щит заново в конструкторе.',
  tampered: 'Ссылка на щит повреждена: её изменили вручную или скопировали не полностью. Откройте исходную ссылку или соберите щит заново.',
  outdated: 'Ссылка на щит устарела: её создала прежняя версия конструктора. Соберите щит заново.',
  unsupported: 'Ссылка на щит создана более новой версией конструктора: обновите страницу.',
  'too-large':
    `Щит по ссылке больше, чем позволяет конструктор: до ${designLimits.rows} рядов, до ${designLimits.itemsPerRow} позиций ` +
    `в ряду, до ${designLimits.quantity} одинаковых устройств в позиции, до ${designLimits.devices} устройств в щите, ` +
    `подписи до ${designLimits.labelLength} знаков.`,
};

const fail = (reason: DecodeFailure): DecodeResult => ({ ok: false, reason, message: decodeMessages[reason] });

/**
 * The design as the `d` parameter's value. Labels are written normalized (shared/designer/label.ts).
 * A design past docs/designer.md, "Limits" still encodes, but will not decode: the edit history
 * never makes one.
 */
export function encodeDesign(design: Design): string {
  const ids: string[] = [];
  const indexOf = new Map<string, number>();
  const encodeItem = (item: DesignItem) => {
    let index = indexOf.get(item.productId);
    if (index === undefined) {
      index = ids.push(item.productId) - 1;
      indexOf.set(item.productId, index);
    }
    const label = normalizeLabel(item.label);
    return `${index.toString(36)} ${item.quantity}${item.input ? 'i' : ''}${label ? ` ${label}` : ''}`;
  };
  const rows = design.rows.map((row) => row.items.map(encodeItem).join('\t'));
  const text = [design.enclosureId ?? '', ids.join(' '), ...rows].join('\n');
  const payload = encodeBase64url(textToBytes(text));
  const head = `v${currentDesignVersion}`;
  return `${head}.${checksum(`${head}.${payload}`)}.${payload}`;
}

/** The result page's path for a design: what "share" and "save" link to. */
export function designResultPath(design: Design): string {
  return `/elpanels/designer/result?${designParam}=${encodeDesign(design)}`;
}

// `<index> <quantity>[i][ <label>]`: the index in base 36, the quantity without a leading zero and
// short enough for Number() to be exact.
const itemPattern = /^([0-9a-z]{1,2}) ([1-9]\d{0,5})(i?)(?: (.+))?$/;

function readItem(text: string, ids: readonly string[]): DesignItem | DecodeFailure {
  const match = itemPattern.exec(text);
  if (!match) return 'malformed';
  const [, index = '', digits = '', flag, label = ''] = match;
  const productId = ids[parseInt(index, 36)];
  if (productId === undefined) return 'malformed';
  const quantity = Number(digits);
  if (quantity > designLimits.quantity) return 'too-large';
  if (!isValidLabel(label)) return [...label].length > designLimits.labelLength ? 'too-large' : 'malformed';
  return flag ? { productId, quantity, label, input: true } : { productId, quantity, label };
}

function readRow(line: string, ids: readonly string[]): DesignRow | DecodeFailure {
  const texts = line === '' ? [] : line.split('\t');
  if (texts.length > designLimits.itemsPerRow) return 'too-large';
  const items: DesignItem[] = [];
  for (const text of texts) {
    const item = readItem(text, ids);
    if (typeof item === 'string') return item;
    items.push(item);
  }
  return { items };
}

/** Version 1's payload text (docs/designer.md, "Address format"). */
function readVersion1(text: string): Design | DecodeFailure {
  const [enclosureLine = '', idLine, ...rowLines] = text.split('\n');
  if (idLine === undefined) return 'malformed';
  if (rowLines.length > designLimits.rows) return 'too-large';
  if (enclosureLine !== '' && !isProductId(enclosureLine)) return 'malformed';
  const ids = idLine === '' ? [] : idLine.split(' ');
  if (!ids.every(isProductId)) return 'malformed';
  const rows: DesignRow[] = [];
  let devices = 0;
  for (const line of rowLines) {
    const row = readRow(line, ids);
    if (typeof row === 'string') return row;
    devices += row.items.reduce((sum, item) => sum + item.quantity, 0);
    if (devices > designLimits.devices) return 'too-large';
    rows.push(row);
  }
  return { enclosureId: enclosureLine === '' ? null : enclosureLine, rows };
}

/**
 * A reader per version still read, each giving today's Design: reading an old version is its
 * migration (docs/designer.md, "Versions").
 */
const payloadReaders: Readonly<Record<number, (text: string) => Design | DecodeFailure>> = { 1: readVersion1 };

/**
 * The design a `d` value carries, or why there is none, with the visitor's message. Never throws:
 * any string — cut, edited, random, huge — gets an answer, and the work done is bounded by
 * docs/designer.md, "Limits" before anything is decoded.
 */
export function decodeDesign(value: string): DecodeResult {
  if (typeof value !== 'string' || value === '') return fail('malformed');
  if (value.length > designLimits.encodedLength) return fail('too-large');
  const head = /^v(0|[1-9]\d{0,3})\./.exec(value);
  if (!head?.[1]) return fail('malformed');
  const version = Number(head[1]);
  if (version < oldestDesignVersion) return fail('outdated');
  const read = payloadReaders[version];
  if (version > currentDesignVersion || !read) return fail('unsupported');
  const parts = value.split('.');
  if (parts.length !== 3) return fail('malformed');
  const [, sum = '', payload = ''] = parts;
  if (sum.length !== checksumLength || !/^[0-9a-z]+$/.test(sum) || !/^[\w-]*$/.test(payload)) return fail('malformed');
  if (checksum(`v${head[1]}.${payload}`) !== sum) return fail('tampered');
  const bytes = decodeBase64url(payload);
  const text = bytes && bytesToText(bytes);
  if (text === null) return fail('malformed');
  const design = read(text);
  return typeof design === 'string' ? fail(design) : { ok: true, design };
}
