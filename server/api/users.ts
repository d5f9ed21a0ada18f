import { Hono, type Context } from 'hono';
import { accountMessages } from '#shared/auth/account-messages';
import { accountPaths } from '#shared/contract/auth';
import { firstMessages, forms } from '#shared/validation/forms';
import { limitRules } from '../security/rate-limit';
import { apiError } from './api-error';
import { answerUpstreamFailure } from './upstream-failure';
import type { AccountRouteDeps } from './auth';
import { readBody } from './request-body';

/** 400 with every field's first message (the form marks its fields) and the first of them as `data`. */
function invalidForm(c: Context, fields: Record<string, string>): Response {
  return c.json({ status: 400, error: 'invalid', data: Object.values(fields)[0] ?? '', fields }, 400, {
    'cache-control': 'private, no-store',
  });
}

/** /api/users/*: profile and password, with the session's token. */
export function userRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'logger' | 'limits' | 'clientIp'>): Hono {
  const { sessions, auth } = deps;
  const app = new Hono();

  app.post('/edit', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = forms.profile.schema.safeParse(body.data);
    if (!parsed.success) return invalidForm(c, firstMessages(parsed.error));
    const profile = { name: parsed.data.name.trim(), phoneNumber: parsed.data.phoneNumber.trim() };
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.editProfile, { token, body: profile }));
    if (!result.ok) return answerUpstreamFailure(c, result, accountMessages.profileFailure);
    // After a profile edit the session is force-refreshed (docs/behaviour.md, "Messages of the account calls").
    const user = await sessions.user(c, { force: true });
    return c.json({ user }, 200, { 'cache-control': 'private, no-store' });
  });

  app.post('/edit/password', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = forms.passwordChange.schema.safeParse(body.data);
    if (!parsed.success) return invalidForm(c, firstMessages(parsed.error));
    const session = await sessions.current(c);
    if (!session) return apiError(c, 401, 'unauthorized', accountMessages.signInRequired);
    // Guessing the current password is limited like guessing a login (only failures count).
    const ip = deps.clientIp(c);
    const account = String(session.user.id);
    const checks = [
      { rule: limitRules.passwordFailuresPerAccountAndIp, key: `${account}|${ip}` },
      { rule: limitRules.passwordFailuresPerIp, key: ip },
      { rule: limitRules.passwordFailuresPerAccount, key: account },
    ];
    const wait = await deps.limits.blocked(checks);
    if (wait) return apiError(c, 429, 'too_many_attempts', accountMessages.tooManyAttempts(wait));
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.editPassword, { token, body: parsed.data }));
    if (!result.ok) {
      if (result.status !== 401 && result.status < 500) await deps.limits.failed(checks);
      return answerUpstreamFailure(c, result, accountMessages.passwordFailure);
    }
    await deps.limits.succeeded(checks.slice(0, 1));
    // Upstream ended every sign-in of the account; every session of it here ends too (copies of
    // this cookie included), then the person who changed the password is signed in afresh.
    await sessions.endAccountSessions(c, session.user.email);
    const renewed = await auth.signIn(session.user.email, parsed.data.password);
    const signedIn = renewed.ok && (await sessions.signIn(c, renewed.value)).ok;
    return c.json({ status: 'changed', signedIn }, 200, { 'cache-control': 'private, no-store' });
  });

  return app;
}
