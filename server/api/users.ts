import { Hono, type Context } from 'hono';
import { accountMessages } from '#shared/auth/account-messages';
import type { FlashForm } from '#shared/auth/flash';
import { accountPaths } from '#shared/contract/auth';
import { firstMessages, forms } from '#shared/validation/forms';
import { limitRules } from '#server/access/rate-limit';
import { apiError } from './api-error';
import { answerUpstreamFailure, upstreamFailure, type UpstreamFailureLike } from './upstream-failure';
import type { AccountRouteDeps } from './auth';
import { returnPath, withAuthView } from './form-outcome';
import { readBody, type BodyMode } from './request-body';

type Deps = Pick<AccountRouteDeps, 'sessions' | 'auth' | 'logger' | 'limits' | 'clientIp' | 'outcomes'>;

/**
 * /api/users/*: profile and password, with the session's token. From the hydrated page (JSON) or
 * posted without JavaScript (a 303 back to the page, the outcome in the flash cookie, each field's
 * message beneath its field; docs/behaviour.md, "Without JavaScript").
 */
export function userRoutes(deps: Deps): Hono {
  const { sessions, auth, outcomes } = deps;
  const app = new Hono();

  /** How one form of the page answers: its name in the flash, where it returns, the values it keeps. */
  function answers(c: Context, mode: BodyMode, data: Record<string, unknown>, form: FlashForm, values: Record<string, string> = {}) {
    const back = returnPath(data);
    const flash = { form, values };
    // Back to the account page, whose guard sends a signed-out visitor to the login view and back.
    const toLogin = () => {
      c.header('cache-control', 'private, no-store');
      return c.redirect(back, 303);
    };
    return {
      invalid: (fieldErrors: Record<string, string>) =>
        outcomes.failure(c, mode, 400, 'invalid', Object.values(fieldErrors)[0] ?? '', { back, flash, fieldErrors }),
      /** Signed out meanwhile: JSON says so; a form post goes back, and the page's guard to the login view. */
      signedOut: () => (mode === 'json' ? apiError(c, 401, 'unauthorized', accountMessages.signInRequired) : toLogin()),
      upstream: (failure: UpstreamFailureLike, fallback: string) => {
        if (mode === 'json') return answerUpstreamFailure(c, failure, fallback);
        if (failure.status === 401) return toLogin();
        const answer = upstreamFailure(failure, fallback);
        return outcomes.failure(c, mode, answer.status, answer.error, answer.message, { back, flash });
      },
      refused: (status: 429, error: string, message: string) => outcomes.failure(c, mode, status, error, message, { back, flash }),
      done: (json: unknown, success: string) => outcomes.success(c, mode, json, { to: back, flash: { form, success } }),
    };
  }

  app.post('/edit', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const values = Object.fromEntries(
      ['name', 'phoneNumber'].map((key) => [key, typeof data[key] === 'string' ? (data[key] as string).slice(0, 200) : '']),
    );
    const answer = answers(c, mode, data, 'profile', values);
    const parsed = forms.profile.schema.safeParse(data);
    if (!parsed.success) return answer.invalid(firstMessages(parsed.error));
    const profile = { name: parsed.data.name.trim(), phoneNumber: parsed.data.phoneNumber.trim() };
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.editProfile, { token, body: profile }));
    if (!result.ok) return answer.upstream(result, accountMessages.profileFailure);
    // After a profile edit the session is force-refreshed (docs/behaviour.md, "Messages of the account calls").
    const user = await sessions.user(c, { force: true });
    return answer.done({ user }, accountMessages.profileSaved);
  });

  app.post('/edit/password', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    // Passwords are never sent back into a page.
    const answer = answers(c, mode, data, 'passwordChange');
    const parsed = forms.passwordChange.schema.safeParse(data);
    if (!parsed.success) return answer.invalid(firstMessages(parsed.error));
    const session = await sessions.current(c);
    if (!session) return answer.signedOut();
    // Guessing the current password is limited like guessing a login (only failures count).
    const ip = deps.clientIp(c);
    const account = String(session.user.id);
    const checks = [
      { rule: limitRules.passwordFailuresPerAccountAndIp, key: `${account}|${ip}` },
      { rule: limitRules.passwordFailuresPerIp, key: ip },
      { rule: limitRules.passwordFailuresPerAccount, key: account },
    ];
    const wait = await deps.limits.blocked(checks);
    if (wait) return answer.refused(429, 'too_many_attempts', accountMessages.tooManyAttempts(wait));
    const result = await sessions.withToken(c, (token) => auth.send('POST', accountPaths.editPassword, { token, body: parsed.data }));
    if (!result.ok) {
      if (result.status !== 401 && result.status < 500) await deps.limits.failed(checks);
      return answer.upstream(result, accountMessages.passwordFailure);
    }
    await deps.limits.succeeded(checks.slice(0, 1));
    // Upstream ended every sign-in of the account; every session of it here ends too (copies of
    // this cookie included), then the person who changed the password is signed in afresh.
    await sessions.endAccountSessions(c, session.user.email);
    const renewed = await auth.signIn(session.user.email, parsed.data.password);
    const signedIn = renewed.ok && (await sessions.signIn(c, renewed.value)).ok;
    if (signedIn || mode === 'json') return answer.done({ status: 'changed', signedIn }, accountMessages.passwordChanged);
    // Not signed in afresh: log in with the new password, as the hydrated page does.
    return outcomes.success(c, mode, null, {
      to: withAuthView('/', 'login'),
      flash: { view: 'login', notice: { tone: 'success', text: accountMessages.passwordChanged } },
    });
  });

  return app;
}
