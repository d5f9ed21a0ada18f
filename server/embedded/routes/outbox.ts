import { Hono } from 'hono';
import type { Outbox } from '../outbox';

/**
 * `GET /api/dev/outbox[?to=<e-mail>]`: a development tool of the embedded API only, not part of
 * the contract a real backend implements. It lists the mails the API "sent", newest first, so
 * whoever tries the site can activate an account or read a reset code without a mail server.
 * Anyone who can reach it can read every code in it: it belongs to demo and test setups.
 */
export function embeddedOutboxRoutes(outbox: Outbox): Hono {
  const app = new Hono();
  app.get('/', (c) => {
    const to = c.req.query('to');
    return c.json(outbox.list(to === undefined || to.trim() === '' ? undefined : to));
  });
  // A mail's attached file as it was sent (the specification a quote carried to sales).
  app.get('/:mailId{[1-9][0-9]{0,9}}/attachments/:position{[1-9][0-9]{0,2}}', (c) => {
    const file = outbox.attachment(Number(c.req.param('mailId')), Number(c.req.param('position')));
    if (!file) return c.json({ status: 404, error: 'not_found', data: 'Файл не найден' }, 404);
    return c.body(file.content as Uint8Array<ArrayBuffer>, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    });
  });
  return app;
}
