import { Hono, type Context } from 'hono';
import { consentMessages } from '#shared/auth/consent-messages';
import { consentListSchema, consentPaths } from '#shared/contract/consents';
import { fillPath } from '#shared/contract/paths';
import { accountMessages } from '#shared/auth/account-messages';
import { answerUpstreamFailure } from './upstream-failure';
import type { AccountRouteDeps } from './auth';
import { safeRedirectPath } from '#shared/auth/safe-redirect';
import { readBody } from './request-body';

const profilePath = '/my/profile';

/**
 * /api/consents: the signed-in visitor's consents and their withdrawal (docs/behaviour.md,
 * "Consent to the processing of personal data"). Recording a consent is no call of the browser's:
 * each form's own handler does it. Nothing here changes or deletes a record.
 */
export function consentRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'outcomes' | 'clientIp'>): Hono {
  const { sessions, auth, outcomes } = deps;
  const app = new Hono();

  app.get('/my', async (c) => {
    const result = await sessions.withToken(c, (token) => auth.send('GET', consentPaths.mine, { token }));
    if (!result.ok) return answerUpstreamFailure(c, result, consentMessages.listFailure);
    const list = consentListSchema.safeParse(result.value);
    if (!list.success) return answerUpstreamFailure(c, { status: 502 });
    return c.json(list.data, 200, { 'cache-control': 'private, no-store' });
  });

  app.post('/:id{[1-9][0-9]{0,9}}/withdrawal', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const path = fillPath(consentPaths.withdraw, { id: c.req.param('id') });
    const result = await sessions.withToken(c, (token) =>
      auth.send('POST', path, { token, body: { address: deps.clientIp(c).slice(0, 64) } }),
    );
    const message = result.ok
      ? consentMessages.withdrawn
      : result.status === 409
        ? consentMessages.alreadyWithdrawn
        : result.status === 404
          ? consentMessages.notFound
          : undefined;
    if (body.mode === 'json') {
      if (!result.ok) return answerUpstreamFailure(c, result, message ?? consentMessages.failure);
      return c.json({ status: 'withdrawn', message }, 200, { 'cache-control': 'private, no-store' });
    }
    // Without JavaScript: back to the profile with the outcome as a notice (a 303, as every form post).
    return backWithNotice(
      c,
      safeRedirectPath(body.data.callbackUrl) ?? profilePath,
      result.ok,
      result.ok ? message! : (message ?? failureText(result.status)),
    );
  });

  async function backWithNotice(c: Context, back: string, ok: boolean, text: string) {
    c.header('cache-control', 'private, no-store');
    await outcomes.flash(c, { notice: { tone: ok ? 'success' : 'error', text } });
    return c.redirect(back, 303);
  }

  return app;
}

const failureText = (status: number) =>
  status === 401 ? accountMessages.signInRequired : status >= 500 ? accountMessages.upstreamDown : consentMessages.failure;
