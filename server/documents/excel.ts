import { createRequire } from 'node:module';
import type * as ExcelJS from 'exceljs';

let instance: typeof ExcelJS | undefined;

/**
 * ExcelJS (docs/decisions/016-export-libraries.md), loaded by the first workbook a process writes or
 * reads, not at start: it is about 20 MB resident that a process serving pages never uses
 * (docs/operations.md, "Workers and memory").
 */
export function excel(): typeof ExcelJS {
  instance ??= createRequire(import.meta.url)('exceljs') as typeof ExcelJS;
  return instance;
}
