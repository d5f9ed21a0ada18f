/**
 * Renders under load (docs/operations.md, "Renders under load"): at most RENDER_READERS pages reading
 * their data or drawn at once per process, RENDER_CONCURRENCY of them drawn, RENDER_QUEUE_MAX more
 * waiting their turn; past that a crawler gets 503 with
 * Retry-After, a person the page's last copy however old, or, without one, a Russian 503 page. A render
 * is made slow here by holding upstream's answers until the test lets them go; no timing is asserted.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { browserUserAgent, crawlerUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
let bffTime = Date.now();
/** While set, upstream's answers for page data (not menus, not the content version) wait for it. */
let hold: Promise<void> | undefined;
let letGo: () => void = () => {};
let heldCalls = 0;
/** How long to poll for a state the requests reach on their own (a bound on a slow machine, not a timing). */
const patience = { timeout: 15_000, interval: 20 };

beforeAll(async () => {
  site = createSiteHarness({
    env: { RENDER_CONCURRENCY: '1', RENDER_READERS: '1', RENDER_QUEUE_MAX: '1', PAGE_CACHE_TTL_MS: '1000', PAGE_CACHE_STALE_MS: '1000' },
    bffNow: () => bffTime,
    upstream: async (req, next) => {
      const path = new URL(req.url).pathname;
      if (hold && !path.startsWith('/api/menu/') && path !== '/api/content-version') {
        heldCalls += 1;
        await hold;
      }
      return next(req);
    },
  });
  // Listening once, so that supertest can keep several requests open at the same time.
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  letGo();
  await new Promise((resolve) => site.server.close(resolve));
  site.close();
});

const view = (path: string, agent = browserUserAgent) =>
  request(site.server).get(path).set('User-Agent', agent).set('Accept-Encoding', 'identity');

async function gauge(name: string): Promise<number> {
  const metric = await site.metrics.registry.getSingleMetric(name)!.get();
  return metric.values[0]?.value ?? 0;
}

async function shed(outcome: string): Promise<number> {
  const metric = await site.metrics.registry.getSingleMetric('render_shed_total')!.get();
  return metric.values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

describe('a full render queue', () => {
  test('queues a render behind the one under way, then sheds: 503 for crawlers, the last copy or a 503 page for people', async () => {
    // A copy of /about, then let it expire past its staleness: only a full queue may still send it.
    const kept = await view('/about');
    expect(kept.status).toBe(200);
    bffTime += 10_000;

    hold = new Promise((resolve) => (letGo = resolve));
    const first = view('/posts/news').then((r) => r);
    await vi.waitFor(() => expect(heldCalls).toBeGreaterThan(0), patience);
    // Reading its data: it is in the line, and takes a place among the pages drawn only once its data is in.
    expect(await gauge('renders_in_flight')).toBe(0);
    expect(await gauge('render_queue_length')).toBe(1);
    // The second waits before its reads (one page reads at a time here): it has not asked upstream for anything.
    const callsBefore = heldCalls;
    const second = view('/portfolio').then((r) => r);
    await vi.waitFor(async () => expect(await gauge('render_queue_length')).toBe(2), patience);
    expect(heldCalls).toBe(callsBefore);

    const crawler = await view('/catalog', crawlerUserAgent);
    expect(crawler.status).toBe(503);
    expect(crawler.headers['retry-after']).toBe('5');
    expect(crawler.text).toContain('503 Сайт перегружен');
    expect(crawler.text).not.toContain('<script');

    const withCopy = await view('/about');
    expect(withCopy.status).toBe(200);
    expect(withCopy.headers['x-cache']).toBe('stale');
    expect(withCopy.text).toBe(kept.text);

    const crawlerWithCopy = await view('/about', crawlerUserAgent);
    expect(crawlerWithCopy.status).toBe(503);

    const withoutCopy = await view('/catalog');
    expect(withoutCopy.status).toBe(503);
    expect(withoutCopy.headers['retry-after']).toBe('5');
    expect(withoutCopy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(withoutCopy.text).toContain('<html lang="ru">');
    expect(withoutCopy.text).toContain('Сейчас слишком много запросов. Обновите страницу через несколько секунд.');
    expect(withoutCopy.text).toContain('<a href="/catalog">Обновить страницу</a>');

    // A page never reused (personal) has no copy: refused as well.
    const personal = await view('/spec');
    expect(personal.status).toBe(503);

    expect(await shed('stale')).toBe(1);
    expect(await shed('refused')).toBe(4);

    // The renders under way and in line are answered in full once upstream answers.
    letGo();
    hold = undefined;
    const [a, b] = await Promise.all([first, second]);
    expect(a.status).toBe(200);
    expect(a.text.trimEnd().endsWith('</html>')).toBe(true);
    expect(b.status).toBe(200);
    expect(b.headers['x-cache']).toBe('miss');
    await vi.waitFor(async () => expect([await gauge('renders_in_flight'), await gauge('render_queue_length')]).toEqual([0, 0]), patience);

    // With room again, the same addresses render.
    expect((await view('/catalog')).status).toBe(200);
    expect((await view('/catalog', crawlerUserAgent)).status).toBe(200);
  }, 60_000);
});
