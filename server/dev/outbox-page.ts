import { Hono } from 'hono';
import { z } from 'zod';
import { accountPaths, outboxMailSchema, type OutboxMail } from '#shared/contract/auth';
import { formatDate } from '#shared/dates';
import { escapeMarkup } from '#shared/markup/escape';
import type { UpstreamClient } from '../upstream/client';

/**
 * Embedded mode only: the mails the embedded API "sent" (activation links, reset codes), so a
 * person trying the site can finish registration and recovery without a mail server.
 */
function withOrigin(mail: OutboxMail, origin: string): OutboxMail {
  if (!mail.link) return mail;
  let link: URL;
  try {
    link = new URL(mail.link);
  } catch {
    return mail;
  }
  if (link.origin === origin) return mail;
  const moved = origin + link.pathname + link.search + link.hash;
  return { ...mail, link: moved, text: mail.text.split(mail.link).join(moved) };
}

export function outboxPage(upstream: UpstreamClient, options: { mailOrigin?: string }): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const to = c.req.query('to');
    const answer = await upstream.request(accountPaths.outbox + (to ? `?to=${encodeURIComponent(to)}` : ''), {
      headers: new Headers({ accept: 'application/json' }),
    });
    const mails = z.array(outboxMailSchema).safeParse(await upstream.json(answer));
    if (!mails.success) return c.text('Outbox unavailable', 502);
    // Without a configured public origin the mails name whatever origin the API was started with;
    // their links should open the site under the name this reader uses for it.
    const readerOrigin = options.mailOrigin ?? new URL(c.req.url).origin;
    const items = mails.data
      .map((mail) => withOrigin(mail, readerOrigin))
      .map(
        (mail) =>
          `<article class="mail" data-to="${escapeMarkup(mail.to)}"><h2>${escapeMarkup(mail.subject)}</h2>` +
          `<p class="meta">Кому: ${escapeMarkup(mail.to)} · ${escapeMarkup(formatDate(mail.createdAt))} ` +
          `${escapeMarkup(mail.createdAt.slice(11, 16))}</p><pre>${escapeMarkup(mail.text)}</pre>` +
          (mail.link ? `<p><a class="mail-link" href="${escapeMarkup(mail.link)}">${escapeMarkup(mail.link)}</a></p>` : '') +
          (mail.attachments ?? [])
            .map(
              (file, index) =>
                `<p>Вложение: <a class="mail-attachment" download href="/dev/outbox/${mail.id}/attachments/${index + 1}">` +
                `${escapeMarkup(file.filename)}</a> (${Math.ceil(file.size / 1024)} КБ)</p>`,
            )
            .join('') +
          '</article>',
      )
      .join('');
    const html =
      '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
      '<title>Исходящие письма (демо)</title>' +
      '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1b1f2a}' +
      '.mail{border:1px solid #e3e6ee;border-radius:12px;padding:12px 16px;margin:12px 0}.meta{color:#5b6475;font-size:.9rem}' +
      'pre{white-space:pre-wrap;font:inherit;background:#f5f6fa;padding:8px 12px;border-radius:8px}</style></head>' +
      '<body><h1>Исходящие письма</h1>' +
      '<p>Встроенный API не отправляет почту: письма о регистрации и восстановлении пароля складываются сюда. ' +
      '<a href="/">На сайт</a></p>' +
      `${items || '<p>Писем пока нет.</p>'}</body></html>`;
    return c.html(html, 200, { 'cache-control': 'no-store' });
  });
  // A mail's attached file (a quote's specification), as upstream keeps it; only a file comes through.
  app.get('/:mailId{[1-9][0-9]{0,9}}/attachments/:position{[1-9][0-9]{0,2}}', async (c) => {
    const answer = await upstream.request(`${accountPaths.outbox}/${c.req.param('mailId')}/attachments/${c.req.param('position')}`);
    const type = answer.headers.get('content-type') ?? '';
    if (!answer.ok || type.startsWith('application/json') || type.startsWith('text/')) {
      await answer.body?.cancel();
      return c.text('Файл не найден', 404, { 'cache-control': 'no-store' });
    }
    return c.body(await answer.arrayBuffer(), 200, {
      'content-type': type,
      'content-disposition': answer.headers.get('content-disposition') ?? 'attachment',
      'cache-control': 'no-store',
    });
  });
  return app;
}
