/**
 * What names a part of the page the server draws from data the page data leaves out (`ServerDrawn`,
 * docs/decisions/028-cards-drawn-once.md). A name is unique on the page: a card's is its product's id.
 */
export const drawnAttribute = 'data-drawn';

let drawings: Map<string, string> | undefined;

/**
 * The server's HTML of the part with this name. The parts are read from the document the first time
 * one is asked for, which is while the page hydrates, before React has drawn anything of its own in
 * it; they are kept for the visit, so that a page drawn again from the same data (on going back) draws
 * the same parts. A name the server drew nothing for is empty.
 */
export function serverDrawing(name: string): string {
  if (typeof document === 'undefined') return '';
  drawings ??= new Map(
    [...document.querySelectorAll(`[${drawnAttribute}]`)].map((element) => [element.getAttribute(drawnAttribute)!, element.innerHTML]),
  );
  return drawings.get(name) ?? '';
}
