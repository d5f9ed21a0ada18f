import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountMessages } from '../../shared/auth/messages';
import { accountPaths } from '../../shared/contract/auth';
import { formSchema } from '../../shared/validation/form-schema';
import { isUpstreamError } from '../upstream/errors';
import { apiError } from './api-error';
import type { AccountRouteDeps } from './auth';
import { fieldErrorsOf } from './form-outcome';
import { readBody } from './request-body';

/** /api/users/*: profile and password (spec §7), with the session's token. */
export function userRoutes(deps: Pick<AccountRouteDeps, 'sessions' | 'auth' | 'logger'>): Hono {
  const { sessions, auth } = deps;
  const app = new Hono();
  app.onError((error, c) => {
    if (isUpstreamError(error)) return apiError(c, error.status === 504 ? 504 : 502, error.kind, accountMessages.upstreamDown);
    throw error;
  });

  app.post('/edit', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = formSchema('profile').safeParse(body.data);
    if (!parsed.success) return c.json({ status: 400, error: 'invalid', data: parsed.error.issues[0]!.message, fields: fieldErrorsOf(parsed.error) }, 400);
    const profile = { name: parsed.data.name.trim(), phoneNumber: parsed.data.phoneNumber.trim() };
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.editProfile, { token, body: profile }));
    if (!result.ok) {
      if (result.status === 401) return apiError(c, 401, 'unauthorized', accountMessages.signInRequired);
      return apiError(c, (result.status < 500 ? result.status : 502) as ContentfulStatusCode, 'profile_failed', result.message ?? accountMessages.profileFailure);
    }
    // Spec §4: after a profile edit the session is force-refreshed.
    const user = await sessions.user(c, { force: true });
    return c.json({ user }, 200, { 'cache-control': 'private, no-store' });
  });

  app.post('/edit/password', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const parsed = formSchema('passwordChange').safeParse(body.data);
    if (!parsed.success) return c.json({ status: 400, error: 'invalid', data: parsed.error.issues[0]!.message, fields: fieldErrorsOf(parsed.error) }, 400);
    const session = await sessions.current(c);
    if (!session) return apiError(c, 401, 'unauthorized', accountMessages.signInRequired);
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.editPassword, { token, body: parsed.data }));
    if (!result.ok) {
      if (result.status === 401) return apiError(c, 401, 'unauthorized', accountMessages.signInRequired);
      return apiError(c, (result.status < 500 ? result.status : 502) as ContentfulStatusCode, 'password_failed', result.message ?? accountMessages.passwordFailure);
    }
    // Upstream revokes the old tokens with the old password; sign in again so the visitor stays in.
    const renewed = await auth.signIn(session.user.email, parsed.data.password);
    if (renewed.ok) await sessions.signIn(c, renewed.value);
    else await sessions.signOut(c);
    return c.json({ status: 'changed', signedIn: renewed.ok }, 200, { 'cache-control': 'private, no-store' });
  });

  return app;
}
