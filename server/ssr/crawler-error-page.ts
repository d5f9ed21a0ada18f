import { errorTitle, notFoundMessage } from '../../shared/error-page';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Spec §2: crawlers get no error page rendering — the status and a minimal body, no shell or scripts. */
export function crawlerErrorPage(status: number, path: string): string {
  const title = `${status} ${errorTitle(status)}`;
  const message = status === 404 ? notFoundMessage(path) : errorTitle(status);
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
