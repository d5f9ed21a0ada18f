import { Hono } from 'hono';
import type Database from 'libsql';
import { formatPrice } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import { encodedDesignSchema } from '#shared/contract/elpanels';
import { productIdSchema } from '#shared/contract/quotes';
import { billOfMaterials } from '#shared/designer/bill-of-materials';
import type { Design } from '#shared/designer/design';
import { factsByIdOf } from '#shared/designer/device-facts';
import { designTotals } from '#shared/designer/totals';
import { decodeDesign, designResultPath } from '#shared/designer/url-encoding';
import { forms } from '#shared/validation/forms';
import type { Clock } from '../accounts/clock';
import { designProducts } from '../catalog/design-products';
import type { CatalogModel } from '../catalog/model';
import { ApiFailure } from '../errors';
import type { MailSender } from '../mail/smtp-mailer';
import { readJsonObject, validateForm } from './request-body';
import { waiveConsent } from '#shared/validation/consent';

/** Where the demo's sales team reads its requests (the outbox shows the mail). */
export const salesMailbox = 'sales@electroshield.example';

/**
 * `POST /api/catalog/quote-requests`: stores the request and mails the sales team. Validated
 * with the same form schema as the BFF (a request that skipped the BFF is held to it too).
 */
export function embeddedQuoteRoutes(db: Database.Database, catalog: CatalogModel, mail: MailSender, now: Clock, siteOrigin: string): Hono {
  const insert = db.prepare(
    'INSERT INTO quote_requests (product_id, panel_id, design, name, phone, email, comment, quantity, created_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const selectPanel = db.prepare('SELECT id, name, design FROM el_panels WHERE id = ?');
  const app = new Hono();
  app.post('/', async (c) => {
    const body = await readJsonObject(c);
    const { name, phoneNumber, email, quantity, comment } = validateForm(forms.quoteRequest.schema, waiveConsent(body));
    const productId = body.productId === undefined ? undefined : productIdSchema.safeParse(body.productId);
    const product = productId?.success ? catalog.byId.get(productId.data) : undefined;
    if (productId && !product) throw new ApiFailure(404, 'Товар не найден');
    const panelId = body.panelId === undefined ? undefined : productIdSchema.safeParse(body.panelId);
    const panel = panelId?.success
      ? (selectPanel.get(panelId.data) as { id: string; name: string; design: string } | undefined)
      : undefined;
    if (panelId && !panel) throw new ApiFailure(404, 'Электрощит не найден');
    const encoded = body.design === undefined ? undefined : encodedDesignSchema.safeParse(body.design);
    const decoded = encoded?.success ? decodeDesign(encoded.data) : undefined;
    if (encoded && !decoded?.ok) throw new ApiFailure(400, decoded && !decoded.ok ? decoded.message : 'Некорректный проект щита');
    const design = decoded?.ok ? decoded.design : panel ? (JSON.parse(panel.design) as Design) : undefined;
    const created = insert.run(
      product?.card.id ?? null,
      panel?.id ?? null,
      encoded?.success ? encoded.data : null,
      name.trim(),
      phoneNumber.trim(),
      email.trim() || null,
      comment.trim() || null,
      quantity,
      new Date(now()).toISOString(),
    );
    const id = Number(created.lastInsertRowid);
    const subject = product?.card.name ?? panel?.name ?? (design ? 'проект щита из конструктора' : 'без товара');
    const what = product
      ? `Товар: ${product.card.name} (артикул ${product.card.article}), ${quantity} ${product.card.unit}.`
      : design
        ? `${panel ? `Готовый щит «${panel.name}»` : 'Проект щита из конструктора'}, ${quantity} шт.`
        : `Количество: ${quantity} шт.`;
    // The page the request is about is the mail's one action, built from the one site origin the
    // account mails use, so whatever shows or sends a mail treats all of them alike.
    const productLink = product ? `${siteOrigin}${productPath(product.card)}` : null;
    const designLink = design ? `${siteOrigin}${designResultPath(design)}` : null;
    mail.send({
      to: salesMailbox,
      subject: `Запрос КП № ${id}: ${subject}`,
      text: [
        `Новый запрос коммерческого предложения № ${id}.`,
        what,
        ...(productLink ? [`Страница товара: ${productLink}`] : []),
        ...(design && designLink
          ? designLines(design, factsByIdOf(designProducts(design, catalog).map((p) => p.product)), designLink)
          : []),
        `Имя: ${name.trim()}`,
        `Телефон: ${phoneNumber.trim()}`,
        `E-mail: ${email.trim() || 'не указан'}`,
        `Комментарий: ${comment.trim() || 'нет'}`,
      ].join('\n'),
      link: productLink ?? designLink,
    });
    return c.json({ id }, 201);
  });
  return app;
}

/** The design in the mail: its bill of materials, its total and the link that opens it. */
function designLines(design: Design, facts: ReturnType<typeof factsByIdOf>, link: string): string[] {
  const lines = billOfMaterials(design, facts).map(
    (line) => `  ${line.article} — ${line.name}: ${line.quantity} шт × ${formatPrice(line.unitPrice)} = ${formatPrice(line.sum)}`,
  );
  return ['Состав щита:', ...lines, `Итого за один щит: ${formatPrice(designTotals(design, facts).price)}`, `Открыть проект: ${link}`];
}
