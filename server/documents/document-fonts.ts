import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans, regular and bold, from the `dejavu-fonts-ttf` package (docs/decisions/016-export-libraries.md):
 * Cyrillic, «№» and «₽» included. Found in node_modules, which the container image copies; pdfmake
 * embeds the glyphs a document uses.
 */
export const dejaVuSans = {
  normal: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** The only local files a PDF may read: the fonts. */
export const fontFiles: ReadonlySet<string> = new Set(Object.values(dejaVuSans));
