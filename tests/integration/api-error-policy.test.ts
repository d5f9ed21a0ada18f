/**
 * One policy for every /api call upstream did not answer (server/api/upstream-failure.ts): the
 * same status and the same Russian text whichever family of endpoint the browser called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '#shared/auth/account-messages';
import { upstreamFailure } from '#server/api/upstream-failure';
import { breakerNeverOpens } from '../support/site-harness';
import { createAccountSite, newPerson, registerAndActivate, Visitor, type AccountSite } from '../support/account-site';

describe('the mapping', () => {
  it.each([
    [{ status: 401 }, 401, accountMessages.signInRequired],
    [{ status: 404 }, 404, 'Запись не найдена'],
    [{ status: 404, message: 'Пост не найден' }, 404, 'Пост не найден'],
    [{ status: 409, message: 'Занято' }, 409, 'Занято'],
    [{ status: 400 }, 400, 'запасной текст'],
    [{ status: 500 }, 502, accountMessages.upstreamDown],
    [{ status: 502 }, 502, accountMessages.upstreamDown],
    [{ status: 503 }, 503, accountMessages.upstreamDown],
    [{ status: 504 }, 504, accountMessages.upstreamDown],
    [{ status: 302 }, 502, accountMessages.upstreamDown],
  ])('%j → %i %s', (failure, status, message) => {
    expect(upstreamFailure(failure, 'запасной текст')).toMatchObject({ status, message });
  });
});

describe('upstream down: every /api family answers alike', () => {
  let site: AccountSite;
  let member: Visitor;
  beforeAll(async () => {
    site = createAccountSite({ env: breakerNeverOpens });
    member = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), member);
    await member.signIn(person.email, person.password);
    site.setUpstreamDown(true);
  });
  afterAll(() => site.close());

  it.each([
    ['GET', '/api/saves'],
    ['POST', '/api/saves'],
    ['POST', '/api/users/edit'],
    ['POST', '/api/auth/registration'],
    ['GET', '/api/posts/news'],
    ['GET', '/api/media/hero.svg'],
    ['GET', '/api/openapi.json'],
  ])('%s %s → 502 «Сервис временно недоступен…»', async (method, path) => {
    const bodies: Record<string, unknown> = {
      '/api/saves': { kind: 'product', refId: 'ekf-va-47-63-c16' },
      '/api/users/edit': { name: 'Иван', phoneNumber: '+7 900 000-00-00' },
      '/api/auth/registration': {
        name: 'Иван',
        phoneNumber: '+7 900',
        email: 'down@example.ru',
        password: 'Provod-2025',
        confirmPassword: 'Provod-2025',
        agreement: true,
        personalDataConsent: true,
      },
    };
    const answer = method === 'GET' ? await member.get(path).set('Accept', 'application/json') : await member.postJson(path, bodies[path]);
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ status: 502, data: accountMessages.upstreamDown });
  });
});
