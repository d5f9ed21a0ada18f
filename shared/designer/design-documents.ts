/**
 * A design's documents (docs/designer.md, "Documents"): each served by the BFF at
 * `/api/designer/{file}?d=…` and linked from the result page, in this order.
 */
export const designDocuments = [
  { file: 'labels.pdf', label: 'Маркировка щита, PDF' },
  { file: 'labels.svg', label: 'Маркировка щита, SVG' },
  { file: 'single-line.pdf', label: 'Однолинейная схема, PDF' },
  { file: 'single-line.svg', label: 'Однолинейная схема, SVG' },
  { file: 'din-rail.pdf', label: 'Схема на DIN-рейке, PDF' },
  { file: 'din-rail.svg', label: 'Схема на DIN-рейке, SVG' },
  { file: 'bill-of-materials.pdf', label: 'Состав и смета, PDF' },
] as const;

export type DesignDocumentFile = (typeof designDocuments)[number]['file'];

/** Where a design's document is served; the design goes in its `d` parameter. */
export function designDocumentAction(file: DesignDocumentFile): string {
  return `/api/designer/${file}`;
}
