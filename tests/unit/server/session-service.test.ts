import type { Context } from 'hono';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createSessionService } from '#server/auth/session-service';
import type { UpstreamAuth, UpstreamResult } from '#server/auth/upstream-auth';
import type { SealedCookie } from '#server/session/sealed-cookie';
import { createMemoryRevocationStore } from '#server/session/revocations';
import type { SessionData } from '#server/session/session-data';
import { UpstreamError } from '#server/upstream/errors';

const user = { id: 1, name: 'Иван', email: 'ivan@example.ru', phoneNumber: '+7 900 000-00-00' };

/** A cookie jar per request context, as the sealed cookie would behave. */
function memoryCookie(initial: SessionData | null) {
  const jar = new Map<Context, SessionData | null>();
  const cookie: SealedCookie<SessionData> = {
    name: 'sid',
    read: async (c) => (jar.has(c) ? jar.get(c)! : initial),
    write: async (c, data) => void jar.set(c, data),
    clear: (c) => void jar.set(c, null),
    present: () => initial !== null,
  };
  return { cookie, jar };
}

function fakeAuth(overrides: Partial<UpstreamAuth>): UpstreamAuth {
  return {
    refreshEnabled: true,
    signIn: async () => ({ ok: false, status: 401 }),
    getSession: async () => ({ ok: true, value: user }),
    refresh: async () => ({ ok: false, status: 401 }),
    signOut: async () => {},
    signUp: async () => ({ ok: false, status: 500 }),
    send: async () => ({ ok: false, status: 500 }),
    ...overrides,
  } as UpstreamAuth;
}

const session: SessionData = {
  id: 'session-id-0123456789',
  issuedAt: 1,
  token: 'old-access',
  refreshToken: 'old-refresh',
  user,
  lastRefreshedAt: 0,
};

/** A request's context, as far as the session service reads it. */
const request = () => ({ req: { raw: new Request('http://site.test/') } }) as unknown as Context;
const quiet = pino({ level: 'silent' });
const revocations = () => createMemoryRevocationStore({ keepMs: 30 * 86_400_000 });

describe('session service: refresh', () => {
  it('on a 401 refreshes once, re-seals and repeats the call', async () => {
    const { cookie, jar } = memoryCookie(session);
    const calls: string[] = [];
    const sessions = createSessionService({
      cookie,
      logger: quiet,
      revocations: revocations(),
      auth: fakeAuth({ refresh: async () => ({ ok: true, value: { token: 'new-access', refreshToken: 'new-refresh' } }) }),
    });
    const c = request();
    const result = await sessions.withToken(c, async (token): Promise<UpstreamResult<string>> => {
      calls.push(token);
      return token === 'new-access' ? { ok: true, value: 'done' } : { ok: false, status: 401 };
    });
    expect(result).toEqual({ ok: true, value: 'done' });
    expect(calls).toEqual(['old-access', 'new-access']);
    expect(jar.get(c)).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh' });
  });

  it('shares one refresh between concurrent requests holding the same refresh token', async () => {
    const { cookie } = memoryCookie(session);
    let refreshes = 0;
    // The refresh is held until all three requests have been refused with the old token.
    let releaseRefresh!: () => void;
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const sessions = createSessionService({
      cookie,
      logger: quiet,
      revocations: revocations(),
      auth: fakeAuth({
        refresh: async () => {
          refreshes++;
          await refreshHeld;
          return { ok: true, value: { token: 'new-access', refreshToken: 'new-refresh' } };
        },
      }),
    });
    let refused = 0;
    const run = async (token: string): Promise<UpstreamResult<string>> => {
      if (token === 'new-access') return { ok: true, value: 'ok' };
      refused++;
      return { ok: false, status: 401 };
    };
    const all = Promise.all([sessions.withToken(request(), run), sessions.withToken(request(), run), sessions.withToken(request(), run)]);
    await vi.waitFor(() => expect(refused).toBe(3));
    releaseRefresh();
    const results = await all;
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refreshes).toBe(1);
  });

  it('clears the session and answers 401 when the refresh is refused', async () => {
    const { cookie, jar } = memoryCookie(session);
    const sessions = createSessionService({ cookie, logger: quiet, revocations: revocations(), auth: fakeAuth({}) });
    const c = request();
    const result = await sessions.withToken(c, async () => ({ ok: false, status: 401 }));
    expect(result).toEqual({ ok: false, status: 401 });
    expect(jar.get(c)).toBeNull();
  });

  it('keeps the user snapshot when upstream is down rather than signing out', async () => {
    const { cookie } = memoryCookie(session);
    const sessions = createSessionService({
      cookie,
      logger: quiet,
      revocations: revocations(),
      auth: fakeAuth({ getSession: async () => ({ ok: false, status: 502 }) }),
      now: () => 10 * 60_000,
    });
    expect(await sessions.user(request())).toEqual(user);
  });

  it('keeps the session and answers 503 when upstream fails during the refresh, and does not share the failure', async () => {
    const { cookie, jar } = memoryCookie(session);
    let refreshes = 0;
    const sessions = createSessionService({
      cookie,
      logger: quiet,
      revocations: revocations(),
      auth: fakeAuth({
        refresh: async () => {
          refreshes++;
          return refreshes === 1 ? { ok: false, status: 503 } : { ok: true, value: { token: 'new-access', refreshToken: 'new-refresh' } };
        },
      }),
    });
    const run = async (token: string): Promise<UpstreamResult<string>> =>
      token === 'new-access' ? { ok: true, value: 'ok' } : { ok: false, status: 401 };
    const first = request();
    expect(await sessions.withToken(first, run)).toEqual({ ok: false, status: 503 });
    expect(jar.has(first)).toBe(false);
    // The next request tries again rather than reusing the failed answer.
    expect(await sessions.withToken(request(), run)).toEqual({ ok: true, value: 'ok' });
    expect(refreshes).toBe(2);
  });

  it('keeps the session and answers 504 when the refresh times out', async () => {
    const { cookie, jar } = memoryCookie(session);
    const sessions = createSessionService({
      cookie,
      logger: quiet,
      revocations: revocations(),
      auth: fakeAuth({ refresh: async () => Promise.reject(new UpstreamError('timeout', 504, 'timed out')) }),
    });
    const c = request();
    expect(await sessions.withToken(c, async () => ({ ok: false, status: 401 }))).toEqual({ ok: false, status: 504 });
    expect(jar.has(c)).toBe(false);
  });

  it('a refused refresh ends the session for every copy of its cookie', async () => {
    const { cookie } = memoryCookie(session);
    const sessions = createSessionService({ cookie, logger: quiet, revocations: revocations(), auth: fakeAuth({}) });
    await sessions.withToken(request(), async () => ({ ok: false, status: 401 }));
    expect(await sessions.current(request())).toBeNull();
  });

  it('logout kills the cookie everywhere: a copy presented later reads as signed out', async () => {
    const { cookie } = memoryCookie(session);
    const sessions = createSessionService({ cookie, logger: quiet, revocations: revocations(), auth: fakeAuth({}) });
    expect(await sessions.current(request())).not.toBeNull();
    await sessions.signOut(request());
    expect(await sessions.current(request())).toBeNull();
  });

  it('ending the account sessions kills those issued before, not a sign-in made after', async () => {
    let now = 1_000;
    const { cookie, jar } = memoryCookie({ ...session, issuedAt: 500 });
    const store = createMemoryRevocationStore({ keepMs: 86_400_000, now: () => now });
    const sessions = createSessionService({ cookie, logger: quiet, revocations: store, auth: fakeAuth({}), now: () => now });
    await sessions.endAccountSessions(null, 'IVAN@example.ru');
    expect(await sessions.current(request())).toBeNull();
    now = 1_000;
    const c = request();
    const fresh = await sessions.signIn(c, { token: 't2', refreshToken: 'r2' });
    expect(fresh.ok).toBe(true);
    expect(await store.check({ id: jar.get(c)!.id, issuedAt: jar.get(c)!.issuedAt, accountKey: 'ivan@example.ru' })).toBe('valid');
  });
});
