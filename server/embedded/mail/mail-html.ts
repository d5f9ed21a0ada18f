import { escapeMarkup } from '#shared/markup/escape';
import type { OutgoingMail } from '../outbox';

/**
 * The HTML part of a mail (docs/operations.md, "Mail"): the same Russian text, paragraph by
 * paragraph, with the mail's one action as a button-like link. Everything is escaped: names and
 * comments come from visitors.
 */
export function mailHtml(mail: OutgoingMail): string {
  const paragraphs = mail.text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeMarkup(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const action = mail.link
    ? `<p><a href="${escapeMarkup(mail.link)}" style="display:inline-block;padding:10px 18px;background:#f8b940;color:#14213d;` +
      `border-radius:8px;text-decoration:none;font-weight:600">Перейти на сайт</a></p>`
    : '';
  return (
    `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${escapeMarkup(mail.subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1b1f2a;line-height:1.5">${paragraphs}${action}</body></html>`
  );
}
