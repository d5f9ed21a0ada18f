import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { SignInAnswer, User } from '#shared/contract/auth';
import type { Logger } from '../logger';
import { markPersonal } from '../security/personal-answer';
import { accountKeyOf } from '#shared/auth/account-key';
import type { RevocationStore } from '../session/revocations';
import type { SealedCookie } from '../session/sealed-cookie';
import type { SessionData } from '../session/session-data';
import { isUpstreamError } from '../upstream/errors';
import type { UpstreamAuth, UpstreamResult } from './upstream-auth';

/** How long a user snapshot is trusted before GET /api/auth/session asks upstream again. */
const recheckAfterMs = 5 * 60_000;
/**
 * Refresh tokens rotate: using one twice counts as theft upstream and ends the sign-in. Requests
 * that arrive together (several tabs, parallel fetches) still carry the old token, so for a short
 * while every refresh of the same token shares one upstream call and its successful answer. A
 * failed refresh is not shared: the next request may try again.
 */
const refreshShareMs = 30_000;

/** Upstream's definitive refusal of a refresh token; any other failure is upstream's trouble. */
const refusesRefresh = (status: number) => status === 400 || status === 401;

export interface SessionServiceDeps {
  cookie: SealedCookie<SessionData>;
  auth: UpstreamAuth;
  revocations: RevocationStore;
  logger: Logger;
  now?: () => number;
}

/**
 * The session as the BFF keeps it (docs/decisions/001-session-in-a-sealed-cookie.md): read from the
 * sealed cookie and checked against the revocation records; on an upstream 401 the refresh token
 * is used once, the cookie re-sealed and the call repeated. Only a refused refresh token ends the
 * session; upstream trouble during a refresh keeps it (503/504 for that request).
 */
export function createSessionService(deps: SessionServiceDeps) {
  const now = deps.now ?? Date.now;
  const { cookie, auth, revocations } = deps;
  const refreshes = new Map<string, { result: Promise<UpstreamResult<SignInAnswer>>; startedAt: number }>();
  // What this request's session is once read or re-sealed: the request's cookie header goes stale.
  const perRequest = new WeakMap<Request, Promise<SessionData | null>>();
  // A session whose revocation records could not be read: not signed in for this request, but a
  // logout must still revoke it.
  const unconfirmed = new WeakMap<Request, SessionData>();

  function refreshOnce(token: string, refreshToken: string): Promise<UpstreamResult<SignInAnswer>> {
    const t = now();
    for (const [key, entry] of refreshes) if (t - entry.startedAt > refreshShareMs) refreshes.delete(key);
    const shared = refreshes.get(refreshToken);
    if (shared) return shared.result;
    const result = auth.refresh(token, refreshToken);
    refreshes.set(refreshToken, { result, startedAt: t });
    const forget = () => {
      if (refreshes.get(refreshToken)?.result === result) refreshes.delete(refreshToken);
    };
    result.then((answer) => answer.ok || forget(), forget);
    return result;
  }

  async function readCookie(c: Context): Promise<SessionData | null> {
    const session = await cookie.read(c);
    if (!session) {
      // A cookie that does not unseal (tampered, truncated, old secret) signs the visitor out.
      if (cookie.present(c)) cookie.clear(c);
      return null;
    }
    const state = await revocations.check({ id: session.id, issuedAt: session.issuedAt, accountKey: accountKeyOf(session.user.email) });
    if (state === 'revoked') {
      cookie.clear(c);
      return null;
    }
    if (state === 'unknown') {
      // Possibly revoked on another replica: never valid. The cookie stays, for when the records can be read again.
      deps.logger.debug('session revocations unreadable: treated as signed out for this request');
      unconfirmed.set(c.req.raw, session);
      return null;
    }
    return session;
  }

  /** This request's session; an answer made with one carries the visitor's data and is never compressed. */
  function current(c: Context): Promise<SessionData | null> {
    let session = perRequest.get(c.req.raw);
    if (!session) {
      session = readCookie(c).then((found) => {
        if (found) markPersonal(c);
        return found;
      });
      perRequest.set(c.req.raw, session);
    }
    return session;
  }

  async function write(c: Context, session: SessionData): Promise<SessionData> {
    markPersonal(c);
    await cookie.write(c, session);
    perRequest.set(c.req.raw, Promise.resolve(session));
    return session;
  }

  function forget(c: Context): void {
    cookie.clear(c);
    perRequest.set(c.req.raw, Promise.resolve(null));
  }

  /** Ends this sign-in here and for every copy of its cookie. */
  async function end(c: Context, session: SessionData): Promise<void> {
    forget(c);
    await revocations.revokeSession(session.id);
  }

  async function renew(c: Context, session: SessionData, refreshToken: string): Promise<UpstreamResult<SessionData>> {
    let renewed: UpstreamResult<SignInAnswer>;
    try {
      renewed = await refreshOnce(session.token, refreshToken);
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      deps.logger.warn({ err: error.message }, 'refresh failed in transit; session kept');
      return { ok: false, status: error.status === 504 ? 504 : 503 };
    }
    if (renewed.ok) {
      const tokens = { token: renewed.value.token, refreshToken: renewed.value.refreshToken ?? refreshToken };
      return { ok: true, value: await write(c, { ...session, ...tokens }) };
    }
    if (refusesRefresh(renewed.status)) {
      deps.logger.info('refresh refused; session ended');
      await end(c, session);
      return { ok: false, status: 401 };
    }
    deps.logger.warn({ status: renewed.status }, 'refresh failed upstream; session kept');
    return { ok: false, status: 503 };
  }

  /** Runs an authorised upstream call, refreshing the token once on a 401. */
  async function withToken<T>(c: Context, run: (token: string) => Promise<UpstreamResult<T>>): Promise<UpstreamResult<T>> {
    const session = await current(c);
    if (!session) return { ok: false, status: 401 };
    const first = await run(session.token);
    if (first.ok || first.status !== 401) return first;
    if (!auth.refreshEnabled || !session.refreshToken) {
      await end(c, session);
      return first;
    }
    const renewed = await renew(c, session, session.refreshToken);
    if (!renewed.ok) return renewed;
    const second = await run(renewed.value.token);
    if (!second.ok && second.status === 401) await end(c, renewed.value);
    return second;
  }

  return {
    current,
    withToken,
    /** Whether the request carries a session cookie at all (not whether it is valid): cheap, no unsealing. */
    hasCookie: (c: Context): boolean => cookie.present(c),

    /** A new sign-in: a new session id, dated now. */
    async signIn(c: Context, tokens: SignInAnswer): Promise<UpstreamResult<SessionData>> {
      const user = await auth.getSession(tokens.token);
      if (!user.ok) return user;
      // The sign-in this cookie carried until now is replaced: it ends, copies included.
      const previous = (await current(c)) ?? unconfirmed.get(c.req.raw);
      if (previous) {
        await revocations.revokeSession(previous.id);
        await auth
          .signOut(previous.token, previous.refreshToken)
          .catch((error: unknown) => deps.logger.warn({ err: String(error) }, 'upstream sign-out failed'));
      }
      const t = now();
      const session: SessionData = {
        id: randomBytes(18).toString('base64url'),
        issuedAt: t,
        token: tokens.token,
        refreshToken: tokens.refreshToken,
        user: user.value,
        lastRefreshedAt: t,
      };
      return { ok: true, value: await write(c, session) };
    },

    /** The user snapshot, re-read from upstream when old or when `force` (after a profile edit). */
    async user(c: Context, options: { force?: boolean } = {}): Promise<User | null> {
      const session = await current(c);
      if (!session) return null;
      if (!options.force && now() - session.lastRefreshedAt < recheckAfterMs) return session.user;
      const fresh = await withToken(c, (token) => auth.getSession(token));
      if (fresh.ok) {
        const latest = (await current(c)) ?? session;
        await write(c, { ...latest, user: fresh.value, lastRefreshedAt: now() });
        return fresh.value;
      }
      // Upstream trouble is not the visitor's: keep the snapshot. Only a refused token signs out.
      return fresh.status === 401 ? null : session.user;
    },

    /** Logout: this sign-in ends here, for every copy of its cookie, and upstream. */
    async signOut(c: Context): Promise<void> {
      const session = (await current(c)) ?? unconfirmed.get(c.req.raw);
      if (!session) {
        forget(c);
        return;
      }
      await end(c, session);
      await auth
        .signOut(session.token, session.refreshToken)
        .catch((error: unknown) => deps.logger.warn({ err: String(error) }, 'upstream sign-out failed'));
    },

    /**
     * After a password change or reset: every session of the account issued until now is dead,
     * wherever its cookie is. This request's own cookie is cleared too; the caller may sign in afresh.
     */
    async endAccountSessions(c: Context | null, email: string): Promise<void> {
      await revocations.revokeAccount(accountKeyOf(email), now());
      if (c) forget(c);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
