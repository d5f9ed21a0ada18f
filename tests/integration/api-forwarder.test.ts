/**
 * The /api forwarder passes through only what the contract declares (shared/contract/forwarded.ts),
 * compared after refusing every path a server might read another way; only JSON and image answers
 * come back, with nosniff, and no answer larger than UPSTREAM_MAX_BYTES — refused, not buffered.
 */
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { matchForwarded } from '#server/api/forward';
import { createAccountSite, signedInMember } from '../support/account-site';
import { createSiteHarness } from '../support/site-harness';

describe('paths that must never reach upstream', () => {
  const site = createAccountSite();
  afterAll(() => site.close());

  it.each([
    ['POST', '/api//auth/login'],
    ['POST', '/api/Auth/login'],
    ['POST', '/api/auth%2Flogin'],
    ['POST', '/api/auth%2flogin'],
    ['POST', '/api/AUTH/REFRESH'],
    ['POST', '/api/Users/edit/password'],
    ['GET', '/api/DEV/outbox'],
    ['GET', '/api/dev%2Foutbox'],
    ['GET', '/api/media/..%2F..%2Fauth%2Fsession'],
    ['GET', '/api/media/%2e%2e'],
    ['GET', '/api/media//x.svg'],
    ['GET', '/api/media/a%5Cb.svg'],
    ['GET', '/api/Media/x.svg'],
    ['GET', '/api/openapi.JSON'],
    ['GET', '/api/unknown/call'],
    ['DELETE', '/api/anything'],
  ])('%s %s → 404, upstream not asked, even with a session', async (method, path) => {
    const { visitor, person } = await signedInMember(site);
    const before = site.upstreamRequests.length;
    const call =
      method === 'GET'
        ? visitor.get(path)
        : method === 'DELETE'
          ? visitor.deleteJson(path)
          : visitor.postJson(path, { email: person.email, password: person.password });
    const answer = await call;
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ status: 404, error: 'not_found' });
    expect(site.upstreamRequests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('a declared call with another method → 405 with Allow, upstream not asked', async () => {
    const before = site.upstreamRequests.length;
    const answer = await request(site.server).post('/api/media/x.svg').set({ 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(site.upstreamRequests.length).toBe(before);
  });
});

describe('matchForwarded', () => {
  it.each(['/api/media/hero.svg', '/api/media/a-b_c.1.png', '/api/openapi.json'])('lets %s through', (path) => {
    expect(matchForwarded(path, []).kind).toBe('allowed');
  });
  it.each(['/api/media/..', '/api/media/.', '/api/media/', '/api/media/a/b', '/api/v2/x', '/api/v2/../auth/login'])(
    'refuses %s',
    (path) => {
      expect(matchForwarded(path, []).kind).toBe('not-found');
    },
  );
  it('an operator prefix lets its paths through, and nothing that escapes it', () => {
    expect(matchForwarded('/api/v2/public/list', ['/api/v2/public/']).kind).toBe('allowed');
    expect(matchForwarded('/api/v2/public/../../auth/login', ['/api/v2/public/']).kind).toBe('not-found');
    expect(matchForwarded('/api/v2/public//x', ['/api/v2/public/']).kind).toBe('not-found');
    expect(matchForwarded('/api/V2/public/list', ['/api/v2/public/']).kind).toBe('not-found');
  });
});

/** Bytes of the body a client gets before the answer ends or the connection drops. */
function bytesReceived(server: Server, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      let received = 0;
      const finish = () => server.close(() => resolve(received));
      get({ host: '127.0.0.1', port, path }, (res) => {
        res.on('data', (chunk: Buffer) => (received += chunk.length));
        res.on('error', () => undefined);
        res.on('close', finish);
      }).on('error', (error) => (received > 0 ? finish() : reject(error)));
    });
  });
}

/** An upstream that answers the media call with whatever the test sets. */
function scriptedMedia(answer: () => Response) {
  let pulled = 0;
  const site = createSiteHarness({
    env: { UPSTREAM_MAX_BYTES: String(1024 * 1024) },
    upstream: async (req, next) => (new URL(req.url).pathname.startsWith('/api/media/scripted') ? answer() : next(req)),
  });
  return { site, pulled: () => pulled, count: (n: number) => (pulled += n) };
}

describe('what comes back', () => {
  it('an image passes with nosniff and a policy that forbids scripts', async () => {
    const { site } = scriptedMedia(
      () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    try {
      const answer = await request(site.server).get('/api/media/scripted.svg');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    } finally {
      site.close();
    }
  });

  it.each(['text/html; charset=utf-8', 'application/javascript', 'text/plain', '', 'image/svg+xml+html'])(
    'an upstream answer of type %j is a 502, its body not passed on',
    async (type) => {
      const { site } = scriptedMedia(
        () => new Response('<script>alert(document.cookie)</script>', { headers: type ? { 'content-type': type } : {} }),
      );
      try {
        const answer = await request(site.server).get('/api/media/scripted.svg');
        expect(answer.status).toBe(502);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.text).not.toContain('<script>');
      } finally {
        site.close();
      }
    },
  );

  it('an answer declaring 60 MB is refused at once, its body never read', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65536;
        controller.enqueue(new Uint8Array(65536));
      },
    });
    const { site } = scriptedMedia(
      () => new Response(body, { headers: { 'content-type': 'image/png', 'content-length': String(60 * 1024 * 1024) } }),
    );
    try {
      const answer = await request(site.server).get('/api/media/scripted.png');
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ status: 502, error: 'upstream_too_large' });
      expect(pulled).toBeLessThanOrEqual(2 * 65536);
    } finally {
      site.close();
    }
  });

  it('an answer of unknown length is cut off at the limit: the stream stops, at most a chunk past it is read', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 60 * 1024 * 1024) return controller.close();
        pulled += 65536;
        controller.enqueue(new Uint8Array(65536));
      },
    });
    const { site } = scriptedMedia(() => new Response(body, { headers: { 'content-type': 'image/png' } }));
    try {
      const received = await bytesReceived(site.server as Server, '/api/media/scripted.png');
      expect(received).toBeLessThanOrEqual(1024 * 1024);
      expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 4 * 65536);
    } finally {
      site.close();
    }
  });

  it('a contract read over the limit is a 502 too (the BFF parses no more than the limit)', async () => {
    const site = createSiteHarness({
      env: { UPSTREAM_MAX_BYTES: '4096' },
      upstream: async (req, next) =>
        new URL(req.url).pathname === '/api/portfolio' ? Response.json({ padding: 'x'.repeat(100_000) }) : next(req),
    });
    try {
      const answer = await request(site.server).get('/api/portfolio');
      expect(answer.status).toBe(502);
    } finally {
      site.close();
    }
  });
});
