import { Readable } from 'node:stream';
import type * as ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import { importLimits, type ImportRowInput } from '#shared/contract/spec-imports';
import { pastedTextMax, readQuantity } from '#shared/specs/paste-lines';
import { excel } from '../documents/excel';

/**
 * An uploaded list (docs/behaviour.md, "Bulk add"): an .xlsx or .csv with an article column and a
 * quantity column, read into the rows of a bulk add — or refused with a Russian message. Nothing in
 * the file runs: formulas are read as the values Excel saved with them, never evaluated; a workbook
 * linking other files, an archive that unpacks past its bound (a zip bomb) and anything that is not a
 * spreadsheet are refused before ExcelJS reads a byte.
 */
export const uploadLimits = {
  /** The file itself. */
  bytes: 1024 * 1024,
  /** What an .xlsx may unpack to: far above a 2,000-row list, far below what hurts the process. */
  unpackedBytes: 32 * 1024 * 1024,
} as const;

export const uploadMessages = {
  tooLarge: 'Файл больше 1 МБ: загрузите файл до 1 МБ или вставьте список текстом',
  notSpreadsheet: 'Файл не похож на таблицу: загрузите .xlsx или .csv со столбцами «Артикул» и «Количество»',
  malformed: 'Файл повреждён или сохранён не в формате .xlsx: откройте его в Excel и сохраните заново',
  bomb: 'Файл распаковывается больше чем в 32 МБ: это не похоже на список артикулов',
  externalLinks: 'Файл ссылается на другие книги Excel: сохраните список без внешних ссылок',
  formulas: 'В файле есть формулы без сохранённых значений: откройте файл в Excel и сохраните его заново',
  tooManyRows: `В файле больше ${importLimits.rows.toLocaleString('ru-RU')} строк: разделите список на части`,
  empty: 'В файле нет ни одной строки с артикулом',
} as const;

export type UploadRows = { ok: true; rows: ImportRowInput[] } | { ok: false; message: string };

const refuse = (message: string): UploadRows => ({ ok: false, message });

/** What an .xlsx archive holds, found by unpacking it with a bound on what it unpacks to. */
function inspectArchive(bytes: Uint8Array): string | undefined {
  let unpacked = 0;
  let problem: string | undefined;
  const names = new Set<string>();
  const unzip = new Unzip((file) => {
    names.add(file.name);
    if (file.originalSize !== undefined && file.originalSize > uploadLimits.unpackedBytes) problem ??= uploadMessages.bomb;
    file.ondata = (error, chunk) => {
      if (error) problem ??= uploadMessages.malformed;
      unpacked += chunk?.length ?? 0;
      if (unpacked > uploadLimits.unpackedBytes) {
        problem ??= uploadMessages.bomb;
        file.terminate();
      }
    };
    if (problem) return;
    try {
      file.start();
    } catch {
      problem ??= uploadMessages.malformed;
    }
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    problem ??= uploadMessages.malformed;
  }
  if (problem) return problem;
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return uploadMessages.notSpreadsheet;
  if ([...names].some((name) => name.startsWith('xl/externalLinks/'))) return uploadMessages.externalLinks;
  return undefined;
}

type Cell = string | number | undefined | { formulaWithoutValue: true };

/** A cell as text or number: a formula's saved result, rich text joined, a link's text; errors and dates as shown. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined || result === null || (typeof result === 'object' && 'error' in result)) return { formulaWithoutValue: true };
    return cellOf(result);
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return undefined;
  return undefined;
}

const articleHeader = /^(?:артикул|article|код|part\s*number|sku)/iu;
const quantityHeader = /^(?:кол-?во|количество|qty|quantity|кол\.)/iu;

/**
 * Rows of the first sheet: the article and quantity columns found by their headers («Артикул»,
 * «Article», «Кол-во», «Количество», «Qty») in the first rows, otherwise columns A and B.
 */
function rowsOfSheet(sheet: ExcelJS.Worksheet | undefined): UploadRows {
  if (!sheet) return refuse(uploadMessages.empty);
  const table: { line: number; cells: Cell[] }[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (table.length > importLimits.rows + 5) {
      tooMany = true;
      return;
    }
    const values = row.values as ExcelJS.CellValue[];
    table.push({ line, cells: values.map(cellOf) });
  });
  if (tooMany) return refuse(uploadMessages.tooManyRows);
  let articleColumn = 1;
  let quantityColumn = 2;
  let start = 0;
  for (const [index, row] of table.slice(0, 5).entries()) {
    const texts = row.cells.map((cell) => (typeof cell === 'string' ? cell.trim() : ''));
    const article = texts.findIndex((text) => articleHeader.test(text));
    if (article < 0) continue;
    articleColumn = article;
    const quantity = texts.findIndex((text) => quantityHeader.test(text));
    quantityColumn = quantity >= 0 ? quantity : article + 1;
    start = index + 1;
    break;
  }
  const rows: ImportRowInput[] = [];
  for (const { line, cells } of table.slice(start)) {
    const article = cells[articleColumn];
    const quantity = cells[quantityColumn];
    if ((typeof article === 'object' && article) || (typeof quantity === 'object' && quantity)) return refuse(uploadMessages.formulas);
    const text = article === undefined ? '' : String(article).trim();
    if (!text) continue;
    const amount = quantity === undefined || quantity === '' ? undefined : typeof quantity === 'number' ? quantity : readQuantity(quantity);
    rows.push({ line, text: text.slice(0, pastedTextMax), ...(amount === undefined ? {} : { quantity: amount }) });
  }
  if (rows.length > importLimits.rows) return refuse(uploadMessages.tooManyRows);
  if (!rows.length) return refuse(uploadMessages.empty);
  return { ok: true, rows };
}

const zipMagic = [0x50, 0x4b, 0x03, 0x04];

/** Text of a .csv: UTF-8 (a BOM allowed), else Windows-1251 as Russian Excel saves it; binary is no table. */
function csvText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The separator Excel used: a semicolon in Russian settings, else a tab or a comma — the most frequent in the first line. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', '\t', ','].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export async function readUpload(file: { name: string; bytes: Uint8Array }): Promise<UploadRows> {
  const { bytes } = file;
  if (bytes.length > uploadLimits.bytes) return refuse(uploadMessages.tooLarge);
  if (!bytes.length) return refuse(uploadMessages.empty);
  const workbook = new (excel().Workbook)();
  if (zipMagic.every((byte, i) => bytes[i] === byte)) {
    const problem = inspectArchive(bytes);
    if (problem) return refuse(problem);
    try {
      // An ArrayBuffer of exactly the file's bytes: ExcelJS's own Buffer type is an ArrayBuffer.
      await workbook.xlsx.load(bytes.slice().buffer);
    } catch {
      return refuse(uploadMessages.malformed);
    }
    return rowsOfSheet(workbook.worksheets[0]);
  }
  const text = /\.(csv|txt)$/i.test(file.name) || !/\.\w+$/.test(file.name) ? csvText(bytes) : undefined;
  if (text === undefined) return refuse(uploadMessages.notSpreadsheet);
  try {
    const options: Partial<ExcelJS.CsvReadOptions> = {
      parserOptions: { delimiter: delimiterOf(text), ignoreEmpty: true },
      // Every cell as written: a number-like article keeps its zeros, nothing is read as a date.
      map: (value: unknown) => (value === '' ? null : value),
    };
    const sheet = await workbook.csv.read(Readable.from([text.replace(/^\uFEFF/, '')]), options);
    return rowsOfSheet(sheet);
  } catch {
    return refuse(uploadMessages.malformed);
  }
}
