// Apart from shared/dates.ts: only the account's consent list shows a time, and the home page loads dates.ts.

const timeFormatter = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Moscow' });
const moscowDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** A moment of record (a consent given): «26 ноября 2026, 12:05 МСК», Moscow time for everyone, so server and browser agree. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${moscowDate.format(date).replace(/\s*г\.$/, '')}, ${timeFormatter.format(date)} МСК`;
}
