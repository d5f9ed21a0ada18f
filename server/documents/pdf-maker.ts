import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import { dejaVuSans, fontFiles } from './document-fonts';

/**
 * The one pdfmake every PDF is made with (docs/decisions/016-export-libraries.md). pdfmake is
 * CommonJS with one instance as its export, its fonts and policies process-wide, so they are set
 * here once for every document.
 */
export const pdfmake = createRequire(import.meta.url)('pdfmake') as typeof PdfMake;
pdfmake.addFonts({
  DejaVuSans: { normal: dejaVuSans.normal, bold: dejaVuSans.bold, italics: dejaVuSans.normal, bolditalics: dejaVuSans.bold },
});
// A document never fetches anything and reads no file but the fonts, whatever its text says.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
