/**
 * Cheap lock-outs (docs/behaviour.md, "Attempt limits"): what attackers at other addresses send for
 * an account never refuses its owner. Failed logins from many addresses only slow the account's logins
 * down; reset requests and wrong codes from elsewhere never refuse the owner's request or valid code.
 * And a reset request reveals nothing about whether the account exists.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { authMessages } from '#shared/auth/messages';
import { limitRules, slowdownMaxMs } from '#server/access/rate-limit';
import { createAccountSite, newPerson, registerAndActivate, Visitor } from '../support/account-site';

const waits: number[] = [];
const site = createAccountSite({ attemptPause: async (ms) => void waits.push(ms) });
afterAll(() => site.close());

const resetBody = (email: string, code: string) => ({
  email,
  resetPasswordCode: code,
  password: 'Novyi-Parol-1',
  confirmPassword: 'Novyi-Parol-1',
});

describe('nobody locks the owner out', () => {
  test('100 wrong passwords from 10 addresses: the owner, from a fresh address with the right password, gets in slowed', async () => {
    const person = await registerAndActivate(site, newPerson());
    const attackers = Array.from({ length: 10 }, () => new Visitor(site));
    const statuses = new Map<number, number>();
    for (const attacker of attackers)
      for (let i = 0; i < 10; i++) {
        const answer = await attacker.postJson('/api/auth/login', { email: person.email, password: `wrong-password-${i}` });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 100 });
    // Each attacker address is now at its own limit for the account…
    expect((await attackers[0]!.postJson('/api/auth/login', { email: person.email, password: 'wrong-password-x' })).status).toBe(429);
    waits.length = 0;
    // …but the owner, elsewhere, gets in: the account's failures only make the login wait.
    const owner = await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: person.password });
    expect(owner.status).toBe(200);
    expect(waits).toEqual([slowdownMaxMs]);
  });

  test("the wait grows with the account's failures and is nothing below its threshold", async () => {
    const person = await registerAndActivate(site, newPerson());
    waits.length = 0;
    for (let i = 0; i < limitRules.loginFailuresPerAccount.max + 4; i++)
      await new Visitor(site).postJson('/api/auth/login', { email: person.email, password: `wrong-password-${i}` });
    expect(waits).toEqual([100, 200, 300]);
  });

  test("reset requests and wrong codes from attackers never refuse the owner's request or valid code", async () => {
    const person = await registerAndActivate(site, newPerson());
    const path = `/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`;
    const attacker = new Visitor(site);
    for (let i = 0; i < limitRules.resetRequestsPerEmailAndIp.max; i++) expect((await attacker.postJson(path)).status).toBe(200);
    expect((await attacker.postJson(path)).status).toBe(429);
    for (let i = 0; i < 4; i++)
      expect((await attacker.postJson('/api/auth/reset/password', resetBody(person.email, `00000${i}`))).status).toBe(400);

    const owner = new Visitor(site);
    const mailsBefore = (await site.mails(person.email)).length;
    expect((await owner.postJson(path)).status).toBe(200);
    expect((await site.mails(person.email)).length).toBe(mailsBefore + 1);
    const code = await site.resetCode(person.email);
    expect((await owner.postJson('/api/auth/reset/password', resetBody(person.email, code))).status).toBe(200);
    expect((await owner.postJson('/api/auth/login', { email: person.email, password: 'Novyi-Parol-1' })).status).toBe(200);
  });

  test('a valid code goes through even from an address past its wrong-code threshold: slowed, not refused', async () => {
    const person = await registerAndActivate(site, newPerson());
    const visitor = new Visitor(site);
    const over = 5;
    for (let i = 0; i < limitRules.resetCodeFailuresPerIp.max + over; i++) {
      const wrong = await visitor.postJson('/api/auth/reset/password', resetBody(`guess${i}.${visitor.ip}@example.ru`, '000000'));
      expect(wrong.status, `wrong code ${i + 1}`).toBe(400);
    }
    expect((await visitor.postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`)).status).toBe(200);
    const code = await site.resetCode(person.email);
    waits.length = 0;
    expect((await visitor.postJson('/api/auth/reset/password', resetBody(person.email, code))).status).toBe(200);
    expect(waits).toEqual([over * 100]);
  });

  test("three attacker addresses asking resets for one e-mail, each to its limit, leave the owner's request its mail", async () => {
    const person = await registerAndActivate(site, newPerson());
    const path = `/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`;
    for (let a = 0; a < 3; a++) {
      const attacker = new Visitor(site);
      for (let i = 0; i < limitRules.resetRequestsPerEmailAndIp.max; i++) expect((await attacker.postJson(path)).status).toBe(200);
    }
    const mails = (await site.mails(person.email)).length;
    const owner = new Visitor(site);
    const asked = await owner.postJson(path);
    expect([asked.status, asked.body]).toEqual([200, { status: 'sent', email: person.email }]);
    expect((await site.mails(person.email)).length).toBe(mails + 1);
    const code = await site.resetCode(person.email);
    expect((await owner.postJson('/api/auth/reset/password', resetBody(person.email, code))).status).toBe(200);
  });
});

describe('a reset request says nothing about who has an account', () => {
  test('JSON: the same status and body for a real and a missing account; only the real one gets mail', async () => {
    const person = await registerAndActivate(site, newPerson());
    const missing = `missing.${Date.now()}@example.ru`;
    const ask = (email: string) => new Visitor(site).postJson(`/api/auth/reset/password/request?email=${encodeURIComponent(email)}`);
    const real = await ask(person.email);
    const none = await ask(missing);
    expect([none.status, none.body]).toEqual([real.status, { ...real.body, email: missing }]);
    expect(real.status).toBe(200);
    expect((await site.mails(missing)).length).toBe(0);
    expect((await site.mails(person.email)).length).toBeGreaterThan(0);
  });

  test('without JavaScript: the same redirect and the same message for both', async () => {
    const person = await registerAndActivate(site, newPerson());
    const missing = `missing2.${Date.now()}@example.ru`;
    const post = async (email: string) => {
      const visitor = new Visitor(site);
      const posted = await visitor.postForm('/api/auth/reset/password/request', { email, callbackUrl: '/' });
      const page = await visitor.get(posted.headers.location!);
      return { status: posted.status, location: posted.headers.location, sent: page.text.includes(authMessages.recoverySuccess) };
    };
    const real = await post(person.email);
    expect(real).toEqual({ status: 303, location: expect.stringContaining('auth=recovery2'), sent: true });
    expect(await post(missing)).toEqual(real);
  });
});
