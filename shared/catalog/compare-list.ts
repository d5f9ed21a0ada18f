/**
 * The comparison's list (docs/behaviour.md, "Comparison"): which ids an address or the cookie holds,
 * what is wrong with them, and the address of a list. Kept apart from the messages and the table's
 * rules, and free of zod, because the header's counter on every page needs only this.
 */

export const compareLimit = 6;
export const comparePath = '/catalog/compare';
/** The plain cookie that carries the list between pages: read by the browser and the BFF, never the session. */
export const compareCookie = 'compare';
/** A month: a list being assembled survives a few days' pause. */
export const compareCookieMaxAge = 30 * 24 * 60 * 60;

/** The shape of a product id in the contract (shared/contract/endpoints.ts). */
const productIdPattern = /^[\w-]{1,80}$/;
/** Never more pieces are looked at than this: a list of thousands costs no more than a short one. */
const piecesLooked = 50;

export type CompareProblem = 'tooMany' | 'duplicates' | 'invalid';

export interface CompareIds {
  /** At most `compareLimit` distinct well-formed ids, in the order given. */
  ids: string[];
  problems: CompareProblem[];
}

/** `?ids=a,b,c` (or the cookie's `a.b.c`) → the ids it names, and what was wrong with it. */
export function parseCompareIds(raw: string | null | undefined, separator: ',' | '.' = ','): CompareIds {
  const problems = new Set<CompareProblem>();
  const ids: string[] = [];
  const pieces = (raw ?? '')
    .split(separator, piecesLooked + 1)
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.length > piecesLooked) problems.add('tooMany');
  for (const piece of pieces.slice(0, piecesLooked)) {
    if (!productIdPattern.test(piece)) problems.add('invalid');
    else if (ids.includes(piece)) problems.add('duplicates');
    else if (ids.length >= compareLimit) problems.add('tooMany');
    else ids.push(piece);
  }
  return { ids, problems: [...problems] };
}

export function compareHref(ids: readonly string[], diffOnly = false): string {
  if (!ids.length) return comparePath;
  // Commas stay readable in the address: ids never contain one.
  return `${comparePath}?ids=${ids.map(encodeURIComponent).join(',')}${diffOnly ? '&diff=1' : ''}`;
}

/** The cookie's value: ids joined by dots (a comma is not a cookie character). */
export function compareCookieValue(ids: readonly string[]): string {
  return ids.join('.');
}
