/**
 * Headers on every answer (docs/decisions/002-strict-csp-without-nonces.md), the Host header kept
 * out of shared caches, and the small hardening rules: unknown methods, aborted bodies, readiness.
 */
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#server/config';
import { cspHash } from '#server/ssr/react-inline-scripts';
import { browserUserAgent, createSiteHarness, crawlerUserAgent } from '../support/site-harness';

const policyOf = (header: string) =>
  new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each(['/', '/about', '/api/menu/main', '/healthz', '/robots.txt', '/no/such/page', '/api/unknown'])(
    '%s carries the fixed headers',
    async (path) => {
      const answer = await request(site.server).get(path).set('user-agent', browserUserAgent);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
      const csp = policyOf(answer.headers['content-security-policy'] as string);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      const scripts = csp.get('script-src')!;
      expect(scripts[0]).toBe("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(scripts.slice(1).every((source) => /^'sha256-[\w+/=]+'$/.test(source))).toBe(true);
      // No HSTS without an https public origin: it would pin plain-http demo installs.
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each([browserUserAgent, crawlerUserAgent])('every inline script of a page is allowed by a hash of the policy (%s)', async (agent) => {
    for (const path of ['/', '/posts/news', '/portfolio', '/about', '/?auth=login']) {
      const answer = await request(site.server).get(path).set('user-agent', agent);
      const allowed = new Set(policyOf(answer.headers['content-security-policy'] as string).get('script-src'));
      const inline = [...answer.text.matchAll(/<script((?:\s+[\w-]+(?:="[^"]*"|='[^']*')?)*)>([\s\S]*?)<\/script>/g)].filter(
        // Data blocks (JSON, structured data) are not run, so the policy does not apply to them.
        (m) => !/type="application\/(ld\+)?json"|\ssrc=/.test(m[1]!),
      );
      for (const [, , body] of inline) expect(allowed.has(cspHash(body!)), `${path}: ${body!.slice(0, 60)}`).toBe(true);
    }
  });

  it('HSTS when the public origin is https', async () => {
    const https = createSiteHarness({ env: { PUBLIC_ORIGIN: 'https://example.ru' } });
    try {
      const answer = await request(https.server).get('/').set('user-agent', browserUserAgent);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      https.close();
    }
  });
});

describe('the Host header', () => {
  it('with UPSTREAM_URL, PUBLIC_ORIGIN is required at start', () => {
    expect(() => loadConfig({ UPSTREAM_URL: 'https://api.example.ru', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
      /PUBLIC_ORIGIN is required when UPSTREAM_URL is set/,
    );
    expect(
      loadConfig({ UPSTREAM_URL: 'https://api.example.ru', SESSION_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://example.ru' })
        .PUBLIC_ORIGIN,
    ).toBe('https://example.ru');
  });

  it('without PUBLIC_ORIGIN, answers that name the requested host are never shared-cacheable', async () => {
    const site = createSiteHarness();
    try {
      for (const path of ['/', '/about', '/robots.txt', '/sitemap.xml']) {
        const answer = await request(site.server).get(path).set('Host', 'evil.example').set('user-agent', browserUserAgent);
        expect(answer.status, path).toBe(200);
        expect(answer.headers['cache-control'], path).toBe('private, no-store');
      }
    } finally {
      site.close();
    }
  });

  it('with PUBLIC_ORIGIN, the Host header changes nothing and public pages are shareable', async () => {
    const site = createSiteHarness({ env: { PUBLIC_ORIGIN: 'https://example.ru' } });
    try {
      const page = await request(site.server).get('/about').set('Host', 'evil.example').set('user-agent', browserUserAgent);
      expect(page.text).not.toContain('evil.example');
      expect(page.headers['cache-control']).toMatch(/^public/);
      const robots = await request(site.server).get('/robots.txt').set('Host', 'evil.example');
      expect(robots.text).toContain('Sitemap: https://example.ru/sitemap.xml');
      expect(robots.headers['cache-control']).toMatch(/^public/);
    } finally {
      site.close();
    }
  });
});

describe('refused methods carry the security headers', () => {
  const site = createSiteHarness({ env: { PUBLIC_ORIGIN: 'https://example.ru' } });
  afterAll(() => site.close());

  it.each(['/', '/catalog', '/api/menu/main', '/api/auth/login'])('TRACE %s: 405 with CSP, nosniff and HSTS', async (path) => {
    const server = site.server as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, method: 'TRACE', path }, (res) => {
          res.resume();
          expect(res.statusCode).toBe(405);
          resolve(res.headers);
        })
          .on('error', reject)
          .end();
      });
      expect(headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/^max-age=/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('small hardening rules', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  // Node's own parser refuses a method it does not know (FOO) with 400 before the app sees it.
  it.each([
    ['TRACE', 405],
    ['PROPFIND', 405],
    ['PURGE', 405],
    ['FOO', 400],
  ])('%s gets %i without calling upstream', async (method, expected) => {
    const server = site.server as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const path of ['/', '/api/menu/main', '/api/media/x.svg', '/api/auth/login']) {
        const before = site.upstreamRequests.length;
        const status = await new Promise<number>((resolve, reject) => {
          httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
            res.resume();
            resolve(res.statusCode!);
          })
            .on('error', reject)
            .end();
        });
        expect(status, `${method} ${path}`).toBe(expected);
        expect(site.upstreamRequests.length).toBe(before);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('a page address asked with a method the site does not serve says so in Russian', async () => {
    const answer = await site.app.request('/catalog', { method: 'PURGE' });
    expect(answer.status).toBe(405);
    expect(await answer.text()).toBe('Метод не поддерживается');
  });

  it('an aborted request body is not logged as an unhandled error', async () => {
    const lines: string[] = [];
    const logged = createSiteHarness({ logLines: lines });
    const server = logged.server as Server;
    try {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'content-length': '5000', 'sec-fetch-site': 'same-origin' },
      });
      req.on('error', () => undefined);
      // Half the body, then the client goes away once the server has started on the request.
      server.once('request', () => req.destroy());
      req.write('{"email":"a@b.ru","password":"');
      // The request counter moves once the app is done with the request, however it ended.
      const answered = async () => {
        const metric = await logged.metrics.registry.getSingleMetric('http_requests_total')?.get();
        return (metric?.values ?? []).reduce((sum, value) => sum + value.value, 0);
      };
      await vi.waitFor(async () => expect(await answered()).toBeGreaterThan(0), { timeout: 10_000 });
      expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      logged.close();
    }
  });

  it('/readyz asks upstream itself: a warm menu cache does not make a dead upstream ready', async () => {
    const ready = createSiteHarness();
    try {
      expect((await request(ready.server).get('/').set('user-agent', browserUserAgent)).status).toBe(200);
      expect((await request(ready.server).get('/readyz')).status).toBe(200);
      ready.setUpstreamDown(true);
      const answer = await request(ready.server).get('/readyz');
      expect(answer.status).toBe(503);
      // The pages still render from the warm cache meanwhile.
      expect((await request(ready.server).get('/api/menu/main')).status).toBe(200);
    } finally {
      ready.close();
    }
  });
});
