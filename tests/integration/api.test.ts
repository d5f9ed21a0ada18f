/**
 * The browser's side of the BFF: the /api menu reads, their error shape, what the BFF lets
 * through to upstream and back, and the technical files (robots, sitemap, icons, metrics).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { endpointUrl, type Post } from '#shared/contract';
import { externalReferences } from '../support/html-checks';
import { createObservedSiteHarness, rewriteJsonAnswer, type ObservedSiteHarness } from '../support/observed-harness';
import { first, loadSiteData, type SiteData } from '../support/site-data';
import { browserUserAgent, createSiteHarness } from '../support/site-harness';

/** The main menu's entries and the contact names (docs/behaviour.md, "Routes" and "Contacts"). */
const specMenuNames = ['main', 'catalog', 'calculators', 'elpanels', 'posts', 'about', 'portfolio'];
const specContactNames = ['name', 'address', 'inn', 'email', 'telephone', 'telegram', 'whatsapp', 'vk'];
const russian = /[А-Яа-яЁё]/;

let site: ObservedSiteHarness;
let data: SiteData;

beforeAll(async () => {
  site = createObservedSiteHarness();
  data = await loadSiteData(site);
});
afterAll(() => site.close());

const api = (path: string) => request(site.server).get(path).set('accept', 'application/json');

describe('the menu reads', () => {
  test('/api/menu/main answers { menuList } with the seven main menu entries, each with order and SEO data', async () => {
    const answer = await api('/api/menu/main');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const menuList = (answer.body as { menuList: { name: string; order: unknown; seo: unknown }[] }).menuList;
    expect(Array.isArray(menuList)).toBe(true);
    expect(menuList.map((item) => item.name).sort()).toEqual([...specMenuNames].sort());
    for (const item of menuList) {
      expect(typeof item.order).toBe('number');
      expect(item.seo).toMatchObject({ title: expect.any(String), description: expect.any(String), h1: expect.any(String) });
    }
  });

  test('/api/menu/contacts answers an array of { name, data } with the expected contact names', async () => {
    const answer = await api('/api/menu/contacts');
    expect(answer.status).toBe(200);
    const contacts = answer.body as { name: unknown; data: unknown }[];
    expect(Array.isArray(contacts)).toBe(true);
    for (const entry of contacts) expect(entry).toEqual({ name: expect.any(String), data: expect.any(String) });
    expect(contacts.map((c) => c.name).sort()).toEqual([...specContactNames].sort());
  });

  test('/api/menu/catalogs123 answers entries that each have a numeric order', async () => {
    const answer = await api('/api/menu/catalogs123');
    expect(answer.status).toBe(200);
    const entries = answer.body as { order: unknown }[];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(typeof entry.order).toBe('number');
  });
});

describe('errors answer JSON in the contract shape, in Russian', () => {
  test.each(['/api/posts/news?page=abc', '/api/posts/news?perPage=1000', '/api/portfolio?featured=yes'])(
    'invalid query %s → 400',
    async (path) => {
      const answer = await api(path);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ status: 400, error: expect.any(String), data: expect.stringMatching(russian) });
    },
  );

  test.each([
    '/api/posts/news/987654',
    '/api/posts/no-such-type',
    '/api/seo-pages/no-such-landing',
    '/api/calculators/no-such-calculator',
    '/api/catalog/products/by-num/99999999',
  ])('unknown entity %s → 404', async (path) => {
    const answer = await api(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ status: 404, error: expect.any(String), data: expect.stringMatching(russian) });
  });
});

describe('what the BFF forwards to upstream', () => {
  const browserSecrets = { authorization: 'Bearer token-from-the-browser', cookie: 'sid=cookie-from-the-browser; other=1' };

  function expectNoBrowserCredentials(path: string) {
    const seen = site.upstreamRequests.filter((r) => r.path === path);
    expect(seen.length, `upstream was asked for ${path}`).toBeGreaterThan(0);
    for (const call of seen) {
      expect(call.headers.get('authorization')).toBeNull();
      expect(call.headers.get('cookie')).toBeNull();
      for (const [, value] of call.headers) {
        expect(value).not.toContain('token-from-the-browser');
        expect(value).not.toContain('cookie-from-the-browser');
      }
    }
  }

  test("a forwarded call (/api/media) reaches upstream without the browser's Authorization and Cookie", async () => {
    const picture = data.home.hero.image.src;
    const answer = await request(site.server).get(picture).set(browserSecrets);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expectNoBrowserCredentials(picture);
  });

  test("a contract read (/api/posts/types) reaches upstream without the browser's Authorization and Cookie", async () => {
    const path = endpointUrl('postTypes', {});
    const answer = await request(site.server).get(path).set(browserSecrets);
    expect(answer.status).toBe(200);
    expectNoBrowserCredentials(path);
  });
});

describe("HTML from upstream is sanitised before it reaches a page or the browser's /api", () => {
  const marker = 'Безопасный абзац остаётся на месте';
  let tainted: ObservedSiteHarness;
  let postId: number;
  let localPicture: string;

  beforeAll(() => {
    postId = first(data.posts.news, 'news posts').id;
    localPicture = data.home.hero.image.src;
    const hostileHtml = [
      `<p>${marker}</p>`,
      '<script>alert("script")</script>',
      `<img src="${localPicture}" onerror="alert('onerror')" alt="картинка">`,
      '<img src="https://tracker.example/pixel.gif" alt="внешняя">',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<p onclick="alert(\'click\')" style="background:url(https://evil.example/bg.png)">текст</p>',
      '<a href="javascript:alert(\'link\')">ссылка</a>',
    ].join('\n');
    tainted = createObservedSiteHarness({
      upstream: rewriteJsonAnswer(new RegExp(`^/api/posts/news/${postId}$`), (body) => ({ ...(body as Post), html: hostileHtml })),
    });
  });
  afterAll(() => tainted.close());

  function expectClean(text: string) {
    expect(text).not.toMatch(/<script>alert/);
    expect(text).not.toContain('alert(');
    expect(text).not.toContain('onerror');
    expect(text).not.toContain('onclick');
    expect(text).not.toContain('tracker.example');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('javascript:');
  }

  test('the /api answer keeps the text and drops scripts, handlers and outside pictures', async () => {
    const answer = await request(tainted.server).get(endpointUrl('post', { postType: 'news', postID: String(postId) }));
    expect(answer.status).toBe(200);
    const html = (answer.body as Post).html;
    expect(html).toContain(marker);
    expect(html).toContain(`src="${localPicture}"`);
    expectClean(html);
  });

  test('the post page keeps the text and drops scripts, handlers and outside pictures', async () => {
    const answer = await request(tainted.server).get(`/posts/news/${postId}`).set('user-agent', browserUserAgent);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(marker);
    expectClean(answer.text);
    const messengerHosts = data.contacts.filter((c) => ['telegram', 'whatsapp', 'vk'].includes(c.name)).map((c) => new URL(c.data).host);
    expect(externalReferences(answer.text, messengerHosts)).toEqual([]);
  });
});

describe('technical files', () => {
  test('/robots.txt keeps private and technical paths out and points at the sitemap', async () => {
    const answer = await request(site.server).get('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.text).toMatch(/^User-agent: \*$/m);
    expect(answer.text).toMatch(/^Disallow: \/my\/$/m);
    expect(answer.text).toMatch(/^Disallow: \/api\/$/m);
    expect(answer.text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('/sitemap.xml lists every post and every SEO page, as absolute addresses', async () => {
    const answer = await request(site.server).get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/xml/);
    const text = answer.text;
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((loc) => /^https?:\/\/[^/]+\//.test(loc))).toBe(true);
    const paths = new Set(locs.map((loc) => new URL(loc).pathname));

    let postCount = 0;
    for (const type of data.postTypes) {
      expect(paths).toContain(`/posts/${type.type}`);
      for (const post of data.posts[type.type] ?? []) {
        expect(paths).toContain(`/posts/${type.type}/${post.id}`);
        postCount++;
      }
    }
    expect(postCount, 'the demo content has posts').toBeGreaterThan(0);
    expect(data.seoPages.length).toBeGreaterThan(0);
    for (const page of data.seoPages) expect(paths).toContain(`/page/${page.name}`);
    expect([...paths].some((p) => p.startsWith('/my'))).toBe(false);
  });

  test('/api/icons/mdi.json?icons=flash answers the icon from this host', async () => {
    const answer = await request(site.server).get('/api/icons/mdi.json?icons=flash');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = answer.body as { prefix: string; icons: Record<string, { body: string }> };
    expect(body.prefix).toBe('mdi');
    expect(body.icons.flash?.body).toMatch(/<path[^>]+d="/);
  });

  test('/metrics is not public: without METRICS_TOKEN the site port does not serve it', async () => {
    const answer = await request(site.server).get('/metrics');
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('http_requests_total');
  });

  test('/metrics with METRICS_TOKEN: 401 without the bearer token, Prometheus text with it', async () => {
    const metricsSite = createSiteHarness({ env: { METRICS_TOKEN: 'metrics-token-for-tests' } });
    try {
      expect((await request(metricsSite.server).get('/metrics')).status).toBe(401);
      expect((await request(metricsSite.server).get('/metrics').set('Authorization', 'Bearer wrong-token-for-tests!')).status).toBe(401);
      await request(metricsSite.server).get('/healthz');
      const scrape = () => request(metricsSite.server).get('/metrics').set('Authorization', 'Bearer metrics-token-for-tests');
      // A scrape reports the event-loop lag since the last one, "Nan" until a sample comes: use a scrape that has one.
      const answer = await vi.waitFor(async () => {
        const scraped = await scrape();
        expect(scraped.text).not.toMatch(/ Nan$/m);
        return scraped;
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.text).toContain('# HELP http_requests_total');
      expect(answer.text).toContain('# TYPE http_requests_total counter');
      expect(answer.text).toMatch(/^http_requests_total\{[^}]*\} \d+/m);
      expect(answer.text).toMatch(/^process_cpu_user_seconds_total \d/m);
      // Every sample line is `name{labels} value`.
      const samples = answer.text.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
      expect(samples.length).toBeGreaterThan(0);
      for (const line of samples) expect(line).toMatch(/^[a-zA-Z_:][\w:]*(\{.*\})? (?:[-+]?\d[\d.e+-]*|NaN|[+-]Inf)( \d+)?$/);
    } finally {
      metricsSite.close();
    }
  });
});
