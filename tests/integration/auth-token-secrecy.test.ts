/**
 * docs/decisions/001-session-in-a-sealed-cookie.md: the upstream token and refresh token live only
 * in the BFF's sealed cookie — never in HTML, an /api answer, a header or a cookie JavaScript can
 * read; the cookie stays under 4 KB; an expired access token is refreshed once and re-sealed, a
 * dead refresh token signs out.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessTokenLifetime, refreshTokenLifetime } from '#server/embedded/accounts/tokens';
import { products } from '#tests/support/previous-catalogue';
import {
  type AccountSite,
  createAccountSite,
  isCleared,
  newPerson,
  type Person,
  registerAndActivate,
  setCookie,
  setCookies,
  signedInMember,
  Visitor,
} from '../support/account-site';

let site: AccountSite;

beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

interface Seen {
  what: string;
  status: number;
  headers: Record<string, unknown>;
  text: string;
}

/** Every answer a visitor got, kept to search for tokens afterwards. */
function recorder() {
  const seen: Seen[] = [];
  return {
    seen,
    async keep<T extends { status: number; headers: Record<string, unknown>; text: string }>(
      what: string,
      answer: Promise<T> | T,
    ): Promise<T> {
      const a = await answer;
      seen.push({ what, status: a.status, headers: a.headers, text: a.text ?? '' });
      return a;
    },
  };
}

function expectNoToken(seen: Seen[], tokens: Set<string>) {
  expect(tokens.size).toBeGreaterThanOrEqual(2);
  for (const answer of seen) {
    const headerText = JSON.stringify(answer.headers);
    for (const token of tokens) {
      expect(answer.text.includes(token), `${answer.what}: the body holds an upstream token`).toBe(false);
      expect(headerText.includes(token), `${answer.what}: a header holds an upstream token`).toBe(false);
      expect(answer.text.includes(encodeURIComponent(token)), `${answer.what}: the body holds an encoded token`).toBe(false);
    }
  }
}

const member = (overrides: Partial<Person> = {}) => signedInMember(site, overrides);

describe('the tokens never reach the browser', () => {
  test('not in any page, /api answer body or header; every cookie is HttpOnly and the sid is sealed', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), visitor);
    const tokensBefore = site.issuedTokens.size;
    const { seen, keep } = recorder();

    const login = await keep(
      'POST /api/auth/login',
      visitor.postJson('/api/auth/login', { email: person.email, password: person.password, callbackUrl: '/' }),
    );
    expect(login.status).toBe(200);
    expect(site.issuedTokens.size).toBe(tokensBefore + 2);
    await keep('GET /api/auth/session', visitor.get('/api/auth/session'));
    await keep('POST /api/saves', visitor.postJson('/api/saves', { kind: 'product', refId: products[0]!.id }));
    await keep('GET /api/saves', visitor.get('/api/saves'));
    await keep('POST /api/users/edit', visitor.postJson('/api/users/edit', { name: 'Иван Сидоров', phoneNumber: person.phoneNumber }));
    await keep('GET /api/menu/main', visitor.get('/api/menu/main'));
    for (const path of [
      '/',
      '/my/profile',
      '/my/saves',
      '/?auth=login',
      '/?auth=login-finish',
      '/catalog',
      `/product/${products[0]!.url}/${products[0]!.id}`,
    ]) {
      const page = await keep(`GET ${path}`, visitor.get(path));
      expect(page.status, path).toBe(200);
    }
    // A no-JS login and its landing page too.
    const formLogin = await keep(
      'form POST /api/auth/login',
      visitor.postForm('/api/auth/login', { email: person.email, password: person.password, callbackUrl: '/about' }),
    );
    expect(formLogin.status).toBe(303);
    await keep(`GET ${formLogin.headers.location}`, visitor.get(formLogin.headers.location as string));
    await keep(
      'POST /api/users/edit/password',
      visitor.postJson('/api/users/edit/password', {
        currentPassword: person.password,
        password: 'Novyi-Parol-77',
        confirmPassword: 'Novyi-Parol-77',
      }),
    );
    await keep('GET /my/profile after the password change', visitor.get('/my/profile'));
    await keep('POST /api/auth/logout', visitor.postJson('/api/auth/logout', {}));

    expectNoToken(seen, site.issuedTokens);

    // Every cookie the site sets is out of JavaScript's reach; the sid holds no token in the clear.
    const cookies = seen.flatMap((a) => setCookies(a.headers));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.attributes.httponly, `${cookie.name} is HttpOnly`).toBe(true);
      for (const token of site.issuedTokens) {
        expect(cookie.value.includes(token)).toBe(false);
        expect(Buffer.from(cookie.value, 'base64url').toString('latin1').includes(token)).toBe(false);
      }
    }
    const sids = cookies.filter((c) => c.name === 'sid' && c.value !== '');
    expect(sids.length).toBeGreaterThan(1);
    for (const sid of sids) expect(sid.value).toMatch(/^Fe26\.2\*/);
  });

  test('the session cookie stays under 4096 bytes, even with the longest profile', async () => {
    const longest = newPerson({ name: 'Щ'.repeat(60), phoneNumber: '+7 (999) 999-99-99 доб. 123456'.slice(0, 30) });
    longest.email = `${'a'.repeat(64)}.${longest.email}`;
    const visitor = new Visitor(site);
    await registerAndActivate(site, longest, visitor);
    const answer = await visitor.postJson('/api/auth/login', { email: longest.email, password: longest.password });
    expect(answer.status).toBe(200);
    const sid = setCookie(answer.headers, 'sid')!;
    const pairBytes = Buffer.byteLength(`${sid.name}=${sid.value}`);
    const lineBytes = Buffer.byteLength(sid.raw);
    console.log(
      `session cookie size: sid=<value> ${pairBytes} bytes, whole Set-Cookie ${lineBytes} bytes ` +
        `(name 60 Cyrillic chars, phone 30, e-mail ${longest.email.length} chars)`,
    );
    expect(lineBytes).toBeLessThan(4096);

    const { visitor: ordinary } = await member();
    const ordinarySid = ordinary.cookie('sid')!;
    console.log(`session cookie size, ordinary profile: sid=<value> ${Buffer.byteLength(`sid=${ordinarySid}`)} bytes`);
    expect(Buffer.byteLength(`sid=${ordinarySid}`)).toBeLessThan(4096);
  });
});

describe('token refresh', () => {
  test('an expired access token is refreshed once: the call succeeds and the cookie is re-sealed', async () => {
    const { visitor } = await member();
    const before = visitor.cookie('sid')!;
    site.clock.advance(accessTokenLifetime + 60_000);
    const from = site.exchanges.length;
    const answer = await visitor.get('/api/saves');
    expect(answer.status).toBe(200);
    const resealed = setCookie(answer.headers, 'sid');
    expect(resealed, 'a new sid cookie').toBeDefined();
    expect(resealed!.value).not.toBe(before);
    expect(resealed!.attributes.httponly).toBe(true);
    const calls = site.exchangesSince(from).map((e) => `${e.path} ${e.status}`);
    expect(calls).toEqual(['/api/saves 401', '/api/auth/refresh 200', '/api/saves 200']);
    // The refresh call sends the refresh token in the body (docs/behaviour.md, "Upstream calls").
    const refresh = site.exchangesSince(from, '/api/auth/refresh')[0]!;
    expect(site.issuedTokens.has((JSON.parse(refresh.requestBody) as { refreshToken: string }).refreshToken)).toBe(true);

    // The next call uses the new token straight away.
    const next = site.exchanges.length;
    expect((await visitor.postJson('/api/users/edit', { name: 'Иван Обновлённый', phoneNumber: '+7 900 000-00-02' })).status).toBe(200);
    expect(site.exchangesSince(next, '/api/auth/refresh')).toEqual([]);
    expect((await visitor.session()).user?.name).toBe('Иван Обновлённый');
  });

  test('POST /api/users/edit with an expired access token succeeds via refresh', async () => {
    const { visitor } = await member();
    site.clock.advance(accessTokenLifetime + 1);
    const answer = await visitor.postJson('/api/users/edit', { name: 'Иван Через Обновление', phoneNumber: '+7 900 000-00-03' });
    expect(answer.status).toBe(200);
    expect(answer.body.user.name).toBe('Иван Через Обновление');
    expect(setCookie(answer.headers, 'sid')).toBeDefined();
  });

  test('a private page with an expired access token renders, re-sealing the cookie', async () => {
    const { visitor, person } = await member();
    site.clock.advance(accessTokenLifetime + 1);
    const page = await visitor.get('/my/saves').redirects(0);
    expect(page.status).toBe(200);
    expect(page.text).toContain(person.name);
    expectNoToken([{ what: 'GET /my/saves', status: page.status, headers: page.headers, text: page.text }], site.issuedTokens);
    expect((await visitor.get('/api/saves')).status).toBe(200);
  });

  test('two calls at once with an expired access token both succeed and the visitor stays signed in', async () => {
    const { visitor } = await member();
    site.clock.advance(accessTokenLifetime + 1);
    // What a browser does when the window regains focus: session and saved items are re-fetched together.
    const [a, b] = await Promise.all([
      visitor.get('/api/saves'),
      visitor.postJson('/api/saves', { kind: 'product', refId: products[1]!.id }),
    ]);
    expect([a.status, b.status]).toEqual([200, 201]);
    // Whatever cookie the browser kept last, the visitor is still signed in.
    const after = await visitor.get('/api/saves');
    expect(after.status).toBe(200);
  });

  test('an expired refresh token: 401 and the cookie cleared', async () => {
    const { visitor } = await member();
    site.clock.advance(refreshTokenLifetime + 60_000);
    const answer = await visitor.get('/api/saves');
    expect(answer.status).toBe(401);
    expect(isCleared(setCookie(answer.headers, 'sid'))).toBe(true);
    expect(await visitor.session()).toEqual({ status: 'unauthenticated', user: null });
    // The private page now sends to login.
    expect((await visitor.get('/my/saves').redirects(0)).status).toBe(302);
  });

  test('a revoked sign-in (signed out elsewhere): 401 and the cookie cleared', async () => {
    const { visitor } = await member();
    const copy = new Visitor(site);
    const sid = visitor.cookie('sid')!;
    // The same session in another tab signs out: upstream revokes the whole sign-in.
    expect((await copy.postJson('/api/auth/logout', {}).set('Cookie', `sid=${sid}`)).status).toBe(200);
    const edit = await visitor.postJson('/api/users/edit', { name: 'Иван', phoneNumber: '+7 900 000-00-04' });
    expect(edit.status).toBe(401);
    expect(isCleared(setCookie(edit.headers, 'sid'))).toBe(true);
  });

  test('a sign-in logged out through a copy of its cookie is dead at once: 401, cookie cleared, upstream not asked', async () => {
    const { visitor } = await member();
    const sid = visitor.cookie('sid')!;
    expect((await new Visitor(site).postJson('/api/auth/logout', {}).set('Cookie', `sid=${sid}`)).status).toBe(200);
    site.clock.advance(accessTokenLifetime + 1);
    const from = site.exchanges.length;
    const answer = await visitor.get('/api/saves');
    expect(answer.status).toBe(401);
    expect(isCleared(setCookie(answer.headers, 'sid'))).toBe(true);
    expect(site.exchangesSince(from)).toEqual([]);
  });
});
