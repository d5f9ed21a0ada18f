import { Hono, type Context } from 'hono';
import { specQuoteBodySchema } from '#shared/contract/spec-quotes';
import { forms } from '#shared/validation/forms';
import type { Accounts } from '../accounts';
import { ApiFailure } from '../errors';
import type { SpecQuotes } from '../specs/quotes';
import type { SpecRow, SpecStore } from '../specs/store';
import { requireUser, type SignedIn } from './bearer';
import { waiveConsent } from '#shared/validation/consent';
import { readJsonObject, validateForm } from './request-body';

/**
 * `POST …/quote-requests` on a guest's or a user's specification: the quote form's fields checked
 * with the site's own schema (the same messages), the attachment with the contract's.
 */
export function specQuoteRoutes<E extends object>(
  app: Hono<E>,
  prefix: string,
  deps: { store: SpecStore; quotes: SpecQuotes },
  find: (c: Context<E>) => SpecRow,
  ownerOf: (c: Context<E>) => number | null,
) {
  app.post(`${prefix}/quote-requests`, async (c) => {
    const spec = find(c);
    const body = await readJsonObject(c);
    // The consent is the site's business: it comes as its own record (/api/consents).
    const { personalDataConsent: _consent, ...form } = validateForm(forms.specQuoteRequest.schema, waiveConsent(body));
    const attachment = specQuoteBodySchema.shape.attachment.safeParse(body.attachment);
    if (!attachment.success) throw new ApiFailure(400, 'Некорректный файл спецификации');
    const id = deps.quotes.create(deps.store.view(spec), spec.id, ownerOf(c), { ...form, attachment: attachment.data });
    return c.json({ id }, 201);
  });
}

/** `GET /api/quote-requests`: a signed-in user's requests for specifications, newest first. */
export function embeddedMyQuoteRoutes(accounts: Accounts, quotes: SpecQuotes): Hono {
  const own = new Hono<SignedIn>();
  own.use('*', requireUser(accounts));
  own.get('/', (c) => c.json(quotes.mine(c.get('user').id), 200));
  return new Hono().route('/', own);
}
