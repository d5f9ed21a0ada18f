import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Accounts } from '../accounts';
import type { AccessGrant } from '../accounts/tokens';
import type { UserRecord } from '../accounts/users';
import { ApiFailure } from '../errors';

export const signInRequired = 'Требуется вход в личный кабинет';

/** What a handler behind `requireUser` can read with `c.get(...)`. */
export interface SignedIn {
  Variables: { grant: AccessGrant; user: UserRecord };
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1];
}

/** 401 unless the request carries a live access token; otherwise the user is on the context. */
export function requireUser(accounts: Accounts) {
  return createMiddleware<SignedIn>(async (c, next) => {
    const token = bearerToken(c);
    const grant = token === undefined ? undefined : accounts.tokens.authenticate(token);
    const user = grant && accounts.users.byId(grant.userId);
    if (!grant || !user) throw new ApiFailure(401, signInRequired);
    c.set('grant', grant);
    c.set('user', user);
    await next();
  });
}
