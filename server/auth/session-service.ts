import type { Context } from 'hono';
import type { SignInAnswer, User } from '../../shared/contract/auth';
import type { Logger } from '../logger';
import type { SealedCookie } from '../session/sealed-cookie';
import type { SessionData } from '../session/session-data';
import type { UpstreamAuth, UpstreamResult } from './upstream-auth';

/** How long a user snapshot is trusted before GET /api/auth/session asks upstream again. */
const recheckAfterMs = 5 * 60_000;
/**
 * Refresh tokens rotate: using one twice counts as theft upstream and ends the sign-in. Requests
 * that arrive together (several tabs, parallel fetches) still carry the old token, so for a short
 * while every refresh of the same token shares one upstream call and its answer.
 */
const refreshShareMs = 30_000;

/**
 * The session as the BFF keeps it: read from the sealed cookie, refreshed per DESIGN.md (on an
 * upstream 401 use the refresh token once, re-seal, repeat; if that fails, sign out).
 */
export function createSessionService(deps: { cookie: SealedCookie<SessionData>; auth: UpstreamAuth; logger: Logger; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { cookie, auth } = deps;
  const refreshes = new Map<string, { result: Promise<UpstreamResult<SignInAnswer>>; startedAt: number }>();

  function refreshOnce(token: string, refreshToken: string): Promise<UpstreamResult<SignInAnswer>> {
    const t = now();
    for (const [key, entry] of refreshes) if (t - entry.startedAt > refreshShareMs) refreshes.delete(key);
    const shared = refreshes.get(refreshToken);
    if (shared) return shared.result;
    const result = auth.refresh(token, refreshToken);
    refreshes.set(refreshToken, { result, startedAt: t });
    result.catch(() => refreshes.delete(refreshToken));
    return result;
  }

  async function current(c: Context): Promise<SessionData | null> {
    const session = await cookie.read(c);
    // A cookie that does not unseal (tampered, truncated, old secret) signs the visitor out.
    if (!session && cookie.present(c)) cookie.clear(c);
    return session;
  }

  async function store(c: Context, tokens: SignInAnswer, user: User): Promise<SessionData> {
    const session: SessionData = { token: tokens.token, refreshToken: tokens.refreshToken, user, lastRefreshedAt: now() };
    await cookie.write(c, session);
    return session;
  }

  /** Runs an authorised upstream call, refreshing the token once on a 401. */
  async function withToken<T>(c: Context, run: (token: string) => Promise<UpstreamResult<T>>): Promise<UpstreamResult<T>> {
    const session = await current(c);
    if (!session) return { ok: false, status: 401 };
    const first = await run(session.token);
    if (first.ok || first.status !== 401) return first;
    if (!auth.refreshEnabled || !session.refreshToken) {
      cookie.clear(c);
      return first;
    }
    const renewed = await refreshOnce(session.token, session.refreshToken);
    if (!renewed.ok) {
      deps.logger.info('refresh refused; session cleared');
      cookie.clear(c);
      return { ok: false, status: 401 };
    }
    await store(c, { token: renewed.value.token, refreshToken: renewed.value.refreshToken ?? session.refreshToken }, session.user);
    const second = await run(renewed.value.token);
    if (!second.ok && second.status === 401) cookie.clear(c);
    return second;
  }

  return {
    current,

    async signIn(c: Context, tokens: SignInAnswer): Promise<UpstreamResult<SessionData>> {
      const user = await auth.getSession(tokens.token);
      if (!user.ok) return user;
      return { ok: true, value: await store(c, tokens, user.value) };
    },

    withToken,

    /** The user snapshot, re-read from upstream when old or when `force` (spec §4: after a profile edit). */
    async user(c: Context, options: { force?: boolean } = {}): Promise<User | null> {
      const session = await current(c);
      if (!session) return null;
      if (!options.force && now() - session.lastRefreshedAt < recheckAfterMs) return session.user;
      const fresh = await withToken(c, (token) => auth.getSession(token));
      if (fresh.ok) {
        const latest = (await current(c)) ?? session;
        await cookie.write(c, { ...latest, user: fresh.value, lastRefreshedAt: now() });
        return fresh.value;
      }
      // Upstream trouble is not the visitor's: keep the snapshot. Only a refused token signs out.
      return fresh.status === 401 ? null : session.user;
    },

    async signOut(c: Context): Promise<void> {
      const session = await current(c);
      cookie.clear(c);
      if (session) await auth.signOut(session.token, session.refreshToken).catch((error: unknown) => deps.logger.warn({ err: String(error) }, 'upstream sign-out failed'));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
