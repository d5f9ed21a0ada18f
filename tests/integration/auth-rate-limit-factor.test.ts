import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { limitRules } from '#server/access/rate-limit';
import { createSiteHarness } from '../support/site-harness';

describe('AUTH_RATE_LIMIT_FACTOR', () => {
  const site = createSiteHarness({ env: { AUTH_RATE_LIMIT_FACTOR: '2' } });
  afterAll(() => site.close());

  it('multiplies the login failure limit of one account from one address', async () => {
    const attempt = () =>
      request(site.server)
        .post('/api/auth/login')
        .set({ 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' })
        .send({ email: 'nobody@example.ru', password: 'wrong-password' });
    const allowed = limitRules.loginFailuresPerAccountAndIp.max * 2;
    for (let i = 0; i < allowed; i++) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body.data).toMatch(/^Слишком много попыток/);
  });
});
