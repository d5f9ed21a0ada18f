/** A page number as an address carries it: a plain positive integer of up to four digits, else none. */
export function parsePageNumber(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : null;
}
