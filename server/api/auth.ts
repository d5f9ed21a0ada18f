import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import { redirectParam } from '#shared/auth/popup';
import { safeRedirectPath } from '#shared/auth/safe-redirect';
import { accountPaths } from '#shared/contract/auth';
import type * as z from 'zod/mini';
import { firstMessages, forms } from '#shared/validation/forms';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth, UpstreamFailure } from '../auth/upstream-auth';
import type { Logger } from '../logger';
import { accountKeyOf } from '#shared/auth/account-key';
import { accountLimits } from '#server/access/account-limits';
import type { AttemptLimiter, LimitCheck } from '#server/access/rate-limit';
import { apiError } from './api-error';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';
import { fillPath } from '#shared/contract/paths';
import { returnPath, withAuthView, type Outcomes } from './form-outcome';
import type { Flash } from '#shared/auth/flash';
import { readBody, type BodyMode } from './request-body';
import type { ConsentService } from '../consent/consent-service';
import { waiveConsent } from '#shared/validation/consent';

export interface AccountRouteDeps {
  sessions: SessionService;
  auth: UpstreamAuth;
  outcomes: Outcomes;
  limits: AttemptLimiter;
  clientIp(c: Context): string;
  logger: Logger;
  /** The separate consent: asked for or not, and its record (docs/behaviour.md, "Consent to the processing of personal data"). */
  consents: ConsentService;
  /**
   * Runs once a sign-in holds, before the answer: the guest's specification joins the account
   * (docs/decisions/014-specifications.md). A notice it returns goes with the answer — a toast with
   * JavaScript, a line at the foot of the page without.
   */
  afterSignIn?(c: Context): Promise<SignInNotice | undefined>;
}

const firstMessage = (errors: Record<string, string>) => Object.values(errors)[0] ?? '';

type FormFailure = Parameters<Outcomes['failure']>[5];
export type SignInNotice = NonNullable<Flash['notice']>;

/** How attempts of a form are limited: every attempt counts, or only failures (sign-in). */
interface Limiting {
  kind: 'attempts' | 'failures';
  checks(c: Context, email: string): LimitCheck[];
}

/**
 * The body passes the same rules as the popup's form before anything reaches upstream, then the
 * attempt is checked against its limits (docs/behaviour.md, "Attempt limits").
 */
async function admit<S extends z.ZodMiniType<{ email: string }>>(
  c: Context,
  deps: AccountRouteDeps,
  mode: BodyMode,
  schema: S,
  data: Record<string, unknown>,
  limiting: Limiting,
  form: FormFailure,
): Promise<{ ok: true; data: z.output<S>; checks: LimitCheck[] } | { ok: false; response: Response }> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const fieldErrors = firstMessages(parsed.error);
    return {
      ok: false,
      response: await deps.outcomes.failure(c, mode, 400, 'invalid', firstMessage(fieldErrors), { ...form, fieldErrors }),
    };
  }
  const checks = limiting.checks(c, accountKeyOf(parsed.data.email));
  const wait = limiting.kind === 'attempts' ? await deps.limits.consume(checks) : await deps.limits.blocked(checks);
  if (wait)
    return {
      ok: false,
      response: await deps.outcomes.failure(c, mode, 429, 'too_many_attempts', accountMessages.tooManyAttempts(wait), form),
    };
  return { ok: true, data: parsed.data, checks };
}

/** Every attempt counts on these checks. */
const everyAttempt = (checks: (c: Context, email: string) => LimitCheck[]): Limiting => ({ kind: 'attempts', checks });
/** Only failures count on these checks; the caller reports them. */
const failuresOnly = (checks: (c: Context, email: string) => LimitCheck[]): Limiting => ({ kind: 'failures', checks });

const statusOf = (failure: UpstreamFailure): ContentfulStatusCode => upstreamFailure(failure, '').status;
const activationInvalid = 'Ссылка активации недействительна или уже использована';

/** /api/auth/*: sign-in, sign-out, session, registration, activation, password reset. */
export function authRoutes(deps: AccountRouteDeps): Hono {
  const { sessions, auth, outcomes } = deps;
  const app = new Hono();

  app.post('/login', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const back = returnPath(data);
    const redirect = safeRedirectPath(data[redirectParam]);
    const email = typeof data.email === 'string' ? data.email : '';
    const form = { back, redirect, flash: { view: 'login' as const, values: { email: email.slice(0, 200) } } };

    const limits = accountLimits.login(accountKeyOf(email), deps.clientIp(c));
    const parsed = await admit(
      c,
      deps,
      mode,
      forms.login.schema,
      data,
      failuresOnly(() => limits.blocking),
      form,
    );
    if (!parsed.ok) return parsed.response;
    // Failures from everywhere make each login of the account slower, never refused (docs/behaviour.md, "Attempt limits").
    await deps.limits.slowdown(limits.slowing);

    const tokens = await auth.signIn(parsed.data.email.trim(), parsed.data.password);
    if (!tokens.ok) {
      // Wrong credentials count. Upstream trouble is not the visitor's guess, and a 403 (an account
      // not activated yet) means the password was right.
      if (tokens.status < 500 && tokens.status !== 403) await deps.limits.failed(limits.failures);
      // An unactivated account has its own message; any other refusal gets the failed-login one
      // (docs/behaviour.md, "Messages of the account calls").
      const message =
        tokens.status === 403 && tokens.message
          ? tokens.message
          : tokens.status >= 500
            ? accountMessages.upstreamDown
            : authMessages.loginFailure;
      return outcomes.failure(c, mode, tokens.status >= 500 ? 502 : tokens.status === 403 ? 403 : 401, 'sign_in_failed', message, form);
    }
    // The owner signing in from this address clears that address's failures for the account.
    await deps.limits.succeeded(limits.success);
    const session = await sessions.signIn(c, tokens.value);
    if (!session.ok) return outcomes.failure(c, mode, 502, 'sign_in_failed', accountMessages.upstreamDown, form);
    const notice = await deps.afterSignIn?.(c);
    return outcomes.success(
      c,
      mode,
      { user: session.value.user, redirect, ...(notice && { notice }) },
      {
        to: redirect ?? withAuthView(back, 'login-finish'),
        flash:
          redirect && !notice
            ? undefined
            : { ...(!redirect && { view: 'login-finish', success: authMessages.loginSuccess }), ...(notice && { notice }) },
      },
    );
  });

  app.post('/logout', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    await sessions.signOut(c);
    // Without JavaScript there is no toast: the page it lands on says it (docs/behaviour.md, "Without JavaScript").
    return outcomes.success(
      c,
      body.mode,
      { status: 'signed-out' },
      { to: returnPath(body.data), flash: { notice: { tone: 'success', text: accountMessages.signedOut } } },
    );
  });

  app.get('/session', async (c) => {
    c.header('cache-control', 'private, no-store');
    const user = await sessions.user(c);
    return c.json(user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null });
  });

  app.post('/registration', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const back = returnPath(data);
    const values = Object.fromEntries(
      ['name', 'phoneNumber', 'email'].map((k) => [k, typeof data[k] === 'string' ? (data[k] as string).slice(0, 200) : '']),
    );
    const form = { back, flash: { view: 'registration' as const, values } };

    const parsed = await admit(
      c,
      deps,
      mode,
      forms.registration.schema,
      // Turned off by the operator: the consent is not asked for, and nothing is recorded.
      deps.consents.required ? data : waiveConsent(data),
      everyAttempt((c, email) => accountLimits.registration(email, deps.clientIp(c))),
      form,
    );
    if (!parsed.ok) return parsed.response;

    const { name, phoneNumber, email, password, confirmPassword } = parsed.data;
    // No consent on record, no processing: recorded before the account is made.
    if (deps.consents.required && !(await deps.consents.recordBeforeProcessing(c, 'registration', { email, phone: phoneNumber })))
      return outcomes.failure(c, mode, 502, 'registration_failed', accountMessages.upstreamDown, form);
    // Sign-up does not sign in: the account needs activation first.
    const created = await auth.signUp({
      name: name.trim(),
      phoneNumber: phoneNumber.trim(),
      email: email.trim(),
      password,
      confirmPassword,
    });
    if (!created.ok) {
      // The upstream error's `data` is the message; otherwise the default
      // (docs/behaviour.md, "Messages of the account calls").
      return outcomes.failure(c, mode, statusOf(created), 'registration_failed', created.message ?? authMessages.registrationFailure, form);
    }
    return outcomes.success(
      c,
      mode,
      { status: 'created' },
      { to: withAuthView(back, 'registration-finish'), flash: { view: 'registration-finish', success: authMessages.registrationSuccess } },
    );
  });

  // Activation without a code is an internal parameter error (docs/behaviour.md, "Messages of the account calls").
  app.post('/activate', (c) => apiError(c, 400, 'bad_request', authMessages.activationNoCode));
  app.post('/activate/', (c) => apiError(c, 400, 'bad_request', authMessages.activationNoCode));
  app.post('/activate/:code', async (c) => {
    const code = c.req.param('code');
    if (!/^[\w-]{1,200}$/.test(code)) return apiError(c, 404, 'not_found', activationInvalid);
    const result = await auth.send('POST', fillPath(accountPaths.activate, { code }));
    if (!result.ok) return answerUpstreamFailure(c, result, activationInvalid);
    return c.json({ status: 'activated' }, 200, { 'cache-control': 'private, no-store' });
  });

  app.post('/reset/password/request', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    // Upstream takes the e-mail as a query parameter (docs/behaviour.md, "Upstream calls"); a form
    // posted without JavaScript sends it in the body.
    const email = c.req.query('email') ?? (typeof data.email === 'string' ? data.email : '');
    const back = returnPath(data);
    const form = { back, flash: { view: 'recovery' as const, values: { email: email.slice(0, 200) } } };
    const limits = accountLimits.resetRequest(accountKeyOf(email), deps.clientIp(c));
    const parsed = await admit(
      c,
      deps,
      mode,
      forms.recovery.schema,
      { email },
      everyAttempt(() => limits),
      form,
    );
    if (!parsed.ok) return parsed.response;
    const result = await auth.send('POST', `${accountPaths.resetRequest}?email=${encodeURIComponent(parsed.data.email.trim())}`);
    // An unknown address is answered like a known one: the answer must not say which accounts exist.
    // Only upstream's own trouble, which says nothing about the address, is shown.
    if (!result.ok && (result.status >= 500 || result.status === 429))
      return outcomes.failure(c, mode, statusOf(result), 'recovery_failed', authMessages.recoveryFailure, form);
    return outcomes.success(
      c,
      mode,
      { status: 'sent', email: parsed.data.email.trim() },
      {
        to: withAuthView(back, 'recovery2'),
        flash: { view: 'recovery2', success: authMessages.recoverySuccess, values: { email: parsed.data.email.trim() } },
      },
    );
  });

  app.post('/reset/password', async (c) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const { mode, data } = body;
    const back = returnPath(data);
    const form = {
      back,
      flash: { view: 'recovery2' as const, values: { email: typeof data.email === 'string' ? data.email.slice(0, 200) : '' } },
    };
    const wrongCodes = accountLimits.resetCode(deps.clientIp(c));
    const parsed = await admit(
      c,
      deps,
      mode,
      forms.recovery2.schema,
      data,
      failuresOnly(() => []),
      form,
    );
    if (!parsed.ok) return parsed.response;
    // A valid code is never refused: this address's wrong codes only make it wait (docs/behaviour.md, "Attempt limits").
    await deps.limits.slowdown(wrongCodes);
    const { email, password, confirmPassword, resetPasswordCode } = parsed.data;
    const result = await auth.send('POST', accountPaths.reset, {
      body: { email: email.trim(), password, confirmPassword, resetPasswordCode: resetPasswordCode.trim() },
    });
    if (!result.ok) {
      // A refused code is a wrong guess; upstream trouble is not.
      if (result.status < 500 && result.status !== 429) await deps.limits.failed([wrongCodes]);
      return outcomes.failure(c, mode, statusOf(result), 'reset_failed', authMessages.resetFailure, form);
    }
    // Upstream ended the account's sign-ins with the old password; so do the BFF's sessions.
    await sessions.endAccountSessions(null, email);
    return outcomes.success(
      c,
      mode,
      { status: 'changed' },
      { to: withAuthView(back, 'recovery-finish'), flash: { view: 'recovery-finish', success: authMessages.resetSuccess } },
    );
  });

  return app;
}
