import { standardSections } from '#shared/calculators/conductors';
import { decodeBase64url, encodeBase64url } from './base64url';
import { checksum, checksumLength } from './checksum';
import { isProductId, type Design, type DesignItem, type DesignLine, type DesignRow, type Phase } from './design';
import { isValidLabel, normalizeLabel } from './label';
import { lineProblem } from './line';
import { bytesToText, textToBytes } from './russian-bytes';
import { designLimits } from './limits';

/**
 * The whole design in one query parameter (docs/designer.md, "Address format"):
 *
 *   d=v2.<checksum>.<payload>
 *
 * The payload is base64url of the design as text, one byte a Russian letter
 * (shared/designer/russian-bytes.ts). The text's first line is the enclosure id (or nothing), the
 * second the rows' product ids, each once, separated by spaces; then a line per row with its items
 * separated by tabs, each `<index in the ids, base 36> <quantity>[i][a|b|c][=<line>][ <label>]`
 * (`i` marks the input, `a`–`c` the phase L1–L3, the line is
 * `<C|A><section's place in the standard series, base 36>/<length>[/<load><k|a>]`). A label comes last in its item and holds no control
 * characters, so line feeds and tabs stay separators. Version 1 is the same without phase and
 * line. A flat's 24-module panel takes about 500 characters.
 */

/** The query parameter of /elpanels/designer and /elpanels/designer/result. */
export const designParam = 'd';

/** The format written today; docs/designer.md, "Versions" says how the next one is added. */
export const currentDesignVersion = 2;
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
const phaseLetter: Readonly<Record<Phase, string>> = { L1: 'a', L2: 'b', L3: 'c' };
const phaseOfLetter: Readonly<Record<string, Phase>> = { a: 'L1', b: 'L2', c: 'L3' };

/** A bounded number as the address writes it: no trailing zeros, never an exponent ('2.5', '0.01', '18'). */
const plain = (value: number) => String(Number(value.toFixed(2)));

/** A standard section by its place in the series, one base-36 character: '2.5' would take three. */
const sectionCode = (section: number) => standardSections.indexOf(section as (typeof standardSections)[number]).toString(36);

function encodeLine(line: DesignLine): string {
  const cable = `${line.material === 'copper' ? 'C' : 'A'}${sectionCode(line.section)}/${plain(line.length)}`;
  return line.load ? `${cable}/${plain(line.load.value)}${line.load.unit === 'kW' ? 'k' : 'a'}` : cable;
}

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
    const phase = item.phase ? (phaseLetter[item.phase] ?? '') : '';
    const line = item.line ? encodeLine(item.line) : '';
    return `${index.toString(36)} ${item.quantity}${item.input ? 'i' : ''}${phase}${line}${label ? ` ${label}` : ''}`;
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

// Version 1's `<index> <quantity>[i][ <label>]`: the index in base 36, the quantity without a
// leading zero and short enough for Number() to be exact.
const itemPattern1 = /^([0-9a-z]{1,2}) ([1-9]\d{0,5})(i?)(?: (.+))?$/;
// Version 2 adds the phase letter and the line between the flags and the label; the numbers' digits
// are bounded here, their values by ./line.ts.
const decimal = (digits: number) => `(\\d{1,${digits}}(?:\\.\\d{1,2})?)`;
const linePattern = `(?:([CA])([0-9a-e])/${decimal(4)}(?:/${decimal(3)}([ka]))?)?`;
const itemPattern2 = new RegExp(`^([0-9a-z]{1,2}) ([1-9]\\d{0,5})(i?)([abc]?)${linePattern}(?: (.+))?$`);

type ItemReader = (text: string, ids: readonly string[]) => DesignItem | DecodeFailure;

/** The product, quantity and label every version has. */
function readCommon(ids: readonly string[], index: string, digits: string, label: string): DesignItem | DecodeFailure {
  const productId = ids[parseInt(index, 36)];
  if (productId === undefined) return 'malformed';
  const quantity = Number(digits);
  if (quantity > designLimits.quantity) return 'too-large';
  if (!isValidLabel(label)) return [...label].length > designLimits.labelLength ? 'too-large' : 'malformed';
  return { productId, quantity, label };
}

const readItem1: ItemReader = (text, ids) => {
  const match = itemPattern1.exec(text);
  if (!match) return 'malformed';
  const [, index = '', digits = '', flag, label = ''] = match;
  const item = readCommon(ids, index, digits, label);
  return typeof item === 'string' || !flag ? item : { ...item, input: true };
};

const readItem2: ItemReader = (text, ids) => {
  const match = itemPattern2.exec(text);
  if (!match) return 'malformed';
  const [, index = '', digits = '', flag, phase = '', material, section, length, load, unit, label = ''] = match;
  const common = readCommon(ids, index, digits, label);
  if (typeof common === 'string') return common;
  let item: DesignItem = flag ? { ...common, input: true } : common;
  if (phase) item = { ...item, phase: phaseOfLetter[phase]! };
  if (material) {
    const line: DesignLine = {
      material: material === 'C' ? 'copper' : 'aluminium',
      section: standardSections[parseInt(section ?? '', 36)] ?? Number.NaN,
      length: Number(length),
      ...(load ? { load: { value: Number(load), unit: unit === 'k' ? ('kW' as const) : ('A' as const) } } : {}),
    };
    if (lineProblem(line) !== null) return 'malformed';
    item = { ...item, line };
  }
  return item;
};

function readRow(line: string, ids: readonly string[], readItem: ItemReader): DesignRow | DecodeFailure {
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

/** The payload text of versions 1 and 2, which differ in their items only (docs/designer.md, "Address format"). */
function readPayload(text: string, readItem: ItemReader): Design | DecodeFailure {
  const [enclosureLine = '', idLine, ...rowLines] = text.split('\n');
  if (idLine === undefined) return 'malformed';
  if (rowLines.length > designLimits.rows) return 'too-large';
  if (enclosureLine !== '' && !isProductId(enclosureLine)) return 'malformed';
  const ids = idLine === '' ? [] : idLine.split(' ');
  if (!ids.every(isProductId)) return 'malformed';
  const rows: DesignRow[] = [];
  let devices = 0;
  for (const line of rowLines) {
    const row = readRow(line, ids, readItem);
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
const payloadReaders: Readonly<Record<number, (text: string) => Design | DecodeFailure>> = {
  /** Designs without phases and lines. */
  1: (text) => readPayload(text, readItem1),
  2: (text) => readPayload(text, readItem2),
};

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
