import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import { dejaVuSans, fontFiles } from './document-fonts';

let instance: typeof PdfMake | undefined;

/**
 * The one pdfmake every PDF is made with (docs/decisions/016-export-libraries.md). pdfmake is
 * CommonJS with one instance as its export, its fonts and policies process-wide, so they are set
 * here once for every document. It is loaded by the first document a process makes, not at start:
 * with pdfkit and fontkit it is about 20 MB resident that a process serving pages never uses
 * (docs/operations.md, "Workers and memory").
 */
export function pdfMaker(): typeof PdfMake {
  if (instance) return instance;
  const pdfmake = createRequire(import.meta.url)('pdfmake') as typeof PdfMake;
  pdfmake.addFonts({
    DejaVuSans: { normal: dejaVuSans.normal, bold: dejaVuSans.bold, italics: dejaVuSans.normal, bolditalics: dejaVuSans.bold },
  });
  // A document never fetches anything and reads no file but the fonts, whatever its text says.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  instance = pdfmake;
  return pdfmake;
}
