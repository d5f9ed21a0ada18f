/**
 * The BFF's account endpoints one by one (docs/behaviour.md, "Messages of the account calls";
 * docs/decisions/001-session-in-a-sealed-cookie.md): what the
 * browser gets back, which cookie it keeps, and what upstream was asked.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { embeddedAuthMessages } from '#server/embedded/routes/auth';
import { embeddedUserMessages } from '#server/embedded/routes/users';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import type { SavedItem } from '#shared/contract/auth';
import { products } from '#tests/support/previous-catalogue';
import { elPanels } from '#server/embedded/seed/elpanels';
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
  Visitor,
} from '../support/account-site';

let site: AccountSite;

beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const signedInVisitor = (overrides: Partial<Person> = {}) => signedInMember(site, overrides);

describe('POST /api/auth/login', () => {
  test('answers { user } and sets the sealed sid cookie: HttpOnly, SameSite=Lax, Path=/', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), visitor);
    const answer = await visitor.postJson('/api/auth/login', { email: person.email, password: person.password, callbackUrl: '/' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user: { id: expect.any(Number), name: person.name, email: person.email, phoneNumber: person.phoneNumber },
      redirect: null,
    });
    expect(answer.headers['cache-control']).toMatch(/no-store/);
    const sid = setCookie(answer.headers, 'sid');
    expect(sid, 'a sid cookie is set').toBeDefined();
    expect(sid!.attributes.httponly).toBe(true);
    expect(String(sid!.attributes.samesite).toLowerCase()).toBe('lax');
    expect(sid!.attributes.path).toBe('/');
    // iron-session's seal format: encrypted and signed, not readable data.
    expect(sid!.value).toMatch(/^Fe26\.2\*/);
    expect(decodeURIComponent(sid!.value)).not.toContain(person.email);
  });

  test('an account that is not activated yet: 403 with its own Russian message', async () => {
    const visitor = new Visitor(site);
    const person = newPerson();
    expect((await visitor.postJson('/api/auth/registration', registrationBody(person))).status).toBe(200);
    const answer = await visitor.postJson('/api/auth/login', { email: person.email, password: person.password });
    expect(answer.status).toBe(403);
    expect(answer.body.data).toBe(embeddedAuthMessages.notActivated);
    expect(setCookie(answer.headers, 'sid')).toBeUndefined();
  });

  test('a wrong password, or an unknown e-mail: 401 with "Логин или пароль введены неверно"', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), visitor);
    const wrong = await visitor.postJson('/api/auth/login', { email: person.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data).toBe('Логин или пароль введены неверно');
    expect(setCookie(wrong.headers, 'sid')).toBeUndefined();
    const unknown = await visitor.postJson('/api/auth/login', { email: `nobody.${person.email}`, password: person.password });
    expect(unknown.status).toBe(401);
    expect(unknown.body.data).toBe(authMessages.loginFailure);
    expect((await visitor.session()).status).toBe('unauthenticated');
  });

  test('the e-mail is matched without regard to case and surrounding spaces', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), visitor);
    const answer = await visitor.postJson('/api/auth/login', { email: `  ${person.email.toUpperCase()} `, password: person.password });
    expect(answer.status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  test('clears the cookie and signs out upstream with the Bearer token and the refresh token in the body', async () => {
    const { visitor } = await signedInVisitor();
    const from = site.exchanges.length;
    const answer = await visitor.postJson('/api/auth/logout', { callbackUrl: '/' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'signed-out' });
    expect(isCleared(setCookie(answer.headers, 'sid')), 'the sid cookie is deleted').toBe(true);

    const signOut = site.exchangesSince(from, '/api/auth/logout');
    expect(signOut).toHaveLength(1);
    const call = signOut[0]!;
    expect(call.method).toBe('POST');
    const bearer = /^Bearer (\S+)$/.exec(call.requestHeaders.get('authorization') ?? '')?.[1];
    expect(bearer, 'sign-out carries the token as a Bearer header').toBeDefined();
    expect(site.issuedTokens.has(bearer!)).toBe(true);
    const body = JSON.parse(call.requestBody) as { refreshToken?: string };
    expect(typeof body.refreshToken).toBe('string');
    expect(site.issuedTokens.has(body.refreshToken!)).toBe(true);
    expect(call.status).toBe(200);

    // Upstream forgot the sign-in: its token no longer opens the session.
    const upstreamSession = await site.embedded.app.request('/api/auth/session', { headers: { authorization: `Bearer ${bearer}` } });
    expect(upstreamSession.status).toBe(401);
    expect(await visitor.session()).toEqual({ status: 'unauthenticated', user: null });
  });

  test('signed out already: 200, and upstream is not bothered', async () => {
    const visitor = new Visitor(site);
    const from = site.exchanges.length;
    const answer = await visitor.postJson('/api/auth/logout', {});
    expect(answer.status).toBe(200);
    expect(site.exchangesSince(from, '/api/auth/logout')).toHaveLength(0);
  });
});

describe('GET /api/auth/session', () => {
  test('signed out: { status: "unauthenticated", user: null }, never cached', async () => {
    const answer = await new Visitor(site).get('/api/auth/session');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'unauthenticated', user: null });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  test('signed in: { status: "authenticated", user } and nothing else', async () => {
    const { visitor, person } = await signedInVisitor();
    const answer = await visitor.get('/api/auth/session');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'authenticated',
      user: { id: expect.any(Number), name: person.name, email: person.email, phoneNumber: person.phoneNumber },
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('POST /api/auth/registration', () => {
  test('creates the account ({ status }), mails the activation link and does not sign in', async () => {
    const visitor = new Visitor(site);
    const person = newPerson();
    const from = site.exchanges.length;
    const answer = await visitor.postJson('/api/auth/registration', registrationBody(person));
    expect([200, 201]).toContain(answer.status);
    expect(answer.body).toEqual({ status: expect.any(String) });
    expect(setCookie(answer.headers, 'sid')).toBeUndefined();
    // Upstream gets name, phoneNumber, email, password, confirmPassword.
    const signUp = site.exchangesSince(from, '/api/auth/registration');
    expect(signUp).toHaveLength(1);
    expect(JSON.parse(signUp[0]!.requestBody)).toEqual({
      name: person.name,
      phoneNumber: person.phoneNumber,
      email: person.email,
      password: person.password,
      confirmPassword: person.password,
    });
    const mails = await site.mails(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toMatch(/\/confirm\/registration\/[\w-]+$/);
  });

  test("a taken e-mail: the upstream error message is the answer's data", async () => {
    const visitor = new Visitor(site);
    const person = newPerson();
    expect((await visitor.postJson('/api/auth/registration', registrationBody(person))).status).toBe(200);
    const again = await visitor.postJson('/api/auth/registration', registrationBody({ ...person, name: 'Другой Человек' }));
    expect(again.status).toBe(409);
    expect(again.body.data).toBe(embeddedAuthMessages.emailTaken);
  });
});

describe('POST /api/auth/activate/{code}', () => {
  test('activates once: the second use of the code is refused', async () => {
    const visitor = new Visitor(site);
    const person = newPerson();
    await visitor.postJson('/api/auth/registration', registrationBody(person));
    const code = await site.activationCode(person.email);
    const first = await visitor.postJson(`/api/auth/activate/${code}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 'activated' });
    const second = await visitor.postJson(`/api/auth/activate/${code}`);
    expect(second.status).toBe(404);
    expect(second.body.data).toBe(embeddedAuthMessages.activationInvalid);
    // Activated: the account signs in.
    expect((await visitor.postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });

  test('an unknown code is refused without touching any account', async () => {
    const answer = await new Visitor(site).postJson('/api/auth/activate/not-a-real-code-123');
    expect(answer.status).toBe(404);
    expect(answer.body.data).toBe(embeddedAuthMessages.activationInvalid);
  });

  test.each(['/api/auth/activate', '/api/auth/activate/'])(
    '%s without a code: 400 "registerActivateUser: ошибка в параметрах"',
    async (path) => {
      const from = site.exchanges.length;
      const answer = await new Visitor(site).postJson(path);
      expect(answer.status).toBe(400);
      expect(answer.body.data).toBe('registerActivateUser: ошибка в параметрах');
      expect(site.exchangesSince(from)).toHaveLength(0);
    },
  );
});

describe('POST /api/auth/reset/password/request and /api/auth/reset/password', () => {
  test('the e-mail travels in the query; the code from the mail sets the new password', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), visitor);
    const from = site.exchanges.length;
    const requested = await visitor.postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`);
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ status: 'sent' });
    const upstreamCall = site.exchangesSince(from, '/api/auth/reset/password/request');
    expect(upstreamCall).toHaveLength(1);
    expect(upstreamCall[0]!.method).toBe('POST');
    expect(new URL(upstreamCall[0]!.path, 'http://x').searchParams.get('email')).toBe(person.email);
    expect(upstreamCall[0]!.requestBody).toBe('');

    const code = await site.resetCode(person.email);
    const newPassword = 'Novyi-Parol-42';
    const reset = await visitor.postJson('/api/auth/reset/password', {
      email: person.email,
      password: newPassword,
      confirmPassword: newPassword,
      resetPasswordCode: code,
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ status: 'changed' });

    const old = await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password });
    expect(old.status).toBe(401);
    const fresh = await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: newPassword });
    expect(fresh.status).toBe(200);
  });

  test('an unknown e-mail: answered like a known one, and no mail goes out (docs/behaviour.md, "Attempt limits")', async () => {
    const email = newPerson().email;
    const answer = await new Visitor(site).postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(email)}`);
    expect([answer.status, answer.body]).toEqual([200, { status: 'sent', email }]);
    expect(await site.mails(email)).toEqual([]);
  });

  test('a wrong code: the reset failure message, and the password stays', async () => {
    const visitor = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), visitor);
    await visitor.postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`);
    const code = await site.resetCode(person.email);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answer = await visitor.postJson('/api/auth/reset/password', {
      email: person.email,
      password: 'Drugoi-Parol-1',
      confirmPassword: 'Drugoi-Parol-1',
      resetPasswordCode: wrongCode,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe('Возникла ошибка при восстановлении пароля. Проверьте введённые данные и попробуйте ещё раз.');
    expect((await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });
});

describe('POST /api/users/edit', () => {
  test('saves the profile; the session is re-read afterwards and shows the new name', async () => {
    const { visitor, person } = await signedInVisitor();
    const from = site.exchanges.length;
    const answer = await visitor.postJson('/api/users/edit', { name: 'Пётр Сидоров', phoneNumber: '+7 900 000-00-01' });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ name: 'Пётр Сидоров', phoneNumber: '+7 900 000-00-01', email: person.email });
    const calls = site.exchangesSince(from);
    const edit = calls.find((c) => c.path === '/api/users/edit')!;
    expect(edit.requestHeaders.get('authorization')).toMatch(/^Bearer \S+$/);
    // After a profile edit the session is force-refreshed from upstream.
    const editIndex = calls.indexOf(edit);
    expect(calls.slice(editIndex + 1).some((c) => c.path === '/api/auth/session')).toBe(true);
    const session = await visitor.session();
    expect(session.status).toBe('authenticated');
    expect(session.user?.name).toBe('Пётр Сидоров');
    expect(session.user?.phoneNumber).toBe('+7 900 000-00-01');
  });

  test('signed out: 401', async () => {
    const answer = await new Visitor(site).postJson('/api/users/edit', { name: 'Пётр', phoneNumber: '+7 900 000-00-01' });
    expect(answer.status).toBe(401);
    expect(answer.body.data).toBe(accountMessages.signInRequired);
  });
});

describe('POST /api/users/edit/password', () => {
  test('a wrong current password: 400 with the upstream message; nothing changes', async () => {
    const { visitor, person } = await signedInVisitor();
    const answer = await visitor.postJson('/api/users/edit/password', {
      currentPassword: 'neverthis1',
      password: 'Sovsem-Novyi-1',
      confirmPassword: 'Sovsem-Novyi-1',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBe(embeddedUserMessages.wrongCurrentPassword);
    expect((await visitor.session()).status).toBe('authenticated');
    expect((await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(200);
  });

  test('changes the password: the visitor stays signed in, the new one works and the old one fails', async () => {
    const { visitor, person } = await signedInVisitor();
    const newPassword = 'Sovsem-Novyi-2';
    const answer = await visitor.postJson('/api/users/edit/password', {
      currentPassword: person.password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'changed', signedIn: true });
    expect((await visitor.session()).status).toBe('authenticated');
    // Still authorised for upstream calls.
    expect((await visitor.get('/api/saves')).status).toBe(200);
    expect((await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password })).status).toBe(401);
    expect((await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: newPassword })).status).toBe(200);
  });

  test('signed out: 401', async () => {
    const answer = await new Visitor(site).postJson('/api/users/edit/password', {
      currentPassword: 'whatever-1',
      password: 'Sovsem-Novyi-3',
      confirmPassword: 'Sovsem-Novyi-3',
    });
    expect(answer.status).toBe(401);
  });
});

describe('/api/saves', () => {
  const product = products[0]!;
  const panel = elPanels[0]!;

  test('add a product and a panel, list, add again (idempotent), remove, remove unknown', async () => {
    const { visitor } = await signedInVisitor();
    expect((await visitor.get('/api/saves')).body).toEqual([]);

    const addedProduct = await visitor.postJson('/api/saves', { kind: 'product', refId: product.id });
    expect(addedProduct.status).toBe(201);
    expect(addedProduct.body).toMatchObject({
      kind: 'product',
      refId: product.id,
      title: product.name,
      url: `/product/${product.url}/${product.id}`,
    });
    const addedPanel = await visitor.postJson('/api/saves', { kind: 'elpanel-design', refId: panel.id });
    expect(addedPanel.status).toBe(201);
    expect(addedPanel.body).toMatchObject({ kind: 'elpanel-design', refId: panel.id, url: `/elpanels/${panel.id}` });

    const listed = await visitor.get('/api/saves');
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect((listed.body as SavedItem[]).map((i) => i.refId).sort()).toEqual([panel.id, product.id].sort());

    const again = await visitor.postJson('/api/saves', { kind: 'product', refId: product.id });
    expect(again.status).toBeLessThan(300);
    expect(again.body.id).toBe(addedProduct.body.id);
    expect((await visitor.get('/api/saves')).body).toHaveLength(2);

    const removed = await visitor.deleteJson(`/api/saves/${addedProduct.body.id}`);
    expect(removed.status).toBe(204);
    expect(((await visitor.get('/api/saves')).body as SavedItem[]).map((i) => i.refId)).toEqual([panel.id]);

    const removedAgain = await visitor.deleteJson(`/api/saves/${addedProduct.body.id}`);
    expect(removedAgain.status).toBe(404);
    expect((await visitor.deleteJson('/api/saves/999999')).status).toBe(404);
    expect((await visitor.deleteJson('/api/saves/not-an-id')).status).toBe(404);
  });

  test("another account's item is not found for this one", async () => {
    const { visitor: owner } = await signedInVisitor();
    const { visitor: stranger } = await signedInVisitor();
    const item = await owner.postJson('/api/saves', { kind: 'product', refId: product.id });
    expect((await stranger.deleteJson(`/api/saves/${item.body.id}`)).status).toBe(404);
    expect((await owner.get('/api/saves')).body).toHaveLength(1);
  });

  test('an unknown product: 404; an unknown kind: 400', async () => {
    const { visitor } = await signedInVisitor();
    expect((await visitor.postJson('/api/saves', { kind: 'product', refId: 'no-such-product' })).status).toBe(404);
    expect((await visitor.postJson('/api/saves', { kind: 'car', refId: product.id })).status).toBe(400);
  });

  test('signed out: 401 for list, add and remove', async () => {
    const visitor = new Visitor(site);
    const list = await visitor.get('/api/saves');
    expect(list.status).toBe(401);
    expect(list.body.data).toBe(accountMessages.signInRequired);
    expect((await visitor.postJson('/api/saves', { kind: 'product', refId: product.id })).status).toBe(401);
    expect((await visitor.deleteJson('/api/saves/1')).status).toBe(401);
  });
});
