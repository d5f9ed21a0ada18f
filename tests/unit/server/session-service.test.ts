import type { Context } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createSessionService } from '../../../server/auth/session-service';
import type { UpstreamAuth, UpstreamResult } from '../../../server/auth/upstream-auth';
import type { SealedCookie } from '../../../server/session/sealed-cookie';
import type { SessionData } from '../../../server/session/session-data';

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

const session: SessionData = { token: 'old-access', refreshToken: 'old-refresh', user, lastRefreshedAt: 0 };

describe('session service: refresh (DESIGN.md "Session")', () => {
  it('on a 401 refreshes once, re-seals and repeats the call', async () => {
    const { cookie, jar } = memoryCookie(session);
    const calls: string[] = [];
    const sessions = createSessionService({
      cookie,
      logger: pino({ level: 'silent' }),
      auth: fakeAuth({ refresh: async () => ({ ok: true, value: { token: 'new-access', refreshToken: 'new-refresh' } }) }),
    });
    const c = {} as Context;
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
    const sessions = createSessionService({
      cookie,
      logger: pino({ level: 'silent' }),
      auth: fakeAuth({
        refresh: async () => {
          refreshes++;
          await new Promise((r) => setTimeout(r, 10));
          return { ok: true, value: { token: 'new-access', refreshToken: 'new-refresh' } };
        },
      }),
    });
    const run = async (token: string): Promise<UpstreamResult<string>> => (token === 'new-access' ? { ok: true, value: 'ok' } : { ok: false, status: 401 });
    const results = await Promise.all([sessions.withToken({} as Context, run), sessions.withToken({} as Context, run), sessions.withToken({} as Context, run)]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(refreshes).toBe(1);
  });

  it('clears the session and answers 401 when the refresh is refused', async () => {
    const { cookie, jar } = memoryCookie(session);
    const sessions = createSessionService({ cookie, logger: pino({ level: 'silent' }), auth: fakeAuth({}) });
    const c = {} as Context;
    const result = await sessions.withToken(c, async () => ({ ok: false, status: 401 }));
    expect(result).toEqual({ ok: false, status: 401 });
    expect(jar.get(c)).toBeNull();
  });

  it('keeps the user snapshot when upstream is down rather than signing out', async () => {
    const { cookie } = memoryCookie(session);
    const sessions = createSessionService({ cookie, logger: pino({ level: 'silent' }), auth: fakeAuth({ getSession: async () => ({ ok: false, status: 502 }) }), now: () => 10 * 60_000 });
    expect(await sessions.user({} as Context)).toEqual(user);
  });
});
