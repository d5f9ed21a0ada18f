/** Dates as Russian readers expect them in running text: «12 марта 2026». UTC, so server and browser agree. */
const formatter = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date).replace(/\s*г\.$/, '');
}

/** The compact date format of lists (saved items): mm/dd/yy, in UTC (docs/behaviour.md, "Dates"). */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${two(date.getUTCFullYear() % 100)}`;
}
