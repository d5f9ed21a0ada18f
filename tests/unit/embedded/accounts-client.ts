import { expect } from 'vitest';
import { outboxMailSchema, signInAnswerSchema, type OutboxMail, type SignInAnswer } from '#shared/contract/auth';
import { makeTempDir, openTestApi, type TestApi } from './harness';

/** A clock the test moves by hand: tokens and codes expire without waiting. */
export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

export function testClock(start = Date.parse('2025-03-03T09:00:00.000Z')): TestClock {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

export interface CallOptions {
  /** Sent as JSON; a string is sent as it is (to test malformed bodies). */
  body?: unknown;
  token?: string;
}

export interface Person {
  name: string;
  phoneNumber: string;
  email: string;
  password: string;
}

let people = 0;
/** A registration payload with an e-mail no other test uses. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  people += 1;
  return {
    name: 'Иван Петров',
    phoneNumber: '+7 (912) 345-67-89',
    email: `ivan.petrov${people}@example.ru`,
    password: 'Provod-2025',
    ...overrides,
  };
}

export interface AccountsTestApi extends TestApi {
  clock: TestClock;
  call(method: string, url: string, options?: CallOptions): Promise<Answer>;
  register(person: Person): Promise<Answer>;
  /** The outbox, newest first, optionally only mails to `to`. */
  mails(to?: string): Promise<OutboxMail[]>;
  /** The code of the newest activation link mailed to `email`. */
  activationCode(email: string): Promise<string>;
  /** Registers and activates: the person can sign in. */
  signUp(person?: Person): Promise<Person>;
  signIn(email: string, password: string): Promise<SignInAnswer & { refreshToken: string }>;
}

export const siteOrigin = 'https://elektro.example.ru';

export function openAccountsApi(options: { siteOrigin?: string } = {}): AccountsTestApi {
  const clock = testClock();
  const t = openTestApi(makeTempDir(), { now: clock.now, siteOrigin: options.siteOrigin ?? siteOrigin });

  const call: AccountsTestApi['call'] = async (method, url, { body, token } = {}) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    return t.get(url, init);
  };

  const mails: AccountsTestApi['mails'] = async (to) => {
    const answer = await call('GET', to === undefined ? '/api/dev/outbox' : `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status).toBe(200);
    return outboxMailSchema.array().parse(answer.json);
  };

  const register: AccountsTestApi['register'] = (person) =>
    call('POST', '/api/auth/registration', { body: { ...person, confirmPassword: person.password } });

  const activationCode: AccountsTestApi['activationCode'] = async (email) => {
    const mail = (await mails(email)).find((m) => m.subject === 'Подтверждение регистрации');
    const code = mail?.link?.split('/confirm/registration/')[1];
    if (!code) throw new Error(`no activation mail to ${email}`);
    return code;
  };

  const signIn: AccountsTestApi['signIn'] = async (email, password) => {
    const answer = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status, answer.text).toBe(200);
    return signInAnswerSchema.required().parse(answer.json);
  };

  return {
    ...t,
    clock,
    call,
    register,
    mails,
    activationCode,
    signIn,
    async signUp(person = newPerson()) {
      expect((await register(person)).status).toBe(201);
      expect((await call('POST', `/api/auth/activate/${await activationCode(person.email)}`)).status).toBe(200);
      return person;
    },
  };
}

/** Every text value stored in the account tables, to look for secrets that should not be there. */
export function storedAccountText(t: TestApi, tables: readonly string[]): string {
  return tables
    .flatMap((table) => t.api.db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[])
    .flatMap((row) =>
      Object.entries(row)
        .filter(([key]) => key !== '_metadata')
        .map(([, value]) => String(value)),
    )
    .join('\n');
}

export const accountTables = [
  'users',
  'activation_codes',
  'token_families',
  'access_tokens',
  'refresh_tokens',
  'password_reset_codes',
  'saved_items',
] as const;

/** An error answer of the contract: the status, and the Russian message people see. */
export function expectError(answer: Answer, status: number, data?: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = answer.json as { status: number; error: string; data: string };
  expect(body.status).toBe(status);
  expect(body.data).toMatch(/[А-Яа-яЁё]/);
  if (data !== undefined) expect(body.data).toBe(data);
}
