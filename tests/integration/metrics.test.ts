/**
 * docs/operations.md, "Metrics": /metrics counts requests by route pattern (never the path),
 * upstream calls by endpoint and outcome, cache lookups, and carries the process defaults. And the
 * request id (docs/operations.md, "Request id") goes back to the client and on to upstream.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { metricsRoutes } from '#server/ops/health';
import { browserUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;

beforeAll(() => {
  site = createSiteHarness();
});
afterAll(() => site.close());

const visit = (path: string) => request(site.server).get(path).set('user-agent', browserUserAgent);
const metricsText = async () => (await metricsRoutes(site.metrics.registry).request('/metrics')).text();

describe('/metrics', () => {
  test('requests by route pattern, upstream calls by endpoint and outcome, caches, event loop and heap', async () => {
    const section = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
    expect((await visit(section)).status).toBe(200);
    expect((await visit(section + '?page=2')).status).toBeLessThan(500);
    expect((await visit('/about')).status).toBe(200);
    expect((await visit('/api/posts/news')).status).toBe(200);
    expect((await visit('/no/such/page/here')).status).toBe(404);
    const text = await metricsText();

    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/catalog\/:sectionid",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/catalog\/:sectionid",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/posts\/:postType",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1$/m);
    // The raw paths are nowhere.
    expect(text).not.toContain('modulnye-avtomaticheskie-vyklyuchateli');
    expect(text).not.toContain('/no/such/page');

    expect(text).toMatch(/^upstream_requests_total\{endpoint="catalogListing",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^upstream_requests_total\{endpoint="posts",outcome="ok"\} 1$/m);
    expect(text).toMatch(/^upstream_request_duration_seconds_count\{endpoint="posts"\} 1$/m);
    expect(text).toMatch(/^cache_lookups_total\{cache="mainMenu",result="miss"\} 1$/m);
    expect(text).toMatch(/^cache_lookups_total\{cache="mainMenu",result="hit"\} [1-9]/m);
    expect(text).toMatch(/^upstream_breaker_state\{upstream="api"\} 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
  });

  test('an upstream outage: network outcomes and one retry per idempotent call', async () => {
    site.setUpstreamDown(true);
    try {
      expect((await visit('/api/posts/articles')).status).toBe(502);
    } finally {
      site.setUpstreamDown(false);
    }
    const text = await metricsText();
    expect(text).toMatch(/^upstream_requests_total\{endpoint="posts",outcome="network"\} 1$/m);
    expect(text).toMatch(/^upstream_retries_total\{endpoint="posts"\} 1$/m);
  });

  test('the breaker gauge is settable for the circuit breaker to come', async () => {
    site.metrics.setBreakerState('api', 'open');
    expect(await metricsText()).toMatch(/^upstream_breaker_state\{upstream="api"\} 2$/m);
    site.metrics.setBreakerState('api', 'closed');
  });
});

describe('X-Request-Id', () => {
  test('a valid id from the client is answered back and sent upstream with each call made for it', async () => {
    const from = site.upstreamRequests.length;
    const answer = await visit('/about').set('X-Request-Id', 'edge-7f3a:42');
    expect(answer.headers['x-request-id']).toBe('edge-7f3a:42');
    const calls = site.upstreamRequests.slice(from);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call.headers.get('x-request-id'), call.path).toBe('edge-7f3a:42');
  });

  test('an invalid or missing one is replaced by a new UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const spaced = await visit('/api/posts/news').set('X-Request-Id', 'has spaces <and> more');
    expect(spaced.headers['x-request-id']).toMatch(uuid);
    const long = await visit('/api/posts/news').set('X-Request-Id', 'a'.repeat(129));
    expect(long.headers['x-request-id']).toMatch(uuid);
    const none = await visit('/healthz');
    expect(none.headers['x-request-id']).toMatch(uuid);
    expect(none.headers['x-request-id']).not.toBe(long.headers['x-request-id']);
  });
});
