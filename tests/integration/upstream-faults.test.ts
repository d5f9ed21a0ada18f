/**
 * Fault injection (docs/decisions/005-retries-timeouts-and-refresh.md, docs/decisions/010-circuit-breaker.md):
 * a fake upstream on loopback — a real HTTP server in front of the embedded API — that can be slow,
 * drop connections, answer 500 / 503 / 429 or malformed JSON. Counting what upstream receives shows
 * the retry rule (a GET once more, a POST never), the timeouts, and the breaker opening, failing
 * fast, half-opening and closing. The figures of the outage (answers per second, latency) are printed.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createApp, type AppHandle } from '#server/app';
import { loadConfig } from '#server/config';
import { createEmbeddedApi, type EmbeddedApi } from '#server/embedded/app';
import { endpointUrl } from '#shared/contract';
import { errorTitles, unavailableMessage } from '#shared/error-page';
import { browserUserAgent, crawlerUserAgent, testOrigin, testPasswordCost, titleOf } from '../support/site-harness';

type Fault = 'slow' | 'drop' | 500 | 503 | 429 | 'malformed';

const timeoutMs = 300;
const breakerFailures = 3;
const breakerOpenMs = 3000;

let embedded: EmbeddedApi;
let upstream: ServerType;
let upstreamUrl: string;
let dataDir: string;
/** What upstream does to the requests `applies` picks; the others pass to the embedded API. */
let fault: { kind: Fault; applies: (url: URL) => boolean } | undefined;
let hits: string[] = [];

async function fakeUpstream(request: Request, env: { incoming: { socket: { destroy(): void } } }): Promise<Response> {
  const url = new URL(request.url);
  hits.push(`${request.method} ${url.pathname}${url.search}`);
  const kind = fault?.applies(url) ? fault.kind : undefined;
  if (kind === 'slow') await new Promise((resolve) => setTimeout(resolve, timeoutMs * 3));
  if (kind === 'drop') {
    env.incoming.socket.destroy();
    return new Response(null, { status: 500 });
  }
  if (typeof kind === 'number')
    return Response.json({ data: 'upstream is unwell' }, { status: kind, headers: kind === 503 ? { 'retry-after': '5' } : undefined });
  if (kind === 'malformed') return new Response('{"menuList": [', { status: 200, headers: { 'content-type': 'application/json' } });
  return embedded.app.fetch(request);
}

function createBff(): AppHandle {
  const config = loadConfig({
    DATA_DIR: dataDir,
    UPSTREAM_TIMEOUT_MS: String(timeoutMs),
    UPSTREAM_BREAKER_FAILURES: String(breakerFailures),
    UPSTREAM_BREAKER_OPEN_MS: String(breakerOpenMs),
    // What a render answers during an outage; reused pages are tests/integration/html-cache.test.ts's.
    PAGE_CACHE_TTL_MS: '0',
  });
  return createApp({
    config,
    upstreamUrl,
    sessionSecret: 'integration-test-secret-at-least-32-characters',
    embedded: false,
    logger: pino({ level: 'silent' }),
    assets: { entryScript: '/assets/entry.test.js', stylesheets: ['/assets/app.test.css'] },
  });
}

const newsPath = endpointUrl('posts', { postType: 'news' }, { page: 1, perPage: 3 });
const isNews = (url: URL) => url.pathname === new URL(newsPath, 'http://x').pathname;
const everything = () => true;
const hitsOf = (method: string, pathname: string) => hits.filter((hit) => hit.split('?')[0] === `${method} ${pathname}`).length;

const get = (bff: AppHandle, path: string, userAgent = browserUserAgent) =>
  bff.app.request(path, { headers: { 'user-agent': userAgent, accept: 'application/json, text/html' } });
const login = (bff: AppHandle) =>
  bff.app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost', 'user-agent': browserUserAgent },
    body: JSON.stringify({ email: 'nobody@example.ru', password: 'wrong-password-1' }),
  });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
  embedded = createEmbeddedApi({ dataDir, siteOrigin: testOrigin, logError: () => {}, passwordCost: testPasswordCost });
  upstream = serve({ fetch: fakeUpstream, hostname: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => upstream.once('listening', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  embedded.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  fault = undefined;
  hits = [];
});

describe('the retry rule, counted at upstream', () => {
  test.each([500, 503, 429] as const)('a GET answered %i is asked exactly twice, then answered 5xx JSON', async (status) => {
    const bff = createBff();
    fault = { kind: status, applies: isNews };
    const answer = await get(bff, newsPath);
    expect(answer.status).toBeGreaterThanOrEqual(status === 429 ? 400 : 500);
    expect(((await answer.json()) as { error?: string }).error).toBeTruthy();
    expect(hitsOf('GET', new URL(newsPath, 'http://x').pathname)).toBe(2);
  });

  test('a dropped connection on a GET is asked twice and answered 502', async () => {
    const bff = createBff();
    fault = { kind: 'drop', applies: isNews };
    const answer = await get(bff, newsPath);
    expect(answer.status).toBe(502);
    expect(hitsOf('GET', new URL(newsPath, 'http://x').pathname)).toBe(2);
  });

  test('a slow upstream hits the timeout on both tries: 504 after about two timeouts, never hanging', async () => {
    const bff = createBff();
    fault = { kind: 'slow', applies: isNews };
    const started = performance.now();
    const answer = await get(bff, newsPath);
    const took = performance.now() - started;
    expect(answer.status).toBe(504);
    expect(hitsOf('GET', new URL(newsPath, 'http://x').pathname)).toBe(2);
    expect(took).toBeGreaterThanOrEqual(2 * timeoutMs);
    expect(took).toBeLessThan(2 * timeoutMs + 2_000);
  });

  test('malformed JSON is a bad answer, not an outage: 502 at once, not asked again', async () => {
    const bff = createBff();
    fault = { kind: 'malformed', applies: isNews };
    const answer = await get(bff, newsPath);
    expect(answer.status).toBe(502);
    expect(hitsOf('GET', new URL(newsPath, 'http://x').pathname)).toBe(1);
  });

  test.each([500, 503, 'drop', 'slow'] as const)('a POST meeting %s is never repeated', async (kind) => {
    const bff = createBff();
    fault = { kind, applies: (url) => url.pathname === '/api/auth/login' };
    const answer = await login(bff);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(((await answer.json()) as { data?: string }).data).toMatch(/временно недоступен/);
    expect(hitsOf('POST', '/api/auth/login')).toBe(1);
  });
});

describe('the circuit breaker', () => {
  // The breaker (cockatiel) times its open period by Date.now: the test moves that clock instead of
  // waiting the period out. Timers stay real: upstream's time limit and the retry pause still run.
  const periodPasses = () => vi.setSystemTime(Date.now() + breakerOpenMs + 100);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('opens after the failures in a row, fails fast with 503 + Retry-After, half-opens and closes', async () => {
    const bff = createBff();
    // Warm the shell cache: the last good menus keep the error page's header whole.
    expect((await get(bff, '/posts/news')).status).toBe(200);
    const metricsBefore = await bff.metrics.registry.getSingleMetricAsString('upstream_breaker_state');
    expect(metricsBefore).toContain('upstream_breaker_state{upstream="api"} 0');

    fault = { kind: 'drop', applies: everything };
    hits = [];
    for (let i = 0; i < breakerFailures; i++) expect((await get(bff, newsPath)).status).toBe(502);
    expect(hits.length).toBe(2 * breakerFailures);
    expect(await bff.metrics.registry.getSingleMetricAsString('upstream_breaker_state')).toContain('{upstream="api"} 2');

    // Open: nothing reaches upstream, everything answers at once.
    hits = [];
    const api = await get(bff, newsPath);
    expect(api.status).toBe(503);
    expect(Number(api.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(api.headers.get('retry-after'))).toBeLessThanOrEqual(Math.ceil(breakerOpenMs / 1000));
    expect(((await api.json()) as { data: string }).data).toBe('Сервис временно недоступен. Попробуйте через минуту.');

    const page = await get(bff, '/posts/news');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await page.text();
    expect(titleOf(html)).toBe(errorTitles.unavailable);
    expect(html).toContain(unavailableMessage);
    expect(html).toContain('class="site-header"');

    const crawler = await get(bff, '/posts/news', crawlerUserAgent);
    expect(crawler.status).toBe(503);
    expect(crawler.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await crawler.text()).not.toMatch(/<script|site-header/);

    const post = await login(bff);
    expect(post.status).toBe(503);
    expect((await bff.app.request('/readyz')).status).toBe(503);
    expect(hits).toEqual([]);

    // The figures of the outage: a burst of page views and API reads while the breaker is open (its
    // clock stands still, so no trial call goes meanwhile).
    const latencies: number[] = [];
    const burstStarted = performance.now();
    for (let round = 0; round < 50; round++) {
      await Promise.all(
        ['/posts/news', newsPath, '/catalog', '/portfolio'].map(async (path) => {
          const started = performance.now();
          const answer = await get(bff, path);
          await answer.arrayBuffer();
          latencies.push(performance.now() - started);
          expect(answer.status).toBe(503);
        }),
      );
    }
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    console.log(
      `breaker open: ${latencies.length} answers in ${burstSeconds.toFixed(2)} s = ${Math.round(latencies.length / burstSeconds)}/s, ` +
        `latency p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (a closed breaker would wait ${2 * timeoutMs} ms+ each); ` +
        `upstream hits: ${hits.length}`,
    );
    expect(hits).toEqual([]);
    expect(Number(at(0.99))).toBeLessThan(2 * timeoutMs);

    // Still down when the period ends: the one trial call fails and the breaker opens again.
    periodPasses();
    expect((await get(bff, newsPath)).status).toBe(502);
    expect(hits.length).toBe(2);
    expect((await get(bff, newsPath)).status).toBe(503);
    expect(hits.length).toBe(2);

    // Upstream is back: after the period the trial call succeeds and the breaker closes.
    fault = undefined;
    periodPasses();
    expect((await get(bff, newsPath)).status).toBe(200);
    expect((await get(bff, '/posts/news')).status).toBe(200);
    expect((await bff.app.request('/readyz')).status).toBe(200);
    expect(await bff.metrics.registry.getSingleMetricAsString('upstream_breaker_state')).toContain('{upstream="api"} 0');
    const outcomes = await bff.metrics.registry.getSingleMetricAsString('upstream_requests_total');
    expect(outcomes).toMatch(/outcome="breaker_open"} [1-9]/);
  }, 30_000);

  test('5xx answers in a row open it too, not only calls without an answer', async () => {
    const bff = createBff();
    fault = { kind: 500, applies: everything };
    for (let i = 0; i < breakerFailures; i++) expect((await get(bff, newsPath)).status).toBe(502);
    hits = [];
    expect((await get(bff, newsPath)).status).toBe(503);
    expect(hits).toEqual([]);
  });

  test('client mistakes and bad answers do not open it', async () => {
    const bff = createBff();
    for (let i = 0; i < breakerFailures + 2; i++) expect((await get(bff, '/api/posts/news/999999')).status).toBe(404);
    fault = { kind: 'malformed', applies: isNews };
    for (let i = 0; i < breakerFailures + 2; i++) expect((await get(bff, newsPath)).status).toBe(502);
    fault = undefined;
    expect((await get(bff, newsPath)).status).toBe(200);
  });

  test('a failing deferred section is its own Russian error block; the page around it is 200', async () => {
    const bff = createBff();
    fault = { kind: 500, applies: isNews };
    const page = await get(bff, '/');
    expect(page.status).toBe(200);
    const html = await page.text();
    const has = (text: string) => html.includes(text);
    expect(has('class="deferred-error" role="alert"')).toBe(true);
    expect(has('Не удалось загрузить этот раздел')).toBe(true);
    expect(has('Попробовать ещё раз')).toBe(true);
    // The other deferred section (projects) and the page's own content are there.
    expect(has('class="card project-card"')).toBe(true);
    expect(has('id="projects-title"')).toBe(true);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
