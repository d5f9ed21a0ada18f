/**
 * The demo outbox shows activation links and reset codes, so it opens any account: it is served
 * only to a client connecting over loopback (by the socket's address, never a forwarded header),
 * unless the operator opts in with OUTBOX_PUBLIC. Its links open the site under the name the
 * reader used for it.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteHarness } from '../support/site-harness';
import { createAccountSite, newPerson, registrationBody, Visitor } from '../support/account-site';

/** What @hono/node-server's getConnInfo reads: the connection of a client elsewhere on the internet. */
const remoteClient = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
});

describe('who may read /dev/outbox', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it('a loopback client (this machine) reads it', async () => {
    const answer = await request(site.server).get('/dev/outbox');
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Исходящие письма');
  });

  it.each(['203.0.113.9', '10.0.0.5', '2001:db8::1', '::ffff:203.0.113.9'])(
    'a client at %s gets a 404 and upstream is not asked',
    async (address) => {
      const before = site.upstreamRequests.length;
      const answer = await site.app.request('/dev/outbox', {}, remoteClient(address));
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('Исходящие письма');
      expect(site.upstreamRequests.length).toBe(before);
    },
  );

  it('a forwarded header claiming loopback does not help a remote client', async () => {
    const answer = await site.app.request(
      '/dev/outbox',
      { headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } },
      remoteClient('203.0.113.9'),
    );
    expect(answer.status).toBe(404);
  });

  it('OUTBOX_PUBLIC=true opens it to every client and says so in the log at start', async () => {
    const lines: string[] = [];
    const open = createSiteHarness({ env: { OUTBOX_PUBLIC: 'true' }, logLines: lines });
    try {
      expect((await open.app.request('/dev/outbox', {}, remoteClient('203.0.113.9'))).status).toBe(200);
      expect(lines.some((line) => line.includes('OUTBOX_PUBLIC is on'))).toBe(true);
    } finally {
      open.close();
    }
  });
});

describe('mail links follow the reader', () => {
  const site = createAccountSite();
  afterAll(() => site.close());

  it('without PUBLIC_ORIGIN, an activation link opens the site at the address the outbox was read from', async () => {
    const person = newPerson();
    expect((await new Visitor(site).postJson('/api/auth/registration', registrationBody(person))).status).toBe(200);
    const answer = await request(site.server)
      .get(`/dev/outbox?to=${encodeURIComponent(person.email)}`)
      .set('Host', '127.0.0.1:3000');
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/href="http:\/\/127\.0\.0\.1:3000\/confirm\/registration\/[\w-]+"/);
    expect(answer.text).not.toContain('localhost');
  });
});
