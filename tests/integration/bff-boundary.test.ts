import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

/** The browser's /api ends at the BFF for everything that touches accounts. */
describe('what the BFF never forwards', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());
  const sameSite = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };

  it.each([
    ['POST', '/api/auth/refresh'],
    ['GET', '/api/auth/unknown'],
    ['POST', '/api/users/other'],
    ['GET', '/api/saves/extra/path'],
    ['GET', '/api/dev/outbox'],
  ])('%s %s answers 404 without asking upstream', async (method, path) => {
    const before = site.upstreamRequests.length;
    const agent = request(site.server);
    const call = method === 'GET' ? agent.get(path) : agent.post(path);
    const answer = await call.set(sameSite).send(method === 'GET' ? undefined : '{"refreshToken":"x"}');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404 });
    expect(site.upstreamRequests.slice(before).filter((r) => r.path.startsWith(path))).toEqual([]);
  });

  it('a guard redirect is never stored by a shared cache', async () => {
    const answer = await request(site.server).get('/my/profile').set('user-agent', browserUserAgent);
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
