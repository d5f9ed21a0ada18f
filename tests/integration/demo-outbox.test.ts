/**
 * The demo outbox shows activation links and reset codes, so it opens any account: it is served
 * only to a person at this machine — a loopback socket, a loopback Host and no proxy header — unless
 * the operator opts in with OUTBOX_PUBLIC, and never behind a proxy (TRUST_PROXY). Its links open the
 * site under the name the reader used for it.
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

  it.each(['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3000', '127.1.2.3:80', '[::1]:3000', 'LOCALHOST'])(
    'a loopback client naming the site %s reads it',
    async (host) => {
      expect((await request(site.server).get('/dev/outbox').set('Host', host)).status).toBe(200);
    },
  );

  it.each(['evil.example', 'evil.example:3000', 'localhost.evil.example', '127.0.0.1.nip.io', '192.168.1.5:3000'])(
    'a loopback connection with Host %o (DNS rebinding) gets a 404',
    async (host) => {
      expect((await request(site.server).get('/dev/outbox').set('Host', host)).status).toBe(404);
    },
  );

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-host', 'localhost'],
    ['x-forwarded-proto', 'https'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
  ])('a loopback connection carrying %s (a proxy on this machine) gets a 404', async (header, value) => {
    const before = site.upstreamRequests.length;
    const answer = await request(site.server).get('/dev/outbox').set(header, value);
    expect(answer.status).toBe(404);
    expect(site.upstreamRequests.length).toBe(before);
  });

  it('behind a proxy (TRUST_PROXY) it is never served, not even to loopback or with OUTBOX_PUBLIC', async () => {
    const envs: Record<string, string>[] = [{ TRUST_PROXY: '1' }, { TRUST_PROXY: 'true', OUTBOX_PUBLIC: 'true' }];
    for (const env of envs) {
      const proxied = createSiteHarness({ env });
      try {
        expect((await request(proxied.server).get('/dev/outbox')).status).toBe(404);
        expect((await proxied.app.request('/dev/outbox', {}, remoteClient('203.0.113.9'))).status).toBe(404);
      } finally {
        proxied.close();
      }
    }
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
  const site = createAccountSite({ env: { TRUST_PROXY: '0' } });
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
