import type Database from 'libsql';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import type { QuoteAttachment, SpecQuote } from '#shared/contract/spec-quotes';
import { specQuoteMessages } from '#shared/contract/spec-quotes';
import type { Spec } from '#shared/contract/specs';
import type { Clock } from '../accounts/clock';
import { ApiFailure } from '../errors';
import type { MailSender } from '../mail/smtp-mailer';
import { salesMailbox } from '../routes/quote-requests';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most requests `/my/requests` lists. */
const listLimit = 100;

export interface SpecQuoteRequest {
  name: string;
  phoneNumber: string;
  email: string;
  comment: string;
  attachment?: QuoteAttachment;
}

interface RequestRow {
  id: number;
  created_at: string;
  spec_id: number | null;
  spec_name: string;
  live_spec_name: string | null;
}
interface RequestLineRow {
  request_id: number;
  product_id: string;
  article: string;
  name: string;
  brand: string;
  unit: string;
  quantity: number;
}

/**
 * Quotes for whole specifications (docs/behaviour.md, "Specification"): one row in quote_requests —
 * so a request's number is unique among every quote the site takes — with a copy of the lines as
 * sent, and a mail to sales listing them with the document attached.
 */
export function createSpecQuotes(db: Database.Database, mail: MailSender, now: Clock, siteOrigin: string) {
  const q = {
    insert: db.prepare(
      'INSERT INTO quote_requests (name, phone, email, comment, quantity, created_at, user_id, spec_id, spec_name) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    insertLine: db.prepare(
      'INSERT INTO quote_request_lines (request_id, position, product_id, article, name, brand, unit, quantity) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    mine: db.prepare(
      'SELECT r.id, r.created_at, r.spec_id, r.spec_name, s.name AS live_spec_name FROM quote_requests r ' +
        'LEFT JOIN specs s ON s.id = r.spec_id AND s.user_id = r.user_id WHERE r.user_id = ? ORDER BY r.id DESC LIMIT ?',
    ),
    linesOf: db.prepare('SELECT * FROM quote_request_lines WHERE request_id = ? ORDER BY position'),
  };

  return {
    /**
     * Records the request for every line of `spec` and mails sales. `owner`: the user who asked, or
     * null for a guest (whose requests are listed nowhere). Answers the request's number.
     */
    create(spec: Spec, specRowId: number, owner: number | null, request: SpecQuoteRequest): number {
      if (!spec.lines.length) throw new ApiFailure(409, specQuoteMessages.empty);
      const created = new Date(now()).toISOString();
      const id = db.transaction(() => {
        const { lastInsertRowid } = q.insert.run(
          request.name.trim(),
          request.phoneNumber.trim(),
          request.email.trim() || null,
          request.comment.trim() || null,
          // The request's size in lines: the quantities are the lines'.
          spec.lines.length,
          created,
          owner,
          specRowId,
          spec.name,
        );
        const requestId = Number(lastInsertRowid);
        spec.lines.forEach((line, index) =>
          q.insertLine.run(
            requestId,
            index + 1,
            line.productId,
            line.product?.article ?? line.productId,
            line.product?.name ?? 'Товар снят с продажи',
            line.product?.brand ?? '',
            line.product?.unit ?? 'шт',
            line.quantity,
          ),
        );
        return requestId;
      })();

      const lines = spec.lines.map((line, index) => {
        const product = line.product;
        const price = product ? ` × ${formatPrice(product.current.price)}` : ' (нет в каталоге)';
        const note = line.note ? ` — ${line.note}` : '';
        const what = `${product?.article ?? line.productId} — ${product?.name ?? 'товар снят с продажи'}`;
        return `  ${index + 1}. ${what}: ${formatNumber(line.quantity)} ${product?.unit ?? 'шт'}${price}${note}`;
      });
      mail.send({
        to: salesMailbox,
        subject: `Запрос КП № ${id}: спецификация «${spec.name}», ${spec.lines.length} поз.`,
        text: [
          `Новый запрос коммерческого предложения № ${id} на всю спецификацию «${spec.name}».`,
          `Позиций: ${spec.lines.length}.`,
          ...lines,
          request.attachment ? `Спецификация приложена к письму: ${request.attachment.filename}.` : 'Файла спецификации нет.',
          `Имя: ${request.name.trim()}`,
          `Телефон: ${request.phoneNumber.trim()}`,
          `E-mail: ${request.email.trim() || 'не указан'}`,
          `Комментарий: ${request.comment.trim() || 'нет'}`,
          `Сайт: ${siteOrigin}`,
        ].join('\n'),
        link: null,
        attachments: request.attachment
          ? [{ filename: request.attachment.filename, contentType: xlsxType, content: Buffer.from(request.attachment.content, 'base64') }]
          : [],
      });
      return id;
    },

    /** A user's requests for specifications, newest first, each with its lines and the specification while it is theirs. */
    mine(userId: number): SpecQuote[] {
      return (q.mine.all(userId, listLimit) as RequestRow[]).map((row) => ({
        id: row.id,
        createdAt: row.created_at,
        spec: row.spec_id !== null && row.live_spec_name !== null ? { id: String(row.spec_id), name: row.live_spec_name } : null,
        specName: row.spec_name,
        lines: (q.linesOf.all(row.id) as RequestLineRow[]).map((line) => ({
          productId: line.product_id,
          article: line.article,
          name: line.name,
          brand: line.brand,
          unit: line.unit,
          quantity: line.quantity,
        })),
      }));
    },
  };
}

export type SpecQuotes = ReturnType<typeof createSpecQuotes>;
