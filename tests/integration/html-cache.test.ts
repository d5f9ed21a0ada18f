/**
 * Reused public HTML (docs/decisions/011-reused-public-html.md): a public page's rendered bytes serve
 * everyone asking for the same key for PAGE_CACHE_TTL_MS, then stale while one background render
 * replaces them; one render per key however many ask; out of date once upstream's content version
 * changes; never for anything personal, anything that sets a cookie, or anything but a 200.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { metricsRoutes } from '#server/ops/health';
import { browserUserAgent, crawlerUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';
import { createAccountSite, newPerson, registerAndActivate, siteHost, Visitor, type AccountSite } from '../support/account-site';

let site: AccountSite;
let bffTime = Date.now();
/** Upstream answers held this long, by path. */
const delays = new Map<string, number>();
/** Upstream answers changed on the way, by path: as if upstream's data changed without a new content version. */
const rewrites = new Map<string, (body: string) => string>();
/** Paths upstream answers 404 for (a 4xx: no retry, no breaker). */
const missing = new Set<string>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  site = createAccountSite({
    env: { PAGE_CACHE_TTL_MS: '10000', PAGE_CACHE_STALE_MS: '60000' },
    bffNow: () => bffTime,
    upstream: async (req, next) => {
      const path = new URL(req.url).pathname;
      if (missing.has(path)) return Response.json({ data: 'Запись не найдена' }, { status: 404 });
      const delay = delays.get(path);
      if (delay) await sleep(delay);
      const answer = await next(req);
      const rewrite = rewrites.get(path);
      if (!rewrite) return answer;
      return new Response(rewrite(await answer.text()), { status: answer.status, headers: answer.headers });
    },
  });
  // Listening once, so that supertest can send many requests at the same time.
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  site.close();
});

/** The bytes as kept, uncompressed (supertest asks for gzip by default); the codings: tests/integration/compression.test.ts. */
const view = (path: string, agent = browserUserAgent) =>
  request(site.server).get(path).set('Host', siteHost).set('User-Agent', agent).set('Accept-Encoding', 'identity');
/** Upstream calls for the page's own data since `from`: not the content version, not the shell's menus. */
const dataCalls = (from: number, prefix: string) => site.upstreamCalls.slice(from).filter((call) => call.startsWith(`GET ${prefix}`));
const pageCalls = (from: number) => site.upstreamCalls.slice(from).filter((call) => !call.includes('/api/content-version'));

describe('a public page seen again', () => {
  test('makes no upstream call and answers the same bytes with Content-Length and a strong ETag', async () => {
    const first = await view('/about');
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    // The first render is React's stream, not stored bytes: no ETag. (A page with nothing deferred is
    // one flush, so the adapter may still send its length.)
    expect(first.headers.etag).toBeUndefined();
    const from = site.upstreamCalls.length;
    const second = await view('/about');
    expect(second.headers['x-cache']).toBe('hit');
    expect(pageCalls(from)).toEqual([]);
    expect(second.text).toBe(first.text);
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(second.text)));
    expect(second.headers.etag).toMatch(/^"[\w-]{43}"$/);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
  });

  test('carries the same security headers as a rendered answer, and is logged and counted', async () => {
    const rendered = await view('/portfolio');
    const reused = await view('/portfolio');
    expect(reused.headers['x-cache']).toBe('hit');
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(reused.headers[name], name).toBe(rendered.headers[name]);
    }
    expect(reused.headers['x-request-id']).toBeDefined();
    expect(reused.headers['x-request-id']).not.toBe(rendered.headers['x-request-id']);
    const text = await (await metricsRoutes(site.metrics.registry).request('/metrics')).text();
    expect(text).toMatch(/^cache_lookups_total\{cache="html",result="hit"\} [1-9]/m);
    expect(text).toMatch(/^cache_lookups_total\{cache="html",result="miss"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/portfolio",status="200"\} 2$/m);
  });

  test('If-None-Match with its ETag gets 304 and no body', async () => {
    await view('/elpanels');
    const reused = await view('/elpanels');
    const notModified = await view('/elpanels').set('If-None-Match', reused.headers.etag!);
    expect(notModified.status).toBe(304);
    expect(notModified.text ?? '').toBe('');
    expect(notModified.headers.etag).toBe(reused.headers.etag);
    expect((await view('/elpanels').set('If-None-Match', '"something-else"')).status).toBe(200);
  });

  test('HEAD gets the headers of the reused page and no body', async () => {
    const page = await view('/calculators/cable-section');
    const head = await request(site.server).head('/calculators/cable-section').set('Host', siteHost).set('User-Agent', browserUserAgent);
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('hit');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.text)));
    expect(head.text ?? '').toBe('');
  });

  test('the order of query parameters does not matter', async () => {
    const section = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
    const first = await view(`${section}?brand=iek&in_stock=1`);
    expect(first.status).toBe(200);
    const from = site.upstreamCalls.length;
    const reordered = await view(`${section}?in_stock=1&brand=iek`);
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(reordered.text).toBe(first.text);
    expect(pageCalls(from)).toEqual([]);
    expect((await view(`${section}?`)).headers['x-cache']).toBe('miss');
    expect((await view(section)).headers['x-cache']).toBe('hit');
  });

  test('crawlers and visitors each get their own rendering, both reused', async () => {
    const visitor = await view('/');
    const crawler = await view('/', crawlerUserAgent);
    expect(crawler.headers['x-cache']).toBe('miss');
    // The visitor's streams its deferred sections with React's scripts; the crawler's has them in place.
    expect(visitor.text).toContain('data-r=');
    expect(crawler.text).not.toContain('data-r=');
    const from = site.upstreamCalls.length;
    expect((await view('/')).text).toBe(visitor.text);
    expect((await view('/', crawlerUserAgent)).text).toBe(crawler.text);
    expect(pageCalls(from)).toEqual([]);
  });

  test('a signed-in member gets the bytes everyone gets (the session is not read)', async () => {
    const member = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), member);
    await member.signIn(person.email, person.password);
    const stranger = await view('/posts/news');
    const from = site.upstreamCalls.length;
    const signedIn = await member.get('/posts/news');
    expect(signedIn.headers['x-cache']).toBe('hit');
    expect(signedIn.text).toBe(stranger.text);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect(pageCalls(from)).toEqual([]);
  });

  test('without PUBLIC_ORIGIN each Host has its own copy, naming itself', async () => {
    const a = await view('/legal/agreement').set('Host', 'a.test');
    const b = await view('/legal/agreement').set('Host', 'b.test');
    expect(b.headers['x-cache']).toBe('miss');
    expect(a.text).toContain('http://a.test/legal/agreement');
    expect(b.text).toContain('http://b.test/legal/agreement');
    expect(b.text).not.toContain('http://a.test');
  });
});

describe('one render per key', () => {
  test('50 visitors asking for a cold page at once: one render, everyone gets the complete page', async () => {
    const path = '/posts/articles';
    delays.set('/api/posts/articles', 150);
    try {
      const from = site.upstreamCalls.length;
      const answers = await Promise.all(Array.from({ length: 50 }, () => view(path)));
      expect(dataCalls(from, '/api/posts/articles')).toHaveLength(1);
      const texts = new Set(answers.map((answer) => answer.text));
      expect(texts.size).toBe(1);
      expect([...texts][0]).toMatch(/<\/html>$/);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
    } finally {
      delays.delete('/api/posts/articles');
    }
  });
});

describe('stale and out of date', () => {
  test('a stale page is served at once while one background render replaces it', async () => {
    const path = '/legal/privacy';
    const first = await view(path);
    expect(first.text).not.toContain('Редакция после обновления');
    rewrites.set('/api/content/documents/privacy', (body) => body.replace('</p>', ' Редакция после обновления.</p>'));
    delays.set('/api/content/documents/privacy', 300);
    try {
      bffTime += 11_000;
      const from = site.upstreamCalls.length;
      const started = performance.now();
      const stale = await Promise.all(Array.from({ length: 10 }, () => view(path)));
      expect(performance.now() - started).toBeLessThan(250);
      for (const answer of stale) {
        expect(answer.headers['x-cache']).toBe('stale');
        expect(answer.text).toBe(first.text);
      }
      await vi.waitFor(async () => expect((await view(path)).text).toContain('Редакция после обновления'), { timeout: 3000, interval: 50 });
      expect(dataCalls(from, '/api/content/documents/privacy')).toHaveLength(1);
    } finally {
      rewrites.delete('/api/content/documents/privacy');
      delays.delete('/api/content/documents/privacy');
    }
  });

  test('past freshness and staleness a page is rendered again while the visitor waits', async () => {
    await view('/calculators');
    bffTime += 71_000;
    const again = await view('/calculators');
    expect(again.headers['x-cache']).toBe('miss');
  });

  test('a page rendered again with the same content keeps its ETag: a visitor holding it still gets 304', async () => {
    await view('/calculators/cable-section');
    const first = await view('/calculators/cable-section');
    expect(first.headers['x-cache']).toBe('hit');
    bffTime += 71_000;
    const again = await view('/calculators/cable-section');
    expect(again.headers['x-cache']).toBe('miss');
    expect(again.text).toBe(first.text);
    const held = await view('/calculators/cable-section').set('If-None-Match', first.headers.etag as string);
    expect(held.status).toBe(304);
  });

  test('a content change upstream shows on the next views once the BFF has learned the new version', async () => {
    const path = '/legal/agreement';
    const before = await view(path);
    expect(before.status).toBe(200);
    expect((await view(path)).headers['x-cache']).toBe('hit');
    const from = site.upstreamCalls.length;
    site.embedded.db.prepare("UPDATE documents SET html = '<p>Соглашение в новой редакции.</p>' WHERE slug = 'agreement'").run();
    // Asked at most once a second: a second later the next lookup asks.
    bffTime += 1_500;
    const views: string[] = [];
    await vi.waitFor(
      async () => {
        const answer = await view(path);
        views.push(String(answer.headers['x-cache']));
        expect(answer.text).toContain('Соглашение в новой редакции.');
      },
      { timeout: 3000, interval: 20 },
    );
    expect(site.upstreamCalls.slice(from)).toContain('GET /api/content-version');
    // Learned on one view, served stale (and refreshed) on the next, new after that.
    expect(views.length).toBeLessThanOrEqual(4);
  });
});

describe('never reused', () => {
  test('a private page', async () => {
    const member = new Visitor(site);
    const person = await registerAndActivate(site, newPerson(), member);
    await member.signIn(person.email, person.password);
    for (let i = 0; i < 2; i++) {
      const page = await member.get('/my/profile');
      expect(page.status).toBe(200);
      expect(page.headers['x-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.text).toContain(person.email);
    }
  });

  test('a page shown with a flash message (a form posted without JavaScript) and the cookie it clears', async () => {
    const visitor = new Visitor(site);
    const posted = await visitor.postForm('/api/auth/login', {
      email: 'nobody@example.ru',
      password: 'wrong-password',
      callbackUrl: '/about',
    });
    expect(posted.status).toBe(303);
    const landed = await visitor.get(posted.headers.location!).redirects(0);
    // It shows why the login was refused, with the refusal's status.
    expect(landed.status).toBe(400);
    expect(landed.headers['x-cache']).toBeUndefined();
    expect(landed.headers['cache-control']).toBe('private, no-store');
    expect(landed.text).toContain('nobody@example.ru');
    // A stranger asking for the same address gets the page without anyone's flash.
    const stranger = await view(posted.headers.location!);
    expect(stranger.text).not.toContain('nobody@example.ru');
  });

  test('a 200 page with a deferred section that failed (its error block in the page)', async () => {
    const path = '/?from=deferred-test';
    missing.add('/api/portfolio');
    try {
      for (let i = 0; i < 2; i++) {
        const page = await view(path, crawlerUserAgent);
        expect(page.status).toBe(200);
        expect(page.text).toContain('deferred-error');
        expect(page.headers['x-cache']).toBe('miss');
      }
    } finally {
      missing.delete('/api/portfolio');
    }
    expect((await view(path, crawlerUserAgent)).text).not.toContain('deferred-error');
    // The good page is stored once its render has ended.
    await expect.poll(async () => (await view(path, crawlerUserAgent)).headers['x-cache']).toBe('hit');
  });

  test('a 404, a redirect and an activation link: rendered every time', async () => {
    for (const path of ['/posts/news/99999999', '/no/such/page']) {
      await view(path);
      const from = site.upstreamCalls.length;
      const again = await view(path);
      expect(again.status, path).toBe(404);
      expect(again.headers['x-cache'], path).toBe('miss');
      expect(again.headers.etag, path).toBeUndefined();
      if (path.startsWith('/posts')) expect(dataCalls(from, '/api/posts/news/').length, path).toBe(1);
    }
    for (const path of ['/posts', '/catalog/modulnye-avtomaticheskie-vyklyuchateli/1']) {
      const first = await view(path);
      expect(first.status, path).toBeGreaterThanOrEqual(300);
      expect((await view(path)).headers['x-cache'], path).toBe('miss');
    }

    const activation = '/confirm/registration/no-such-code';
    for (let i = 0; i < 2; i++) {
      const from = site.upstreamCalls.length;
      const page = await view(activation);
      expect(page.headers['x-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(site.upstreamCalls.slice(from).some((call) => call.startsWith('POST /api/auth/activate/'))).toBe(true);
    }
  });
});

describe('PAGE_CACHE_TTL_MS=0', () => {
  let plain: SiteHarness;
  beforeAll(() => {
    plain = createSiteHarness({ env: { PAGE_CACHE_TTL_MS: '0' } });
  });
  afterAll(() => plain.close());

  test('renders every view, asks no content version', async () => {
    const visit = () => request(plain.server).get('/about').set('User-Agent', browserUserAgent);
    await visit();
    const from = plain.upstreamCalls.length;
    const again = await visit();
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers.etag).toBeUndefined();
    expect(plain.upstreamCalls.slice(from)).toContain('GET /api/content/documents/about');
    expect(plain.upstreamCalls.some((call) => call.includes('content-version'))).toBe(false);
  });
});
