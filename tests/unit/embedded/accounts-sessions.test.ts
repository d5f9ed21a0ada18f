import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionAnswerSchema, signInAnswerSchema } from '#shared/contract/auth';
import { accessTokenLifetime, refreshTokenLifetime } from '#server/embedded/accounts/tokens';
import { embeddedAuthMessages } from '#server/embedded/routes/auth';
import {
  accountTables,
  expectError,
  newPerson,
  openAccountsApi,
  storedAccountText,
  type AccountsTestApi,
  type Person,
} from './accounts-client';

const signInRequired = 'Требуется вход в личный кабинет';

let t: AccountsTestApi;
beforeAll(() => {
  t = openAccountsApi();
});
afterAll(() => t.dispose());

const session = (token: string) => t.call('GET', '/api/auth/session', { token });
const refresh = (refreshToken: string, token?: string) => t.call('POST', '/api/auth/refresh', { body: { refreshToken }, token });

test('registration → outbox → activation → login → session → refresh rotation → logout', async () => {
  const person = newPerson({ name: 'Мария Кузнецова' });
  expect((await t.register(person)).status).toBe(201);
  const code = await t.activationCode(person.email);
  expect((await t.call('POST', `/api/auth/activate/${code}`)).json).toEqual({ status: 'activated' });

  const first = await t.signIn(person.email, person.password);
  const user = sessionAnswerSchema.parse((await session(first.token)).json).user;
  expect(user).toEqual({ id: expect.any(Number), name: 'Мария Кузнецова', email: person.email, phoneNumber: person.phoneNumber });
  // Exactly the contract's fields: no hash, no flags.
  expect(Object.keys((await session(first.token)).json as object)).toEqual(['user']);
  expect(Object.keys(user).sort()).toEqual(['email', 'id', 'name', 'phoneNumber']);

  const second = await refresh(first.refreshToken, first.token);
  expect(second.status).toBe(200);
  const pair = signInAnswerSchema.required().parse(second.json);
  expect(pair.token).not.toBe(first.token);
  expect(pair.refreshToken).not.toBe(first.refreshToken);
  expect((await session(pair.token)).status).toBe(200);

  // The old refresh token was spent: showing it again revokes the whole sign-in.
  expectError(await refresh(first.refreshToken), 401, signInRequired);
  expectError(await session(pair.token), 401, signInRequired);
  expectError(await refresh(pair.refreshToken), 401, signInRequired);

  // A new sign-in is unaffected, and signing out ends it.
  const third = await t.signIn(person.email, person.password);
  const out = await t.call('POST', '/api/auth/logout', { token: third.token, body: { refreshToken: third.refreshToken } });
  expect(out.status).toBe(200);
  expect(out.json).toEqual({ status: 'signed-out' });
  expectError(await session(third.token), 401);
  expectError(await refresh(third.refreshToken), 401);
});

describe('POST /api/auth/login', () => {
  let person: Person;
  beforeAll(async () => {
    person = await t.signUp();
  });

  test('answers a token and a refresh token', async () => {
    const answer = await t.call('POST', '/api/auth/login', {
      body: { email: person.email, password: person.password, callbackUrl: '/my/saves' },
    });
    expect(answer.status).toBe(200);
    const body = answer.json as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token']);
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
  });

  test('the e-mail may be typed in another case, with spaces around', async () => {
    await t.signIn(`  ${person.email.toUpperCase()} `, person.password);
  });

  test('a wrong password and an unknown e-mail get the same 401', async () => {
    expectError(
      await t.call('POST', '/api/auth/login', { body: { email: person.email, password: 'Wrong-Password' } }),
      401,
      'Логин или пароль введены неверно',
    );
    expectError(
      await t.call('POST', '/api/auth/login', { body: { email: 'nobody@example.ru', password: person.password } }),
      401,
      embeddedAuthMessages.wrongCredentials,
    );
  });

  test('the password is case-sensitive', async () => {
    expectError(await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password.toUpperCase() } }), 401);
  });

  test('an account not yet activated is a 403 with a hint', async () => {
    const inactive = newPerson();
    await t.register(inactive);
    expectError(
      await t.call('POST', '/api/auth/login', { body: { email: inactive.email, password: inactive.password } }),
      403,
      'Учётная запись не активирована. Перейдите по ссылке из письма, чтобы активировать её.',
    );
    // …but only to someone who knows the password.
    expectError(await t.call('POST', '/api/auth/login', { body: { email: inactive.email, password: 'Wrong-Password' } }), 401);
  });

  test.each([
    [{ email: '', password: 'x' }, 'Поле E-mail обязательно для заполнения'],
    [{ email: 'ivan@', password: 'x' }, 'Поле E-mail должно быть действительным электронным адресом'],
    [{ email: 'ivan@example.ru' }, 'Поле Пароль обязательно для заполнения'],
  ])('%o → 400 %s', async (body, message) => {
    expectError(await t.call('POST', '/api/auth/login', { body }), 400, message);
  });

  test('malformed JSON is a 400', async () => {
    expectError(await t.call('POST', '/api/auth/login', { body: '{email:' }), 400);
  });
});

describe('GET /api/auth/session', () => {
  test.each([
    ['no Authorization header', {}],
    ['an unknown token', { Authorization: 'Bearer c29tZXRoaW5nLXRoYXQtaXMtbm90LWEtdG9rZW4tYXQtYWxs' }],
    ['another scheme', { Authorization: 'Basic aXZhbjpwYXNz' }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('%s → 401', async (_, headers) => {
    const answer = await t.get('/api/auth/session', { headers });
    expectError(answer, 401, signInRequired);
    expect(answer.json).toEqual({ status: 401, error: 'Unauthorized', data: signInRequired });
  });

  test('a refresh token is not an access token', async () => {
    const person = await t.signUp();
    const pair = await t.signIn(person.email, person.password);
    expectError(await session(pair.refreshToken), 401);
  });

  test('the scheme is case-insensitive', async () => {
    const person = await t.signUp();
    const { token } = await t.signIn(person.email, person.password);
    expect((await t.get('/api/auth/session', { headers: { Authorization: `bearer ${token}` } })).status).toBe(200);
  });
});

describe('expiry', () => {
  test('an access token lives 15 minutes; the refresh token still gets a new one', async () => {
    const person = await t.signUp();
    const pair = await t.signIn(person.email, person.password);
    t.clock.advance(accessTokenLifetime - 1);
    expect((await session(pair.token)).status).toBe(200);
    t.clock.advance(1);
    expectError(await session(pair.token), 401, signInRequired);

    const renewed = await refresh(pair.refreshToken, pair.token);
    expect(renewed.status).toBe(200);
    expect((await session(signInAnswerSchema.parse(renewed.json).token)).status).toBe(200);
  });

  test('a refresh token lives 30 days from its issue', async () => {
    const person = await t.signUp();
    const pair = await t.signIn(person.email, person.password);
    t.clock.advance(refreshTokenLifetime - 1);
    const renewed = signInAnswerSchema.required().parse((await refresh(pair.refreshToken)).json);
    // Each rotation starts a new 30 days.
    t.clock.advance(refreshTokenLifetime - 1);
    const again = signInAnswerSchema.required().parse((await refresh(renewed.refreshToken)).json);
    t.clock.advance(refreshTokenLifetime);
    expectError(await refresh(again.refreshToken), 401, signInRequired);
  });
});

describe('POST /api/auth/refresh', () => {
  test('works without the access token header', async () => {
    const person = await t.signUp();
    const pair = await t.signIn(person.email, person.password);
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  test('reuse revokes only that sign-in, not the user’s others', async () => {
    const person = await t.signUp();
    const phone = await t.signIn(person.email, person.password);
    const laptop = await t.signIn(person.email, person.password);
    await refresh(phone.refreshToken);
    expectError(await refresh(phone.refreshToken), 401);
    expect((await session(laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  test('an unknown refresh token is a 401', async () => {
    expectError(await refresh('bm90LWEtcmVmcmVzaC10b2tlbi1ub3QtYS1yZWZyZXNoLXRva2Vu'), 401, signInRequired);
  });

  test.each([{}, { refreshToken: '' }, { refreshToken: 42 }])('a body without a refresh token (%o) is a 400', async (body) => {
    expectError(await t.call('POST', '/api/auth/refresh', { body }), 400);
  });
});

describe('POST /api/auth/logout', () => {
  test('with only the access token, the refresh token of that sign-in dies too', async () => {
    const person = await t.signUp();
    const pair = await t.signIn(person.email, person.password);
    expect((await t.call('POST', '/api/auth/logout', { token: pair.token })).status).toBe(200);
    expectError(await session(pair.token), 401);
    expectError(await refresh(pair.refreshToken), 401);
  });

  test('with an expired access token and the refresh token', async () => {
    const person = await t.signUp();
    const pair = await t.signIn(person.email, person.password);
    t.clock.advance(accessTokenLifetime * 2);
    const answer = await t.call('POST', '/api/auth/logout', { token: pair.token, body: { refreshToken: pair.refreshToken } });
    expect(answer.json).toEqual({ status: 'signed-out' });
    expectError(await refresh(pair.refreshToken), 401);
  });

  test('signing out twice is fine; only other sign-ins survive', async () => {
    const person = await t.signUp();
    const one = await t.signIn(person.email, person.password);
    const two = await t.signIn(person.email, person.password);
    expect((await t.call('POST', '/api/auth/logout', { token: one.token })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', { token: one.token })).status).toBe(200);
    expect((await session(two.token)).status).toBe(200);
  });

  test('without any known token it is a 401', async () => {
    expectError(await t.call('POST', '/api/auth/logout'), 401, signInRequired);
    expectError(await t.call('POST', '/api/auth/logout', { token: 'unknown', body: { refreshToken: 'unknown' } }), 401);
  });

  test('malformed JSON is a 400', async () => {
    expectError(await t.call('POST', '/api/auth/logout', { body: '{' }), 400);
  });
});

test('tokens are stored only as hashes', async () => {
  const person = await t.signUp();
  const first = await t.signIn(person.email, person.password);
  const second = signInAnswerSchema.required().parse((await refresh(first.refreshToken)).json);
  const stored = storedAccountText(t, accountTables);
  for (const secret of [first.token, first.refreshToken, second.token, second.refreshToken]) expect(stored).not.toContain(secret);
  // …as their SHA-256, which is how a presented token is found again.
  expect(stored).toContain(createHash('sha256').update(second.token).digest('hex'));
});
