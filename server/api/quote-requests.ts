import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountMessages } from '#shared/auth/account-messages';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { encodedDesignSchema } from '#shared/contract/elpanels';
import { productIdSchema, quoteCreatedSchema, quotePaths } from '#shared/contract/quotes';
import { specQuoteListSchema, specQuotePaths } from '#shared/contract/spec-quotes';
import { firstMessages, forms } from '#shared/validation/forms';
import { accountLimits } from '#server/access/account-limits';
import type { AccountRouteDeps } from './auth';
import { returnPath } from './form-outcome';
import { readBody } from './request-body';
import { formKeptFields, waiveConsent } from '#shared/validation/consent';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';

/**
 * POST /api/quote-requests (docs/behaviour.md, "Quote requests"): signed in or not, from the
 * hydrated form (JSON) or from the form posted without JavaScript (a 303 back to the product with
 * the outcome in the flash cookie). Validated with the form's own schema, limited per address.
 */
export function quoteRequestRoutes(
  deps: Pick<AccountRouteDeps, 'auth' | 'outcomes' | 'limits' | 'clientIp' | 'sessions' | 'consents'>,
): Hono {
  const app = new Hono();

  app.post('/', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const back = `${returnPath(data)}#quote`;
    const values = Object.fromEntries(
      formKeptFields(forms.quoteRequest.fields).map((key) => [key, typeof data[key] === 'string' ? String(data[key]).slice(0, 1000) : '']),
    );
    const fail = (status: ContentfulStatusCode, error: string, message: string, fieldErrors?: Record<string, string>) =>
      deps.outcomes.failure(c, mode, status, error, message, { back, flash: { form: 'quote', values }, fieldErrors });

    // Turned off by the operator: the consent is not asked for, and nothing is recorded.
    const parsed = forms.quoteRequest.schema.safeParse(deps.consents.required ? data : waiveConsent(data));
    const given = (key: string) => (data[key] === undefined || data[key] === '' ? undefined : data[key]);
    const productId = given('productId') === undefined ? undefined : productIdSchema.safeParse(data.productId);
    const panelId = given('panelId') === undefined ? undefined : productIdSchema.safeParse(data.panelId);
    const design = given('design') === undefined ? undefined : encodedDesignSchema.safeParse(data.design);
    if (!parsed.success) {
      const fieldErrors = firstMessages(parsed.error);
      return fail(400, 'invalid', Object.values(fieldErrors)[0] ?? quoteMessages.failure, fieldErrors);
    }
    if (productId && !productId.success) return fail(400, 'invalid', quoteMessages.unknownProduct);
    if ((panelId && !panelId.success) || (design && !design.success)) return fail(400, 'invalid', quoteMessages.unknownPanel);

    const wait = await deps.limits.consume(accountLimits.quote(deps.clientIp(c)));
    if (wait) return fail(429, 'too_many_attempts', accountMessages.tooManyAttempts(wait));
    // No consent on record, no processing (docs/behaviour.md, "Consent to the processing of personal data").
    const subject = { email: parsed.data.email, phone: parsed.data.phoneNumber };
    if (deps.consents.required && !(await deps.consents.recordBeforeProcessing(c, 'quote', subject)))
      return fail(502, 'upstream', accountMessages.upstreamDown);

    const { personalDataConsent: _consent, ...fields } = parsed.data;
    const result = await deps.auth.send('POST', quotePaths.create, {
      body: { ...fields, productId: productId?.data, panelId: panelId?.data, design: design?.data },
    });
    if (!result.ok) {
      if (mode === 'json') return answerUpstreamFailure(c, result, quoteMessages.failure);
      const failure = upstreamFailure(result, quoteMessages.failure);
      return fail(failure.status, failure.error, failure.message);
    }
    const created = quoteCreatedSchema.safeParse(result.value);
    if (!created.success) return mode === 'json' ? answerUpstreamFailure(c, { status: 502 }) : fail(502, 'upstream', quoteMessages.failure);
    return deps.outcomes.success(
      c,
      mode,
      { id: created.data.id, message: quoteMessages.sent(created.data.id) },
      { to: back, flash: { form: 'quote', success: quoteMessages.sent(created.data.id) } },
    );
  });

  /** `/my/requests`: the signed-in visitor's quotes for specifications, newest first (docs/behaviour.md, "Specification"). */
  app.get('/', async (c) => {
    const result = await deps.sessions.withToken(c, (token) => deps.auth.send('GET', specQuotePaths.mine, { token }));
    if (!result.ok) return answerUpstreamFailure(c, result, quoteMessages.failure);
    const list = specQuoteListSchema.safeParse(result.value);
    return list.success ? c.json(list.data, 200, { 'cache-control': 'private, no-store' }) : answerUpstreamFailure(c, { status: 502 });
  });

  return app;
}
