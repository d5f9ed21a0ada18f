/** Dates as Russian readers expect them in running text: «12 марта 2026». UTC, so server and browser agree. */
const formatter = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date).replace(/\s*г\.$/, '');
}
