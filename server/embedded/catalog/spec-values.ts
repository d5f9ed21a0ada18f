/** A characteristic as shown: the value, a non-breaking space and the unit ('16 А', '2,5 мм²'). */
export function formatSpecValue(value: string, unit: string | undefined): string {
  return unit ? `${value}\u00a0${unit}` : value;
}

/**
 * Options of a filter in the order a buyer reads them: by the number they start with when they
 * have one (1P, 2P, 3P; 6 А before 10 А), otherwise alphabetically.
 */
export function compareSpecValues(a: string, b: string): number {
  const number = (value: string) => {
    const match = /^\d+(?:[.,]\d+)?/.exec(value);
    return match ? Number(match[0].replace(',', '.')) : Number.NaN;
  };
  const [x, y] = [number(a), number(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y) && x !== y) return x - y;
  if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
  return a.localeCompare(b, 'ru', { numeric: true });
}
