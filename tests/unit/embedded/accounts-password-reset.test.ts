import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resetCodeLifetime, resetCodeMaxFailures } from '#server/embedded/accounts/password-reset';
import {
  accountTables,
  expectError,
  newPerson,
  openAccountsApi,
  siteOrigin,
  storedAccountText,
  type AccountsTestApi,
  type Person,
} from './accounts-client';

const codeInvalid = 'Код восстановления неверен или устарел';

let t: AccountsTestApi;
beforeAll(() => {
  t = openAccountsApi();
});
afterAll(() => t.dispose());

const requestReset = (email: string) => t.call('POST', `/api/auth/reset/password/request?email=${encodeURIComponent(email)}`);

/** Asks for a code and reads it from the mail. */
async function resetCode(email: string): Promise<string> {
  expect((await requestReset(email)).status).toBe(200);
  const mail = (await t.mails(email)).find((m) => m.subject === 'Восстановление пароля');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no reset code mailed');
  return code;
}

const reset = (email: string, resetPasswordCode: string, password = 'Novyy-Parol-1') =>
  t.call('POST', '/api/auth/reset/password', { body: { email, password, confirmPassword: password, resetPasswordCode } });

const canSignIn = async (email: string, password: string) =>
  (await t.call('POST', '/api/auth/login', { body: { email, password } })).status === 200;

/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/reset/password/request', () => {
  test('mails a six-digit code with a link to the recovery form', async () => {
    const person = await t.signUp(newPerson({ email: 'anna+stroy@example.ru' }));
    const answer = await requestReset(person.email);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'sent' });

    const [mail] = await t.mails(person.email);
    expect(mail).toMatchObject({ to: person.email, subject: 'Восстановление пароля' });
    expect(mail!.text).toMatch(/Код для восстановления пароля: \d{6}\n/);
    expect(mail!.link).toBe(`${siteOrigin}/?auth=recovery2&email=anna%2Bstroy%40example.ru`);
    expect(mail!.text).toContain(mail!.link!);
  });

  test('any letter case finds the account; the mail goes to the stored address', async () => {
    const person = await t.signUp();
    expect((await requestReset(person.email.toUpperCase())).status).toBe(200);
    expect((await t.mails(person.email))[0]!.subject).toBe('Восстановление пароля');
  });

  test('an unknown e-mail gets the same answer and no mail: the answer does not tell who has an account', async () => {
    const answer = await requestReset('nobody@example.ru');
    expect([answer.status, answer.json]).toEqual([200, { status: 'sent' }]);
    expect(await t.mails('nobody@example.ru')).toEqual([]);
  });

  test.each([
    ['/api/auth/reset/password/request', 'Поле E-mail обязательно для заполнения'],
    ['/api/auth/reset/password/request?email=', 'Поле E-mail обязательно для заполнения'],
    ['/api/auth/reset/password/request?email=ivan', 'Поле E-mail должно быть действительным электронным адресом'],
  ])('%s → 400', async (url, message) => {
    expectError(await t.call('POST', url), 400, message);
  });
});

describe('POST /api/auth/reset/password', () => {
  let person: Person;
  beforeAll(async () => {
    person = await t.signUp();
  });

  test('sets the new password, once per code, and signs the user out everywhere', async () => {
    const before = await t.signIn(person.email, person.password);
    const code = await resetCode(person.email);

    const answer = await reset(person.email, code, 'Novyy-Parol-1');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'changed' });
    expect(await canSignIn(person.email, 'Novyy-Parol-1')).toBe(true);
    expect(await canSignIn(person.email, person.password)).toBe(false);
    person.password = 'Novyy-Parol-1';

    expectError(await t.call('GET', '/api/auth/session', { token: before.token }), 401);
    expectError(await t.call('POST', '/api/auth/refresh', { body: { refreshToken: before.refreshToken } }), 401);

    expectError(await reset(person.email, code, 'Yet-Another-2'), 400, codeInvalid);
    expect(await canSignIn(person.email, 'Novyy-Parol-1')).toBe(true);
  });

  test('a code expires after 30 minutes', async () => {
    const code = await resetCode(person.email);
    t.clock.advance(resetCodeLifetime);
    expectError(await reset(person.email, code), 400, codeInvalid);

    const fresh = await resetCode(person.email);
    t.clock.advance(resetCodeLifetime - 1000);
    expect((await reset(person.email, fresh, 'Svezhiy-Parol-3')).status).toBe(200);
    person.password = 'Svezhiy-Parol-3';
  });

  test('a new request voids the earlier code', async () => {
    const first = await resetCode(person.email);
    const second = await resetCode(person.email);
    if (first !== second) expectError(await reset(person.email, first), 400, codeInvalid);
    expect((await reset(person.email, second, 'Vtoroy-Kod-4')).status).toBe(200);
    person.password = 'Vtoroy-Kod-4';
  });

  test(`after ${resetCodeMaxFailures} wrong codes even the right one fails`, async () => {
    const code = await resetCode(person.email);
    for (let i = 0; i < resetCodeMaxFailures; i++) expectError(await reset(person.email, wrong(code)), 400, codeInvalid);
    expectError(await reset(person.email, code), 400, codeInvalid);
    expect(await canSignIn(person.email, person.password)).toBe(true);
  });

  test(`${resetCodeMaxFailures - 1} wrong codes still leave the right one working`, async () => {
    const code = await resetCode(person.email);
    for (let i = 0; i < resetCodeMaxFailures - 1; i++) expectError(await reset(person.email, wrong(code)), 400);
    expect((await reset(person.email, code, 'Terpenie-5')).status).toBe(200);
    person.password = 'Terpenie-5';
  });

  test('a code is only good for its own account', async () => {
    const other = await t.signUp();
    const code = await resetCode(person.email);
    expectError(await reset(other.email, code), 400, codeInvalid);
  });

  test('an unknown e-mail gets the same answer as a wrong code', async () => {
    expectError(await reset('nobody@example.ru', '123456'), 400, codeInvalid);
  });

  test.each([
    [{ resetPasswordCode: '' }, 'Поле Код из письма обязательно для заполнения'],
    [{ password: 'short', confirmPassword: 'short' }, 'Поле Новый пароль должно быть не короче 8 символов'],
    [{ confirmPassword: 'Different-1' }, 'Поле Повторите пароль не совпадает с другим полем'],
    [{ email: 'ivan' }, 'Поле E-mail должно быть действительным электронным адресом'],
  ])('%o → 400 %s', async (change, message) => {
    const body = {
      email: person.email,
      password: 'Novyy-Parol-1',
      confirmPassword: 'Novyy-Parol-1',
      resetPasswordCode: '123456',
      ...change,
    };
    expectError(await t.call('POST', '/api/auth/reset/password', { body }), 400, message);
  });

  test('the code is stored only as a hash', async () => {
    const code = await resetCode(person.email);
    const row = t.api.db
      .prepare('SELECT code_hash FROM password_reset_codes pr JOIN users u ON u.id = pr.user_id WHERE u.email = ?')
      .get(person.email) as { code_hash: string };
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(storedAccountText(t, accountTables)).not.toMatch(new RegExp(`(^|\\n)${code}(\\n|$)`));
  });
});

test('a reset activates an account whose activation mail was lost: the code proves the address', async () => {
  const person = newPerson();
  await t.register(person);
  const code = await resetCode(person.email);
  expect((await reset(person.email, code, 'Novyy-Parol-1')).status).toBe(200);
  expect(await canSignIn(person.email, 'Novyy-Parol-1')).toBe(true);
});
