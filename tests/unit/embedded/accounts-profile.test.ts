import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessionAnswerSchema } from '#shared/contract/auth';
import { expectError, openAccountsApi, type AccountsTestApi, type Person } from './accounts-client';

const signInRequired = 'Требуется вход в личный кабинет';

let t: AccountsTestApi;
beforeAll(() => {
  t = openAccountsApi();
});
afterAll(() => t.dispose());

describe('POST /api/users/edit', () => {
  test('changes name and phone and answers the user', async () => {
    const person = await t.signUp();
    const { token } = await t.signIn(person.email, person.password);
    const answer = await t.call('POST', '/api/users/edit', { token, body: { name: ' Иван Сидоров ', phoneNumber: '+7 900 000-00-00' } });
    expect(answer.status).toBe(200);
    const { user } = sessionAnswerSchema.parse(answer.json);
    expect(user).toMatchObject({ name: 'Иван Сидоров', phoneNumber: '+7 900 000-00-00', email: person.email });
    expect(Object.keys(answer.json as object)).toEqual(['user']);
    // The session answers the same user from now on.
    expect(sessionAnswerSchema.parse((await t.call('GET', '/api/auth/session', { token })).json).user).toEqual(user);
  });

  test.each([
    [{ name: '', phoneNumber: '+7 900 000-00-00' }, 'Поле Имя обязательно для заполнения'],
    [{ name: 'Иван', phoneNumber: '9'.repeat(31) }, 'Поле Телефон не может быть длиннее 30 символов'],
    [{ name: 'Иван' }, 'Поле Телефон обязательно для заполнения'],
  ])('%o → 400 %s', async (body, message) => {
    const person = await t.signUp();
    const { token } = await t.signIn(person.email, person.password);
    expectError(await t.call('POST', '/api/users/edit', { token, body }), 400, message);
  });

  test('e-mail cannot be changed here', async () => {
    const person = await t.signUp();
    const { token } = await t.signIn(person.email, person.password);
    const answer = await t.call('POST', '/api/users/edit', { token, body: { name: 'Иван', phoneNumber: '1', email: 'other@example.ru' } });
    expect(sessionAnswerSchema.parse(answer.json).user.email).toBe(person.email);
  });

  test('without a session it is a 401, before the body is looked at', async () => {
    expectError(await t.call('POST', '/api/users/edit', { body: { name: '' } }), 401, signInRequired);
    expectError(await t.call('POST', '/api/users/edit', { token: 'expired-or-unknown', body: '{' }), 401, signInRequired);
  });
});

describe('POST /api/users/edit/password', () => {
  let person: Person;
  beforeAll(async () => {
    person = await t.signUp();
  });

  const change = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/users/edit/password', { token, body });

  test('changes the password and ends every sign-in of the account, this one included', async () => {
    const here = await t.signIn(person.email, person.password);
    const elsewhere = await t.signIn(person.email, person.password);

    const answer = await change(here.token, {
      currentPassword: person.password,
      password: 'Smena-Parolya-1',
      confirmPassword: 'Smena-Parolya-1',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ status: 'changed' });

    expect((await t.call('POST', '/api/auth/login', { body: { email: person.email, password: person.password } })).status).toBe(401);
    await t.signIn(person.email, 'Smena-Parolya-1');
    person.password = 'Smena-Parolya-1';

    expectError(await t.call('GET', '/api/auth/session', { token: here.token }), 401);
    expectError(await t.call('POST', '/api/auth/refresh', { body: { refreshToken: here.refreshToken } }), 401);
    expectError(await t.call('GET', '/api/auth/session', { token: elsewhere.token }), 401);
    expectError(await t.call('POST', '/api/auth/refresh', { body: { refreshToken: elsewhere.refreshToken } }), 401);
  });

  test('a wrong current password is a 400 and changes nothing', async () => {
    const { token } = await t.signIn(person.email, person.password);
    expectError(
      await change(token, { currentPassword: 'Ne-Tot-Parol', password: 'Novyy-Parol-2', confirmPassword: 'Novyy-Parol-2' }),
      400,
      'Текущий пароль введён неверно',
    );
    await t.signIn(person.email, person.password);
  });

  test.each([
    [{ currentPassword: '' }, 'Поле Текущий пароль обязательно для заполнения'],
    [{ password: 'short', confirmPassword: 'short' }, 'Поле Новый пароль должно быть не короче 8 символов'],
    [{ confirmPassword: 'Ne-Sovpadaet-1' }, 'Поле Повторите пароль не совпадает с другим полем'],
  ])('%o → 400 %s', async (override, message) => {
    const { token } = await t.signIn(person.email, person.password);
    const body = { currentPassword: person.password, password: 'Novyy-Parol-2', confirmPassword: 'Novyy-Parol-2', ...override };
    expectError(await change(token, body), 400, message);
  });

  test('without a session it is a 401', async () => {
    expectError(
      await change('unknown', { currentPassword: 'x', password: 'Novyy-Parol-2', confirmPassword: 'Novyy-Parol-2' }),
      401,
      signInRequired,
    );
  });
});
