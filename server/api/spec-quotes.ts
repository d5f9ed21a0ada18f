import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountMessages } from '#shared/auth/account-messages';
import { quoteMessages } from '#shared/catalog/quote-messages';
import type { ContractRead } from '#shared/contract';
import { quoteCreatedSchema } from '#shared/contract/quotes';
import { specQuoteMessages, specQuotePaths, type QuoteAttachment } from '#shared/contract/spec-quotes';
import { specPaths, type Spec } from '#shared/contract/specs';
import { firstMessages, forms } from '#shared/validation/forms';
import { accountLimits } from '#server/access/account-limits';
import type { UpstreamResult } from '../auth/upstream-auth';
import { companyDetails } from '../documents/company-details';
import { specWorkbook } from '../documents/spec-workbook';
import { asSpec } from '../specs/guest-spec';
import type { SpecOwner, SpecOwners } from '../specs/spec-owner';
import type { AccountRouteDeps } from './auth';
import { returnPath } from './form-outcome';
import { readBody } from './request-body';
import { formKeptFields, waiveConsent } from '#shared/validation/consent';
import { upstreamFailure } from './upstream-failure';

const specIdPattern = '{[1-9][0-9]{0,9}}';

/**
 * «Запросить КП» for a whole specification (docs/behaviour.md, "Specification"): `POST
 * /api/specs/current/quote` and `/api/specs/{id}/quote`, as JSON from the hydrated form or as the
 * form posted without JavaScript (303 back to it with the outcome). The quote form's rules and its
 * limit per address; the BFF reads the specification, makes its XLSX — the document a visitor
 * downloads — and sends it upstream with the request, whose mail takes it to sales.
 */
export function specQuoteRoutes(
  deps: Pick<AccountRouteDeps, 'auth' | 'outcomes' | 'limits' | 'clientIp' | 'logger' | 'consents'> & {
    owners: SpecOwners;
    read: ContractRead;
    vatPercent: number;
    /** The document's date; tests fix it. */
    now?: () => Date;
  },
): Hono {
  const { outcomes, owners, logger } = deps;
  const app = new Hono();

  /** The specification as a mail attachment; none (and a log line) when it cannot be built: sales still get the lines. */
  async function attachmentOf(spec: Spec): Promise<QuoteAttachment | undefined> {
    try {
      const date = deps.now?.() ?? new Date();
      const company = companyDetails(await deps.read('contacts', {}));
      const bytes = await specWorkbook(spec, company, { date, vatPercent: deps.vatPercent });
      return { filename: `specification-${date.toISOString().slice(0, 10)}.xlsx`, content: Buffer.from(bytes).toString('base64') };
    } catch (error) {
      logger.error({ err: String(error) }, 'quote attachment not built; the request goes without it');
      return undefined;
    }
  }

  const send = (ownerOf: (c: Context) => Promise<UpstreamResult<SpecOwner | null>>) => async (c: Context) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const back = `${returnPath(data)}#spec-quote`;
    const values = Object.fromEntries(
      formKeptFields(forms.specQuoteRequest.fields).map((key) => [
        key,
        typeof data[key] === 'string' ? String(data[key]).slice(0, 1000) : '',
      ]),
    );
    const fail = (status: ContentfulStatusCode, error: string, message: string, fieldErrors?: Record<string, string>) =>
      outcomes.failure(c, mode, status, error, message, { back, flash: { form: 'specQuote', values }, fieldErrors });
    const failUpstream = (result: { status: number; message?: string }) => {
      const failure = upstreamFailure(result, quoteMessages.failure);
      return fail(failure.status, failure.error, failure.message);
    };

    // Turned off by the operator: the consent is not asked for, and nothing is recorded.
    const parsed = forms.specQuoteRequest.schema.safeParse(deps.consents.required ? data : waiveConsent(data));
    if (!parsed.success) {
      const fieldErrors = firstMessages(parsed.error);
      return fail(400, 'invalid', Object.values(fieldErrors)[0] ?? quoteMessages.failure, fieldErrors);
    }
    const wait = await deps.limits.consume(accountLimits.quote(deps.clientIp(c)));
    if (wait) return fail(429, 'too_many_attempts', accountMessages.tooManyAttempts(wait));
    // No consent on record, no processing (docs/behaviour.md, "Consent to the processing of personal data").
    const subject = { email: parsed.data.email, phone: parsed.data.phoneNumber };
    if (deps.consents.required && !(await deps.consents.recordBeforeProcessing(c, 'spec-quote', subject)))
      return fail(502, 'upstream', accountMessages.upstreamDown);

    const owner = await ownerOf(c);
    if (!owner.ok) return failUpstream(owner);
    if (!owner.value) return fail(409, 'empty', specQuoteMessages.empty);
    const spec = asSpec(await owners.send(c, owner.value, 'GET', { guest: specPaths.guest, user: specPaths.one }));
    if (!spec.ok) return failUpstream(spec);
    if (!spec.value.lines.length) return fail(409, 'empty', specQuoteMessages.empty);

    const { personalDataConsent: _consent, ...fields } = parsed.data;
    const request = { ...fields, attachment: await attachmentOf(spec.value) };
    const result = await owners.send(c, owner.value, 'POST', { guest: specQuotePaths.guestQuote, user: specQuotePaths.quote }, request);
    if (!result.ok) return failUpstream(result);
    const created = quoteCreatedSchema.safeParse(result.value);
    if (!created.success) return fail(502, 'upstream', quoteMessages.failure);
    const message = quoteMessages.sent(created.data.id);
    return outcomes.success(c, mode, { id: created.data.id, message }, { to: back, flash: { form: 'specQuote', success: message } });
  };

  app.post('/current/quote', send(owners.current));
  app.post(
    `/:specId${specIdPattern}/quote`,
    send((c) => Promise.resolve({ ok: true, value: { kind: 'user', specId: c.req.param('specId') ?? '' } })),
  );
  return app;
}
