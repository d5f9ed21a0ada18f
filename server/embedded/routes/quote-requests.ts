import { Hono } from 'hono';
import type Database from 'libsql';
import { productIdSchema } from '#shared/contract/quotes';
import { forms } from '#shared/validation/forms';
import type { Clock } from '../accounts/clock';
import type { CatalogModel } from '../catalog/model';
import { ApiFailure } from '../errors';
import type { Outbox } from '../outbox';
import { readJsonObject, validateForm } from './request-body';

/** Where the demo's sales team reads its requests (the outbox shows the mail). */
export const salesMailbox = 'sales@electroshield.example';

/**
 * `POST /api/catalog/quote-requests`: stores the request and mails the sales team. Validated
 * with the same form schema as the BFF (a request that skipped the BFF is held to it too).
 */
export function embeddedQuoteRoutes(db: Database.Database, catalog: CatalogModel, outbox: Outbox, now: Clock): Hono {
  const insert = db.prepare(
    'INSERT INTO quote_requests (product_id, name, phone, email, comment, quantity, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const app = new Hono();
  app.post('/', async (c) => {
    const body = await readJsonObject(c);
    const { name, phoneNumber, email, quantity, comment } = validateForm(forms.quoteRequest.schema, body);
    const productId = body.productId === undefined ? undefined : productIdSchema.safeParse(body.productId);
    const product = productId?.success ? catalog.byId.get(productId.data) : undefined;
    if (productId && !product) throw new ApiFailure(404, 'Товар не найден');
    const created = insert.run(
      product?.card.id ?? null,
      name.trim(),
      phoneNumber.trim(),
      email.trim() || null,
      comment.trim() || null,
      quantity,
      new Date(now()).toISOString(),
    );
    const id = Number(created.lastInsertRowid);
    const what = product ? `${product.card.name} (артикул ${product.card.article}), ${quantity} ${product.card.unit}` : `${quantity} шт`;
    outbox.send({
      to: salesMailbox,
      subject: `Запрос КП № ${id}: ${product?.card.name ?? 'без товара'}`,
      text: [
        `Новый запрос коммерческого предложения № ${id}.`,
        `Товар: ${what}.`,
        `Имя: ${name.trim()}`,
        `Телефон: ${phoneNumber.trim()}`,
        `E-mail: ${email.trim() || 'не указан'}`,
        `Комментарий: ${comment.trim() || 'нет'}`,
      ].join('\n'),
      link: null,
    });
    return c.json({ id }, 201);
  });
  return app;
}
