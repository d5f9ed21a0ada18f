import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { cappedBodies } from '#server/access/body-caps';
import { accountMessages } from '#shared/auth/account-messages';
import { accountPaths } from '#shared/contract/auth';
import { quotePaths } from '#shared/contract/quotes';
import { toHonoPath } from '#shared/contract/paths';
import { specQuotePaths } from '#shared/contract/spec-quotes';
import { accountLimits } from '#server/access/account-limits';
import { isLocalPerson } from '#server/access/loopback';
import { limitRules, type AttemptLimiter, type LimitCheck } from '#server/access/rate-limit';
import { accountKeyOf } from '#shared/auth/account-key';
import { embeddedError } from './errors';

/**
 * The embedded API as its own port serves it (docs/decisions/006-embedded-api-as-a-separate-app.md).
 * The site calls the API in process (server/embedded/in-process-fetch.ts) after its own checks, but
 * anything on the machine can call the port directly: there the same rules hold as on the site —
 * the demo outbox only for a person at this machine (server/access/loopback.ts), never when the
 * site is behind a proxy, and the site's attempt limits (server/access/account-limits.ts), counted
 * by the socket's address. Without them the port would be a side door around both.
 */
export function guardedForSocket(api: Hono, options: { limits: AttemptLimiter; outbox: boolean }): Hono {
  const { limits } = options;
  const app = new Hono();
  const pass = (c: Context) => api.fetch(c.req.raw, c.env);
  const tooMany = (c: Context, minutes: number) => embeddedError(c, 429, accountMessages.tooManyAttempts(minutes));

  // Read here before the API's own limit would apply: the same caps.
  app.use(
    '/api/*',
    cappedBodies((c) => embeddedError(c, 413, 'Слишком большой запрос')),
  );
  app.use(accountPaths.outbox, async (c, next) =>
    options.outbox && isLocalPerson(c) ? next() : embeddedError(c, 404, 'Запрошенный адрес API не существует'),
  );

  app.post('/api/auth/login', async (c) => {
    const checks = accountLimits.login(await bodyEmail(c), socketAddress(c));
    const wait = await limits.blocked(checks.blocking);
    if (wait) return tooMany(c, wait);
    await limits.slowdown(checks.slowing);
    const answer = await pass(c);
    if (answer.status === 401) await limits.failed(checks.failures);
    else if (answer.ok) await limits.succeeded(checks.success);
    return answer;
  });

  app.post('/api/auth/registration', async (c) => {
    const wait = await limits.consume(accountLimits.registration(await bodyEmail(c), socketAddress(c)));
    return wait ? tooMany(c, wait) : pass(c);
  });

  app.post(accountPaths.resetRequest, async (c) => {
    const wait = await limits.consume(accountLimits.resetRequest(accountKeyOf(c.req.query('email') ?? ''), socketAddress(c)));
    return wait ? tooMany(c, wait) : pass(c);
  });

  app.post(accountPaths.reset, async (c) => {
    const wrongCodes = accountLimits.resetCode(socketAddress(c));
    await limits.slowdown(wrongCodes);
    const answer = await pass(c);
    if (answer.status === 400) await limits.failed([wrongCodes]);
    return answer;
  });

  app.post('/api/users/edit/password', (c) => failuresOnly(c, [{ rule: limitRules.passwordFailuresPerIp, key: socketAddress(c) }], 400));

  const quote = async (c: Context) => {
    const wait = await limits.consume(accountLimits.quote(socketAddress(c)));
    return wait ? tooMany(c, wait) : pass(c);
  };
  app.post(quotePaths.create, quote);
  // A quote for a whole specification counts as one quote request too.
  app.post(toHonoPath(specQuotePaths.guestQuote), quote);
  app.post(toHonoPath(specQuotePaths.quote), quote);

  app.all('*', pass);

  /** Refused while at the limit; an answer of `failureStatus` counts as a wrong guess. */
  async function failuresOnly(c: Context, checks: LimitCheck[], failureStatus: number): Promise<Response> {
    const wait = await limits.blocked(checks);
    if (wait) return tooMany(c, wait);
    const answer = await pass(c);
    if (answer.status === failureStatus) await limits.failed(checks);
    return answer;
  }

  return app;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The e-mail of a JSON body as an account key; the API itself validates the body. */
async function bodyEmail(c: Context): Promise<string> {
  try {
    const body: unknown = await c.req.raw.clone().json();
    const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
    return typeof email === 'string' ? accountKeyOf(email.slice(0, 320)) : '';
  } catch {
    return '';
  }
}
