/**
 * A sealed cookie cannot be taken back, so a session must die by record (docs/decisions/
 * 001-session-in-a-sealed-cookie.md): logout ends the sign-in the cookie carries, a password change
 * ends every sign-in of the account (the changer is signed in afresh), and a copy of the cookie is
 * dead at once — on /api, in /api/auth/session and on /my/*. Upstream trouble during a refresh
 * keeps the session; guessing the current password is limited like guessing a login.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessTokenLifetime } from '#server/embedded/accounts/tokens';
import { limitRules } from '#server/access/rate-limit';
import { type AccountSite, createAccountSite, isCleared, setCookie, signedInMember, Visitor } from '../support/account-site';

let site: AccountSite;
let refreshAnswer: number | 'drop' | null = null;

beforeAll(() => {
  site = createAccountSite({
    upstream: async (request, next) => {
      if (refreshAnswer !== null && new URL(request.url).pathname === '/api/auth/refresh') {
        if (refreshAnswer === 'drop') throw new TypeError('fetch failed: socket hang up');
        return Response.json({ status: refreshAnswer, error: 'unavailable' }, { status: refreshAnswer });
      }
      return next(request);
    },
  });
});
afterAll(() => site.close());

const member = () => signedInMember(site);

/** A second browser holding a copy of `sid`: what a thief of the cookie has. */
function copyOf(sid: string) {
  const thief = new Visitor(site);
  return {
    saves: () => thief.get('/api/saves').set('Cookie', `sid=${sid}`).set('Accept', 'application/json'),
    session: () => thief.get('/api/auth/session').set('Cookie', `sid=${sid}`).set('Accept', 'application/json'),
    profilePage: () => thief.get('/my/profile').set('Cookie', `sid=${sid}`).redirects(0),
  };
}

async function expectDead(copy: ReturnType<typeof copyOf>) {
  const saves = await copy.saves();
  expect(saves.status).toBe(401);
  expect(isCleared(setCookie(saves.headers, 'sid'))).toBe(true);
  expect((await copy.session()).body).toEqual({ status: 'unauthenticated', user: null });
  const page = await copy.profilePage();
  expect(page.status).toBe(302);
  expect(page.headers.location).toBe('/?auth=login&redirect=%2Fmy%2Fprofile');
}

const changePassword = (visitor: Visitor, currentPassword: string, password: string) =>
  visitor.postJson('/api/users/edit/password', { currentPassword, password, confirmPassword: password });

describe('a copied cookie dies with the session', () => {
  test('login, copy the cookie, change the password, log out: the copy dies at the change, the next copy at the logout', async () => {
    const { visitor, person } = await member();
    const first = copyOf(visitor.cookie('sid')!);
    expect((await first.saves()).status).toBe(200);

    const changed = await changePassword(visitor, person.password, 'Novyi-Parol-77');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ status: 'changed', signedIn: true });
    await expectDead(first);

    // The changer is signed in afresh, with a new session.
    expect((await visitor.get('/api/saves').set('Accept', 'application/json')).status).toBe(200);
    const second = copyOf(visitor.cookie('sid')!);
    expect((await second.saves()).status).toBe(200);

    expect((await visitor.postJson('/api/auth/logout', {})).status).toBe(200);
    await expectDead(second);
  });

  test('logout kills a copy at once, without waiting for the cached user snapshot to age', async () => {
    const { visitor } = await member();
    const copy = copyOf(visitor.cookie('sid')!);
    expect((await copy.session()).body.status).toBe('authenticated');
    expect((await visitor.postJson('/api/auth/logout', {})).status).toBe(200);
    const from = site.exchanges.length;
    await expectDead(copy);
    // Known dead here: upstream is not even asked.
    expect(site.exchangesSince(from)).toEqual([]);
  });

  test('a password reset by mail ends the sessions of the account that were open before it', async () => {
    const { visitor, person } = await member();
    const copy = copyOf(visitor.cookie('sid')!);
    const stranger = new Visitor(site);
    expect((await stranger.postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`)).status).toBe(200);
    const code = await site.resetCode(person.email);
    const reset = await stranger.postJson('/api/auth/reset/password', {
      email: person.email,
      resetPasswordCode: code,
      password: 'Sbros-Parolya-5',
      confirmPassword: 'Sbros-Parolya-5',
    });
    expect(reset.status).toBe(200);
    await expectDead(copy);
  });

  test('signing in again replaces the sign-in: the cookie of the earlier one is dead', async () => {
    const { visitor, person } = await member();
    const earlier = copyOf(visitor.cookie('sid')!);
    await visitor.signIn(person.email, person.password);
    await expectDead(earlier);
    expect((await visitor.get('/api/saves').set('Accept', 'application/json')).status).toBe(200);
  });
});

describe('upstream trouble during a refresh keeps the session', () => {
  test.each([
    [503, 503],
    [500, 503],
    ['drop' as const, 503],
  ])('refresh answered %s → %s for this request, cookie kept; the next request refreshes and works', async (upstream, expected) => {
    const { visitor } = await member();
    site.clock.advance(accessTokenLifetime + 1);
    refreshAnswer = upstream;
    try {
      const answer = await visitor.get('/api/saves').set('Accept', 'application/json');
      expect(answer.status).toBe(expected);
      expect(setCookie(answer.headers, 'sid')).toBeUndefined();
    } finally {
      refreshAnswer = null;
    }
    const later = await visitor.get('/api/saves').set('Accept', 'application/json');
    expect(later.status).toBe(200);
    expect(setCookie(later.headers, 'sid')?.value).toBeTruthy();
  });

  test('a refresh upstream refuses (401) ends the session', async () => {
    const { visitor } = await member();
    site.clock.advance(accessTokenLifetime + 1);
    refreshAnswer = 401;
    try {
      const answer = await visitor.get('/api/saves').set('Accept', 'application/json');
      expect(answer.status).toBe(401);
      expect(isCleared(setCookie(answer.headers, 'sid'))).toBe(true);
    } finally {
      refreshAnswer = null;
    }
  });
});

describe('guessing the current password', () => {
  const passwordMax = limitRules.passwordFailuresPerAccountAndIp.max;

  test(`wrong current password ${passwordMax + 1} times → 429, then even the right one is refused without asking upstream`, async () => {
    const { visitor, person } = await member();
    for (let i = 1; i <= limitRules.passwordFailuresPerAccountAndIp.max; i++) {
      const answer = await changePassword(visitor, `Ne-Tot-Parol-${i}`, 'Novyi-Parol-77');
      expect(answer.status, `guess ${i}`).toBe(400);
    }
    const from = site.exchanges.length;
    const blocked = await changePassword(visitor, person.password, 'Novyi-Parol-77');
    expect(blocked.status).toBe(429);
    expect(blocked.body.data).toMatch(/^Слишком много попыток\. Попробуйте ещё раз через \d+ мин\.$/);
    expect(site.exchangesSince(from, '/api/users')).toEqual([]);
    // The password did not change.
    expect((await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });

  test('the account is limited across addresses too', async () => {
    const { person } = await member();
    let guesses = 0;
    // A new address (and so a new session) for every few guesses: the per-account count still adds up.
    while (guesses < limitRules.passwordFailuresPerAccount.max) {
      const visitor = new Visitor(site);
      await visitor.signIn(person.email, person.password);
      for (
        let i = 0;
        i < limitRules.passwordFailuresPerAccountAndIp.max - 1 && guesses < limitRules.passwordFailuresPerAccount.max;
        i++, guesses++
      ) {
        expect((await changePassword(visitor, `Ne-Tot-Parol-${guesses}`, 'Novyi-Parol-77')).status).toBe(400);
      }
    }
    const visitor = new Visitor(site);
    await visitor.signIn(person.email, person.password);
    expect((await changePassword(visitor, person.password, 'Novyi-Parol-77')).status).toBe(429);
  });
});
