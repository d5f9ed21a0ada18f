import { errorMessage, errorTitle, notFoundMessage } from '#shared/error-page';
import { escapeMarkup } from '#shared/markup/escape';

/**
 * Crawlers get no error page rendering — the status and a minimal body, no shell or scripts
 * (docs/behaviour.md, "Error pages"). `message`: what the error page would have said (a route's
 * validation failure reads otherwise than an unmatched path); without it, the status's own.
 */
export function crawlerErrorPage(status: number, path: string, message?: string): string {
  const title = `${status} ${errorTitle(status)}`;
  message ??= status === 404 ? notFoundMessage(path) : errorMessage(status);
  return (
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" ` +
    `content="noindex"><title>${escapeMarkup(title)}</title></head><body><h1>${escapeMarkup(title)}</h1>` +
    `<p>${escapeMarkup(message)}</p></body></html>`
  );
}
