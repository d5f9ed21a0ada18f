import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { clientIpResolver } from '#server/security/client-ip';

/** The address the resolver picks for a request with this X-Forwarded-For (in-process: no socket). */
async function resolve(trustedHops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  const clientIp = clientIpResolver(trustedHops);
  app.get('/', (c) => c.text(clientIp(c)));
  const answer = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } });
  return answer.text();
}

describe('the client address behind TRUST_PROXY proxies (docs/operations.md, "Behind a proxy")', () => {
  it('one proxy that appends: the right-most entry, whatever the client wrote to the left of it', async () => {
    expect(await resolve(1, '203.0.113.7')).toBe('203.0.113.7');
    // The client forged two entries; the proxy appended the address it saw.
    expect(await resolve(1, '10.0.0.1, 198.51.100.99, 203.0.113.7')).toBe('203.0.113.7');
    expect(await resolve(1, '1.1.1.1,203.0.113.7')).toBe('203.0.113.7');
  });

  it('two proxies: the second entry from the right', async () => {
    expect(await resolve(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('fewer entries than hops: the left-most, as Express does', async () => {
    expect(await resolve(3, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });

  it('no proxy trusted, or no header: the socket (none in-process)', async () => {
    expect(await resolve(0, '203.0.113.7')).toBe('unknown');
    expect(await resolve(1)).toBe('unknown');
  });

  it('an entry that is no address is not a key the client can vary', async () => {
    expect(await resolve(1, 'a, b, garbage-1')).toBe('unknown');
    expect(await resolve(1, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('TRUST_PROXY reads as a hop count; true is one proxy, false none', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'all' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });
});
