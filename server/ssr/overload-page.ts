import { escapeMarkup } from '#shared/markup/escape';

/**
 * What a page request gets when this process's render queue is full and no copy of the page is kept
 * (docs/behaviour.md, "Error pages"; docs/operations.md, "Renders under load"): a 503 that says when
 * to come back. Built without React, since rendering is exactly what there is no room for: a crawler
 * gets the bare status page crawlers always get, a person a short Russian page that offers the same
 * address again.
 */
export const overloadRetrySeconds = 5;
export const overloadTitle = 'Сайт перегружен';
export const overloadMessage = 'Сейчас слишком много запросов. Обновите страницу через несколько секунд.';

export function overloadAnswer(crawler: boolean, pathAndQuery: string): Response {
  const title = `503 ${overloadTitle}`;
  const again = crawler ? '' : `<p><a href="${escapeMarkup(pathAndQuery)}">Обновить страницу</a></p>`;
  const page =
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title></head>` +
    `<body><h1>${escapeMarkup(title)}</h1><p>${escapeMarkup(overloadMessage)}</p>${again}</body></html>`;
  return new Response(page, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(Buffer.byteLength(page)),
      'cache-control': 'no-store',
      'retry-after': String(overloadRetrySeconds),
    },
  });
}
