/**
 * Bad input: every field of every account payload is checked by the BFF with the validation rules
 * (docs/behaviour.md, "Validation") and Russian messages before upstream hears of it; malformed and
 * oversized bodies, calls from other origins, broken session cookies and too many attempts get
 * clear answers, never 500.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountMessages } from '#shared/auth/account-messages';
import { limitRules } from '#server/access/rate-limit';
import {
  type AccountSite,
  createAccountSite,
  isCleared,
  newPerson,
  type Person,
  registerAndActivate,
  registrationBody,
  setCookie,
  signedInMember,
  siteHost,
  siteOrigin,
  Visitor,
} from '../support/account-site';
import { browserUserAgent } from '../support/site-harness';

let site: AccountSite;
let member: { visitor: Visitor; person: Person };

beforeAll(async () => {
  site = createAccountSite();
  member = await signedInMember(site);
});
afterAll(() => site.close());

const s61 = 'Я'.repeat(61);
const s31 = '7'.repeat(31);
const tooManyAttempts = /^Слишком много попыток\. Попробуйте ещё раз через \d+ мин\.$/;

/** Sends the call and checks: 400, `message` as data and as the field's message, upstream untouched. */
async function refused(
  call: () => Promise<{ status: number; body: { data?: string; fields?: Record<string, string> } }>,
  field: string,
  message: string,
) {
  const from = site.exchanges.length;
  const answer = await call();
  expect(answer.status, `status for ${field}`).toBe(400);
  expect(answer.body.data).toBe(message);
  expect(answer.body.fields?.[field]).toBe(message);
  expect(
    site.exchangesSince(from).map((e) => `${e.method} ${e.path}`),
    'no upstream call for invalid input',
  ).toEqual([]);
}

describe('registration: validation rules per field', () => {
  const person = newPerson();
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['name missing', { name: undefined }, 'name', 'Поле Имя обязательно для заполнения'],
    ['name whitespace only', { name: '   \t ' }, 'name', 'Поле Имя обязательно для заполнения'],
    ['name of 61 characters', { name: s61 }, 'name', 'Поле Имя не может быть длиннее 60 символов'],
    ['phone missing', { phoneNumber: '' }, 'phoneNumber', 'Поле Телефон обязательно для заполнения'],
    ['phone whitespace only', { phoneNumber: '   ' }, 'phoneNumber', 'Поле Телефон обязательно для заполнения'],
    ['phone of 31 characters', { phoneNumber: s31 }, 'phoneNumber', 'Поле Телефон не может быть длиннее 30 символов'],
    ['e-mail missing', { email: '' }, 'email', 'Поле E-mail обязательно для заполнения'],
    ['e-mail whitespace only', { email: '  ' }, 'email', 'Поле E-mail обязательно для заполнения'],
    ['e-mail without @', { email: 'ivan.example.ru' }, 'email', 'Поле E-mail должно быть действительным электронным адресом'],
    ['e-mail without domain', { email: 'ivan@' }, 'email', 'Поле E-mail должно быть действительным электронным адресом'],
    ['e-mail with a space', { email: 'iv an@example.ru' }, 'email', 'Поле E-mail должно быть действительным электронным адресом'],
    ['password missing', { password: '', confirmPassword: '' }, 'password', 'Поле Пароль обязательно для заполнения'],
    [
      'password of 7 characters',
      { password: '1234567', confirmPassword: '1234567' },
      'password',
      'Поле Пароль должно быть не короче 8 символов',
    ],
    [
      'password of 31 characters',
      { password: 'p'.repeat(31), confirmPassword: 'p'.repeat(31) },
      'password',
      'Поле Пароль не может быть длиннее 30 символов',
    ],
    ['repeat missing', { confirmPassword: '' }, 'confirmPassword', 'Поле Повторите пароль обязательно для заполнения'],
    [
      'repeat not matching',
      { confirmPassword: `${person.password}x` },
      'confirmPassword',
      'Поле Повторите пароль не совпадает с другим полем',
    ],
    ['agreement missing', { agreement: undefined }, 'agreement', 'Поле Согласие обязательно для заполнения'],
    ['agreement false', { agreement: false }, 'agreement', 'Поле Согласие обязательно для заполнения'],
  ];
  test.each(cases)('%s', async (_what, overrides, field, message) => {
    const body = registrationBody({ ...person, email: newPerson().email }, overrides);
    for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
    await refused(() => new Visitor(site).postJson('/api/auth/registration', body), field, message);
  });

  test('the limits themselves pass: a name of 60, a phone of 30, passwords of 8 and 30 characters', async () => {
    const visitor = new Visitor(site);
    const at60 = newPerson({ name: 'Я'.repeat(60), phoneNumber: '7'.repeat(30), password: 'p'.repeat(8) });
    expect((await visitor.postJson('/api/auth/registration', registrationBody(at60))).status).toBe(200);
    const at30 = newPerson({ password: 'p'.repeat(30) });
    expect((await visitor.postJson('/api/auth/registration', registrationBody(at30))).status).toBe(200);
  });

  test.each([
    ['name', { name: { first: 'Иван' } }, 'Имя'],
    ['phoneNumber', { phoneNumber: { number: '+7 900' } }, 'Телефон'],
    ['email', { email: { $ne: '' } }, 'E-mail'],
    ['password', { password: { $gt: '' }, confirmPassword: { $gt: '' } }, 'Пароль'],
  ])('a %s that is not text is refused (not turned into the text "[object Object]")', async (_field, overrides, label) => {
    const from = site.exchanges.length;
    const answer = await new Visitor(site).postJson('/api/auth/registration', registrationBody(newPerson(), overrides));
    expect(answer.status).toBe(400);
    // A value of the wrong kind: 'Поле {field} некорректно' is the natural message; any of this field's messages will do.
    expect(answer.body.data).toMatch(new RegExp(`^Поле ${label} `));
    expect(
      site.exchangesSince(from).map((e) => `${e.method} ${e.path}`),
      'no upstream call for invalid input',
    ).toEqual([]);
  });
});

describe('login: validation rules per field', () => {
  test.each([
    ['e-mail missing', { password: 'whatever-1' }, 'email', 'Поле E-mail обязательно для заполнения'],
    ['e-mail whitespace only', { email: '   ', password: 'whatever-1' }, 'email', 'Поле E-mail обязательно для заполнения'],
    [
      'e-mail invalid',
      { email: 'ivan@example', password: 'whatever-1' },
      'email',
      'Поле E-mail должно быть действительным электронным адресом',
    ],
    ['password missing', { email: 'ivan@example.ru' }, 'password', 'Поле Пароль обязательно для заполнения'],
    ['password whitespace only', { email: 'ivan@example.ru', password: '  ' }, 'password', 'Поле Пароль обязательно для заполнения'],
  ])('%s', async (_what, body, field, message) => {
    await refused(() => new Visitor(site).postJson('/api/auth/login', body), field, message);
  });
});

describe('password reset request: the e-mail of the query', () => {
  test.each([
    ['missing', '', 'Поле E-mail обязательно для заполнения'],
    ['whitespace only', '?email=%20%20', 'Поле E-mail обязательно для заполнения'],
    ['invalid', '?email=not-an-email', 'Поле E-mail должно быть действительным электронным адресом'],
  ])('%s', async (_what, query, message) => {
    await refused(() => new Visitor(site).postJson(`/api/auth/reset/password/request${query}`), 'email', message);
  });
});

describe('password reset: recovery step 2 rules per field', () => {
  const valid = { email: 'ivan@example.ru', resetPasswordCode: '123456', password: 'Novyi-Parol-1', confirmPassword: 'Novyi-Parol-1' };
  test.each([
    ['e-mail missing', { email: '' }, 'email', 'Поле E-mail обязательно для заполнения'],
    ['e-mail invalid', { email: 'ivan@@example.ru' }, 'email', 'Поле E-mail должно быть действительным электронным адресом'],
    ['code missing', { resetPasswordCode: '' }, 'resetPasswordCode', 'Поле Код из письма обязательно для заполнения'],
    ['code whitespace only', { resetPasswordCode: '   ' }, 'resetPasswordCode', 'Поле Код из письма обязательно для заполнения'],
    ['password missing', { password: '', confirmPassword: '' }, 'password', 'Поле Новый пароль обязательно для заполнения'],
    [
      'password of 7',
      { password: '1234567', confirmPassword: '1234567' },
      'password',
      'Поле Новый пароль должно быть не короче 8 символов',
    ],
    [
      'password of 31',
      { password: 'q'.repeat(31), confirmPassword: 'q'.repeat(31) },
      'password',
      'Поле Новый пароль не может быть длиннее 30 символов',
    ],
    ['repeat not matching', { confirmPassword: 'Novyi-Parol-2' }, 'confirmPassword', 'Поле Повторите пароль не совпадает с другим полем'],
  ])('%s', async (_what, overrides, field, message) => {
    await refused(() => new Visitor(site).postJson('/api/auth/reset/password', { ...valid, ...overrides }), field, message);
  });
});

describe('profile and password change (signed in)', () => {
  test.each([
    ['name missing', { name: '', phoneNumber: '+7 900 000-00-00' }, 'name', 'Поле Имя обязательно для заполнения'],
    ['name whitespace only', { name: '  ', phoneNumber: '+7 900 000-00-00' }, 'name', 'Поле Имя обязательно для заполнения'],
    ['name of 61', { name: s61, phoneNumber: '+7 900 000-00-00' }, 'name', 'Поле Имя не может быть длиннее 60 символов'],
    ['phone missing', { name: 'Иван' }, 'phoneNumber', 'Поле Телефон обязательно для заполнения'],
    ['phone of 31', { name: 'Иван', phoneNumber: s31 }, 'phoneNumber', 'Поле Телефон не может быть длиннее 30 символов'],
  ])('profile: %s', async (_what, body, field, message) => {
    await refused(() => member.visitor.postJson('/api/users/edit', body), field, message);
  });

  test.each([
    [
      'current password missing',
      { currentPassword: '', password: 'Novyi-Parol-1', confirmPassword: 'Novyi-Parol-1' },
      'currentPassword',
      'Поле Текущий пароль обязательно для заполнения',
    ],
    [
      'new password of 7',
      { currentPassword: 'x', password: '1234567', confirmPassword: '1234567' },
      'password',
      'Поле Новый пароль должно быть не короче 8 символов',
    ],
    [
      'new password of 31',
      { currentPassword: 'x', password: 'z'.repeat(31), confirmPassword: 'z'.repeat(31) },
      'password',
      'Поле Новый пароль не может быть длиннее 30 символов',
    ],
    [
      'repeat not matching',
      { currentPassword: 'x', password: 'Novyi-Parol-1', confirmPassword: 'Novyi-Parol-9' },
      'confirmPassword',
      'Поле Повторите пароль не совпадает с другим полем',
    ],
  ])('password change: %s', async (_what, body, field, message) => {
    await refused(() => member.visitor.postJson('/api/users/edit/password', body), field, message);
  });

  test('saves: an item that is not { kind, refId } is refused before upstream', async () => {
    for (const body of [
      {},
      { kind: 'product' },
      { kind: 'product', refId: '../../etc' },
      { kind: 'product', refId: 'x'.repeat(81) },
      { kind: 'house', refId: 'a' },
    ]) {
      const from = site.exchanges.length;
      const answer = await member.visitor.postJson('/api/saves', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(site.exchangesSince(from)).toEqual([]);
    }
  });
});

describe('malformed and oversized bodies', () => {
  const endpoints = [
    '/api/auth/login',
    '/api/auth/registration',
    '/api/auth/reset/password',
    '/api/users/edit',
    '/api/users/edit/password',
    '/api/saves',
  ];

  test.each(endpoints)('%s: malformed JSON → 400, a JSON array → 400, never upstream', async (path) => {
    for (const body of ['{"email": "a@b.ru",', '[{"email":"a@b.ru"}]', '"text"', 'null']) {
      const from = site.exchanges.length;
      const answer = await member.visitor.postJson(path, body);
      expect(answer.status, `${path} with ${body}`).toBe(400);
      expect(answer.body.data).toBe(accountMessages.malformedJson);
      expect(site.exchangesSince(from)).toEqual([]);
    }
  });

  test.each(endpoints)('%s: a body over 16 KB → 413', async (path) => {
    const from = site.exchanges.length;
    const answer = await member.visitor.postJson(path, { email: 'a@b.ru', password: 'x'.repeat(17 * 1024) });
    expect(answer.status).toBe(413);
    expect(answer.body.data).toBe(accountMessages.bodyTooLarge);
    expect(site.exchangesSince(from)).toEqual([]);
  });

  test('a form post over 16 KB → 413 too', async () => {
    const answer = await new Visitor(site).postForm('/api/auth/login', { email: 'a@b.ru', password: 'x'.repeat(17 * 1024) });
    expect(answer.status).toBe(413);
  });
});

describe('the same-origin check on mutating calls', () => {
  const call = (path: string, headers: Record<string, string>) => {
    const visitor = new Visitor(site);
    let test = visitor.agent.post(path).set('Host', siteHost).set('User-Agent', browserUserAgent).set('Content-Type', 'application/json');
    for (const [k, v] of Object.entries(headers)) test = test.set(k, v);
    return test.send(JSON.stringify({ email: 'ivan@example.ru', password: 'whatever-1' }));
  };

  test.each([
    ['neither Origin nor Sec-Fetch-Site', {}],
    ['another origin', { Origin: 'https://evil.example' }],
    ['the same host on another scheme', { Origin: `https://${siteHost}` }],
    ['the same host on another port', { Origin: `${siteOrigin}:8080` }],
    ['Origin "null"', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site with a forged same Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: siteOrigin }],
  ])('%s → 403, upstream untouched', async (_what, headers) => {
    for (const path of [
      '/api/auth/login',
      '/api/auth/registration',
      '/api/auth/logout',
      '/api/users/edit',
      '/api/saves',
      '/api/auth/activate/abc',
    ]) {
      const from = site.exchanges.length;
      const answer = await call(path, headers);
      expect(answer.status, path).toBe(403);
      expect(answer.body.data).toBe(accountMessages.badOrigin);
      expect(site.exchangesSince(from)).toEqual([]);
    }
  });

  test('a form posted from another site (no-JS CSRF) → 403', async () => {
    const visitor = new Visitor(site);
    const answer = await visitor.agent
      .post('/api/auth/logout')
      .set('Host', siteHost)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('callbackUrl=%2F')
      .redirects(0);
    expect(answer.status).toBe(403);
  });

  test("Sec-Fetch-Site: same-origin, or the site's Origin, passes", async () => {
    expect((await call('/api/auth/login', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(401);
    expect((await call('/api/auth/login', { Origin: siteOrigin })).status).toBe(401);
  });

  test('a cross-origin DELETE of a saved item is refused while the visitor is signed in', async () => {
    const answer = await member.visitor.agent.delete('/api/saves/1').set('Host', siteHost).set('Origin', 'https://evil.example');
    expect(answer.status).toBe(403);
  });
});

describe('broken session cookies sign the visitor out, never a 500', () => {
  /** iron's seal is `Fe26.2*id*salt*iv*ciphertext*expiry*hmacSalt*hmac~2`: change one character of one part. */
  function flipCharacter(sid: string, part: number): string {
    const parts = sid.split('*');
    const text = parts[part]!;
    const at = Math.floor(text.length / 3);
    parts[part] = text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    return parts.join('*');
  }

  let sid: string | undefined;
  /** A genuine sealed session cookie (one sign-in for all these tests: the login limits apply). */
  async function sealedSid(): Promise<string> {
    if (sid) return sid;
    const answer = await new Visitor(site).postJson('/api/auth/login', { email: member.person.email, password: member.person.password });
    expect(answer.status).toBe(200);
    sid = setCookie(answer.headers, 'sid')!.value;
    return sid;
  }

  const broken: Array<[string, (sid: string) => string]> = [
    ['tampered (one character of the ciphertext changed)', (sid) => flipCharacter(sid, 4)],
    ['tampered (one character of the signature changed)', (sid) => flipCharacter(sid, 7)],
    ['truncated', (sid) => sid.slice(0, Math.floor(sid.length / 2))],
    [
      'random',
      () =>
        'Fe26.2*1*' +
        'a'.repeat(64) +
        '*' +
        'b'.repeat(22) +
        '*' +
        'c'.repeat(200) +
        '*' +
        '*' +
        'd'.repeat(64) +
        '*' +
        'e'.repeat(43) +
        '~2',
    ],
    ['garbage', () => 'not-a-seal-%%%'],
    ['empty', () => ''],
  ];

  test.each(broken)('%s: session says unauthenticated and the cookie is cleared', async (_what, breakIt) => {
    const value = breakIt(await sealedSid());
    const visitor = new Visitor(site);
    const answer = await visitor.get('/api/auth/session').set('Cookie', `sid=${value}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'unauthenticated', user: null });
    expect(isCleared(setCookie(answer.headers, 'sid')), 'the broken cookie is deleted').toBe(true);
  });

  test.each(broken)('%s: account calls answer 401, the private page sends to login', async (_what, breakIt) => {
    const value = breakIt(await sealedSid());
    const visitor = new Visitor(site);
    const saves = await visitor.get('/api/saves').set('Cookie', `sid=${value}`);
    expect(saves.status).toBe(401);
    const edit = await visitor.postJson('/api/users/edit', { name: 'Иван', phoneNumber: '1' }).set('Cookie', `sid=${value}`);
    expect(edit.status).toBe(401);
    const logout = await visitor.postJson('/api/auth/logout', {}).set('Cookie', `sid=${value}`);
    expect(logout.status).toBe(200);
    const page = await visitor.get('/my/profile').set('Cookie', `sid=${value}`).redirects(0);
    expect(page.status).toBe(302);
    expect(page.headers.location).toMatch(/^\/\?auth=login&redirect=/);
  });

  test('a genuine seal holding a token this upstream never issued: 401 and the cookie cleared', async () => {
    const other = createAccountSite({ clock: site.clock });
    try {
      const visitor = new Visitor(other);
      const person = await registerAndActivate(other, newPerson(), visitor);
      const answer = await visitor.postJson('/api/auth/login', { email: person.email, password: person.password });
      const foreign = setCookie(answer.headers, 'sid')!.value;
      // Both harnesses seal with the same test secret: the seal opens, but upstream refuses the token.
      const saves = await new Visitor(site).get('/api/saves').set('Cookie', `sid=${foreign}`);
      expect(saves.status).toBe(401);
      expect(isCleared(setCookie(saves.headers, 'sid'))).toBe(true);
    } finally {
      other.close();
    }
  });
});

describe('rate limits (server/access/rate-limit.ts)', () => {
  const loginMax = limitRules.loginFailuresPerAccountAndIp.max;

  test(`login: failure ${loginMax + 1} for one account from one IP → 429, upstream not asked; the owner elsewhere gets in`, async () => {
    const person = await registerAndActivate(site, newPerson());
    const attacker = new Visitor(site);
    for (let i = 1; i <= limitRules.loginFailuresPerAccountAndIp.max; i++) {
      const answer = await attacker.postJson('/api/auth/login', { email: person.email, password: `wrong-password-${i}` });
      expect(answer.status, `attempt ${i}`).toBe(401);
    }
    const from = site.exchanges.length;
    const blocked = await attacker.postJson('/api/auth/login', { email: person.email, password: person.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.data).toBe(accountMessages.tooManyAttempts(10));
    expect(site.exchangesSince(from)).toEqual([]);
    // Upper- or mixed-case spelling of the same address is the same address.
    expect((await attacker.postJson('/api/auth/login', { email: person.email.toUpperCase(), password: person.password })).status).toBe(429);
    // The owner, from another address, still signs in.
    expect((await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });

  test('login: the right password of an account not activated yet is no wrong guess', async () => {
    const person = newPerson();
    const visitor = new Visitor(site);
    expect((await visitor.postJson('/api/auth/registration', registrationBody(person))).status).toBe(200);
    for (let i = 0; i <= limitRules.loginFailuresPerAccountAndIp.max; i++) {
      expect((await visitor.postJson('/api/auth/login', { email: person.email, password: person.password })).status, `attempt ${i}`).toBe(
        403,
      );
    }
  });

  test('login: successful sign-ins never count, and a success forgets the failures before it', async () => {
    const person = await registerAndActivate(site, newPerson());
    const owner = new Visitor(site);
    for (let i = 0; i < limitRules.loginFailuresPerAccountAndIp.max + 5; i++) {
      expect((await owner.postJson('/api/auth/login', { email: person.email, password: person.password })).status, `login ${i}`).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limitRules.loginFailuresPerAccountAndIp.max - 1; i++) {
        expect((await owner.postJson('/api/auth/login', { email: person.email, password: 'wrong-password' })).status).toBe(401);
      }
      expect((await owner.postJson('/api/auth/login', { email: person.email, password: person.password })).status, `round ${round}`).toBe(
        200,
      );
    }
  });

  test(`login: failure ${limitRules.loginFailuresPerIp.max + 1} from one address across accounts → 429`, async () => {
    const visitor = new Visitor(site);
    for (let i = 1; i <= limitRules.loginFailuresPerIp.max; i++) {
      const answer = await visitor.postJson('/api/auth/login', { email: `guess${i}.${visitor.ip}@example.ru`, password: 'wrong-password' });
      expect(answer.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await visitor.postJson('/api/auth/login', { email: `guess-last.${visitor.ip}@example.ru`, password: 'wrong-password' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.data).toMatch(tooManyAttempts);
    // A visitor from another address is not affected.
    expect(
      (await new Visitor(site).postJson('/api/auth/login', { email: `other.${visitor.ip}@example.ru`, password: 'wrong-password' })).status,
    ).toBe(401);
  });

  test('a no-JS login over the limit: 303 back to the popup, which shows the limit message', async () => {
    const visitor = new Visitor(site);
    for (let i = 1; i <= limitRules.loginFailuresPerIp.max; i++)
      await visitor.postJson('/api/auth/login', { email: `nojs${i}.${visitor.ip}@example.ru`, password: 'wrong-password' });
    const posted = await visitor.postForm('/api/auth/login', {
      email: `nojs.${visitor.ip}@example.ru`,
      password: 'wrong-password',
      callbackUrl: '/',
    });
    expect(posted.status).toBe(303);
    const page = await visitor.get(posted.headers.location!);
    expect(page.text).toMatch(/Слишком много попыток\. Попробуйте ещё раз через \d+ мин\./);
  });

  test(`registration: attempt ${limitRules.registrationPerEmail.max + 1} for one e-mail → 429`, async () => {
    const person = newPerson();
    for (let i = 1; i <= limitRules.registrationPerEmail.max; i++) {
      const answer = await new Visitor(site).postJson('/api/auth/registration', registrationBody(person));
      expect(answer.status, `attempt ${i}`).toBe(i === 1 ? 200 : 409);
    }
    const from = site.exchanges.length;
    const blocked = await new Visitor(site).postJson('/api/auth/registration', registrationBody(person));
    expect(blocked.status).toBe(429);
    expect(blocked.body.data).toMatch(tooManyAttempts);
    expect(site.exchangesSince(from)).toEqual([]);
  });

  test(`registration: attempt ${limitRules.registrationPerIp.max + 1} from one address → 429`, async () => {
    const visitor = new Visitor(site);
    for (let i = 1; i <= limitRules.registrationPerIp.max; i++) {
      const answer = await visitor.postJson('/api/auth/registration', registrationBody(newPerson()));
      expect(answer.status, `attempt ${i}`).toBe(200);
    }
    const blocked = await visitor.postJson('/api/auth/registration', registrationBody(newPerson()));
    expect(blocked.status).toBe(429);
    expect(blocked.body.data).toMatch(tooManyAttempts);
  });

  const overLimit = limitRules.resetRequestsPerEmailAndIp.max + 1;
  test(`reset request: attempt ${overLimit} for one e-mail from one address → 429; codes count apart`, async () => {
    const person = await registerAndActivate(site, newPerson());
    const path = `/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`;
    const requester = new Visitor(site);
    for (let i = 1; i <= limitRules.resetRequestsPerEmailAndIp.max; i++) {
      expect((await requester.postJson(path)).status, `attempt ${i}`).toBe(200);
    }
    const from = site.exchanges.length;
    const blocked = await requester.postJson(path);
    expect(blocked.status).toBe(429);
    expect(blocked.body.data).toMatch(tooManyAttempts);
    expect(site.exchangesSince(from)).toEqual([]);
    // The code step has its own counter: the mailed code still works from the same address.
    const code = await site.resetCode(person.email);
    const reset = await requester.postJson('/api/auth/reset/password', {
      email: person.email,
      resetPasswordCode: code,
      password: 'Novyi-Parol-1',
      confirmPassword: 'Novyi-Parol-1',
    });
    expect(reset.status).toBe(200);
  });

  test(`reset code: wrong code ${limitRules.resetCodeFailuresPerIp.max + 1} from one address is slowed, never refused`, async () => {
    const visitor = new Visitor(site);
    for (let i = 1; i <= limitRules.resetCodeFailuresPerIp.max; i++) {
      const answer = await visitor.postJson('/api/auth/reset/password', {
        email: `r${i}.${visitor.ip}@example.ru`,
        resetPasswordCode: '000000',
        password: 'Novyi-Parol-1',
        confirmPassword: 'Novyi-Parol-1',
      });
      expect(answer.status, `attempt ${i}`).toBe(400);
    }
    const slowed = await visitor.postJson('/api/auth/reset/password', {
      email: `r-last.${visitor.ip}@example.ru`,
      resetPasswordCode: '000000',
      password: 'Novyi-Parol-1',
      confirmPassword: 'Novyi-Parol-1',
    });
    expect(slowed.status).toBe(400);
  });

  test('invalid input does not count towards the limits', async () => {
    const person = await registerAndActivate(site, newPerson());
    const visitor = new Visitor(site);
    for (let i = 0; i < limitRules.loginFailuresPerAccountAndIp.max + 5; i++) {
      expect((await visitor.postJson('/api/auth/login', { email: person.email, password: '' })).status).toBe(400);
    }
    expect((await visitor.postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });
});
