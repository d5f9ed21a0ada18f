import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEmbeddedApi } from '#server/embedded/app';
import { embeddedAuthMessages } from '#server/embedded/routes/auth';
import { makeTempDir } from './harness';
import {
  accountTables,
  expectError,
  newPerson,
  openAccountsApi,
  siteOrigin,
  storedAccountText,
  type AccountsTestApi,
} from './accounts-client';

let t: AccountsTestApi;
beforeAll(() => {
  t = openAccountsApi();
});
afterAll(() => t.dispose());

const registration = (person = newPerson()) => ({ ...person, confirmPassword: person.password });

describe('POST /api/auth/registration', () => {
  test('creates an inactive account and mails its activation link', async () => {
    const person = newPerson();
    const answer = await t.register(person);
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ status: 'created' });

    const [mail, ...others] = await t.mails(person.email);
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ to: person.email, subject: 'Подтверждение регистрации' });
    expect(mail!.link).toMatch(new RegExp(`^${siteOrigin}/confirm/registration/[\\w-]{43}$`));
    expect(mail!.text).toContain(mail!.link!);
    expect(mail!.text).toContain(person.name);

    // Not active yet: signing in is refused until the link is followed.
    expectError(
      await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } }),
      403,
      embeddedAuthMessages.notActivated,
    );
  });

  test('an e-mail already registered is a 409, in any letter case', async () => {
    const person = newPerson({ email: 'Olga.Smirnova@Example.RU' });
    expect((await t.register(person)).status).toBe(201);
    for (const email of ['olga.smirnova@example.ru', 'OLGA.SMIRNOVA@EXAMPLE.RU', '  olga.smirnova@example.ru ']) {
      expectError(await t.register({ ...newPerson(), email }), 409, 'Пользователь с таким e-mail уже зарегистрирован');
    }
    // Stored once, lower-cased; the mail went to that address.
    const rows = t.api.db.prepare("SELECT email FROM users WHERE email LIKE 'olga.smirnova%'").all() as { email: string }[];
    expect(rows.map((row) => row.email)).toEqual(['olga.smirnova@example.ru']);
    expect(await t.mails('olga.smirnova@example.ru')).toHaveLength(1);
  });

  test('Cyrillic e-mails are compared case-insensitively too', async () => {
    expect((await t.register(newPerson({ email: 'Пётр@Почта.рф' }))).status).toBe(201);
    expectError(await t.register(newPerson({ email: 'пётр@почта.рф' })), 409);
  });

  test.each([
    [{ name: '' }, 'Поле Имя обязательно для заполнения'],
    [{ name: '   ' }, 'Поле Имя обязательно для заполнения'],
    [{ name: 'И'.repeat(61) }, 'Поле Имя не может быть длиннее 60 символов'],
    [{ phoneNumber: '' }, 'Поле Телефон обязательно для заполнения'],
    [{ phoneNumber: '1'.repeat(31) }, 'Поле Телефон не может быть длиннее 30 символов'],
    [{ email: 'ivan' }, 'Поле E-mail должно быть действительным электронным адресом'],
    [{ email: undefined }, 'Поле E-mail обязательно для заполнения'],
    [{ password: 'short', confirmPassword: 'short' }, 'Поле Пароль должно быть не короче 8 символов'],
    [{ password: 'p'.repeat(31), confirmPassword: 'p'.repeat(31) }, 'Поле Пароль не может быть длиннее 30 символов'],
    [{ confirmPassword: 'Another-2025' }, 'Поле Повторите пароль не совпадает с другим полем'],
    [{ name: { first: 'Иван' } }, 'Поле Имя некорректно'],
  ])('%o → 400 %s', async (change, message) => {
    expectError(await t.call('POST', '/api/auth/registration', { body: { ...registration(), ...change } }), 400, message);
  });

  test('the first failing field is the one reported', async () => {
    const body = { ...registration(), name: '', email: 'ivan' };
    expectError(await t.call('POST', '/api/auth/registration', { body }), 400, 'Поле Имя обязательно для заполнения');
  });

  test.each(['{"name": "Иван"', '[]', '"text"', 'null', ''])('a body that is not a JSON object (%s) is a 400', async (body) => {
    expectError(await t.call('POST', '/api/auth/registration', { body }), 400);
  });

  test('a huge body is refused before it is read', async () => {
    const answer = await t.call('POST', '/api/auth/registration', { body: { ...registration(), name: 'И'.repeat(20_000) } });
    expectError(answer, 413);
  });

  test('nothing is created by a refused registration', async () => {
    const before = (t.api.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n;
    await t.call('POST', '/api/auth/registration', { body: { ...registration(), confirmPassword: 'x' } });
    expect((t.api.db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n).toBe(before);
  });
});

describe('POST /api/auth/activate/{code}', () => {
  test('activates the account once', async () => {
    const person = newPerson();
    await t.register(person);
    const code = await t.activationCode(person.email);

    const answer = await t.call('POST', `/api/auth/activate/${code}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'activated' });
    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(200);

    expectError(await t.call('POST', `/api/auth/activate/${code}`), 404, 'Ссылка активации недействительна или уже использована');
  });

  test.each(['unknown-code', 'a'.repeat(43), '%D0%BA%D0%BE%D0%B4', 'x'.repeat(300)])('an unknown code (%s) is a 404', async (code) => {
    expectError(await t.call('POST', `/api/auth/activate/${code}`), 404, embeddedAuthMessages.activationInvalid);
  });

  test('GET is not an activation', async () => {
    const person = newPerson();
    await t.register(person);
    expectError(await t.call('GET', `/api/auth/activate/${await t.activationCode(person.email)}`), 404);
  });
});

describe('what the database keeps', () => {
  test('the password only as a salted scrypt hash', async () => {
    const first = newPerson({ password: 'Same-Password-1' });
    const second = newPerson({ password: 'Same-Password-1' });
    await t.register(first);
    await t.register(second);
    const hashes = (
      t.api.db.prepare('SELECT password_hash FROM users WHERE email IN (?, ?)').all(first.email, second.email) as {
        password_hash: string;
      }[]
    ).map((row) => row.password_hash);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    // A random salt each time: equal passwords do not give equal hashes.
    expect(hashes[0]).not.toBe(hashes[1]);
    expect(storedAccountText(t, accountTables)).not.toContain('Same-Password-1');
  });

  test('the activation code only as a hash', async () => {
    const person = newPerson();
    await t.register(person);
    const code = await t.activationCode(person.email);
    expect(storedAccountText(t, accountTables)).not.toContain(code);
  });
});

test('the site origin of the links is configurable; a trailing slash is dropped', async () => {
  const other = openAccountsApi({ siteOrigin: 'https://shop.example.ru/' });
  const person = newPerson();
  await other.register(person);
  const [mail] = await other.mails(person.email);
  expect(mail!.link).toMatch(/^https:\/\/shop\.example\.ru\/confirm\/registration\/[\w-]+$/);
  other.dispose();
});

test.each(['ftp://example.ru', 'localhost:3000', ''])('a site origin that is not an http(s) URL (%o) stops the start', (value) => {
  const dataDir = makeTempDir();
  expect(() => createEmbeddedApi({ dataDir, siteOrigin: value })).toThrow();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
