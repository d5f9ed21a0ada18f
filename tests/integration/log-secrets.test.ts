/**
 * docs/operations.md, "No secrets in logs": a whole account story through the BFF, with every log
 * line at debug level captured as the real logger writes it, and none of them holds the person's
 * e-mail, password, session cookie, an upstream token, the activation code or the reset code.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sessionCookieName } from '#server/compose';
import { products } from '#tests/support/previous-catalogue';
import { createAccountSite, newPerson, registrationBody, Visitor, type AccountSite } from '../support/account-site';

let site: AccountSite;
const lines: string[] = [];

beforeAll(() => {
  site = createAccountSite({ logLines: lines });
});
afterAll(() => site.close());

test('an account story leaves no e-mail, password, cookie, token or code in the logs', async () => {
  const person = newPerson();
  const visitor = new Visitor(site);
  const secrets: Array<[string, string]> = [
    ['e-mail', person.email],
    ['password', person.password],
  ];

  expect((await visitor.postJson('/api/auth/registration', registrationBody(person))).status).toBe(200);
  const activationCode = await site.activationCode(person.email);
  secrets.push(['activation code', activationCode]);
  expect((await visitor.postJson(`/api/auth/activate/${activationCode}`)).status).toBe(200);
  // The activation page again: its path holds the (now used) code.
  await visitor.get(`/confirm/registration/${activationCode}`);

  await visitor.signIn(person.email, person.password);
  const cookie = visitor.cookie(sessionCookieName);
  expect(cookie, 'signed in: the session cookie is set').toBeDefined();
  secrets.push(['session cookie', cookie!]);

  expect((await visitor.postJson('/api/saves', { kind: 'product', refId: products[0]!.id })).status).toBe(201);
  expect((await visitor.get('/my/saves')).status).toBe(200);
  expect((await visitor.postJson('/api/users/edit', { name: 'Пётр Сидоров', phoneNumber: '+7 900 000-00-01' })).status).toBe(200);

  const requested = await visitor.postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`);
  expect(requested.status).toBe(200);
  const resetCode = await site.resetCode(person.email);
  secrets.push(['reset code', resetCode]);
  const newPassword = 'Novyi-Parol-42';
  secrets.push(['new password', newPassword]);
  const reset = await visitor.postJson('/api/auth/reset/password', {
    email: person.email,
    password: newPassword,
    confirmPassword: newPassword,
    resetPasswordCode: resetCode,
  });
  expect(reset.status).toBe(200);
  await visitor.signIn(person.email, newPassword);
  secrets.push(['session cookie after the reset', visitor.cookie(sessionCookieName)!]);
  expect((await visitor.postJson('/api/auth/logout', { callbackUrl: '/' })).status).toBe(200);

  expect(site.issuedTokens.size, 'upstream issued tokens').toBeGreaterThanOrEqual(2);
  for (const token of site.issuedTokens) secrets.push(['upstream token', token]);

  // The story was logged: one access line per request, each with its id, and debug lines too.
  const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const access = parsed.filter((line) => line.msg === 'request');
  expect(access.length).toBeGreaterThanOrEqual(10);
  for (const line of access) expect(line.requestId).toEqual(expect.any(String));
  expect(access.map((line) => line.route)).toContain('/confirm/registration/:registrationID');
  expect(access.map((line) => line.route)).toContain('/api/auth/activate/:code');

  for (const [what, secret] of secrets) {
    const variants = new Set([secret, encodeURIComponent(secret), secret.toLowerCase()]);
    for (const line of lines)
      for (const variant of variants) expect(line.includes(variant), `a log line holds the ${what}: ${line}`).toBe(false);
  }
});

test('the redaction holds for a line that names secrets outright', async () => {
  const from = lines.length;
  const { createLogger } = await import('#server/logger');
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  logger.info(
    {
      email: 'someone@example.ru',
      password: 'p4ss-w0rd',
      body: { token: 't0ken-value', refreshToken: 'r3fresh-value', code: '123456' },
      headers: { authorization: 'Bearer t0ken-value', cookie: 'sid=c00kie-value', 'set-cookie': 'sid=c00kie-value' },
    },
    'secrets',
  );
  const written = lines.slice(from).join('\n');
  for (const secret of ['someone@example.ru', 'p4ss-w0rd', 't0ken-value', 'r3fresh-value', '123456', 'c00kie-value']) {
    expect(written).not.toContain(secret);
  }
  expect(written).toContain('[redacted]');
});
