/**
 * Reused pages cannot push revocations out of Redis (docs/operations.md, "Redis"). What the page
 * cache writes to Redis is capped (per page and in total), and with PAGE_CACHE_REDIS_URL it goes to a
 * Redis of its own, so the one holding revocations and attempt counters is never written by a flood
 * of page views — against real redis-servers set up as an operator would, the page one evicting.
 */
import request from 'supertest';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { StoredPage } from '#server/cache/html-cache';
import { createLogger } from '#server/logger';
import { createMetrics } from '#server/ops/metrics';
import { createRedisConnection, type RedisConnection } from '#server/redis/connection';
import { createRedisHtmlStore, htmlKeyPrefix } from '#server/redis/html-store';
import { createRedisRevocationStore } from '#server/redis/revocation-store';
import { createSiteHarness, browserUserAgent } from '../support/site-harness';
import { startRedisServer, type RedisServer } from '../support/redis-server';

let state: RedisServer;
let pages: RedisServer;
const clients: Redis[] = [];
const connections: RedisConnection[] = [];

const admin = (server: RedisServer) => {
  const client = new Redis(server.url, { lazyConnect: false });
  clients.push(client);
  return client;
};

function connect(server: RedisServer): RedisConnection {
  const connection = createRedisConnection({ url: server.url, logger: createLogger('silent'), metrics: createMetrics() });
  connections.push(connection);
  return connection;
}

async function ready(connection: RedisConnection): Promise<void> {
  await vi.waitFor(() => expect(connection.isReady(), 'redis ready').toBe(true), { timeout: 5_000 });
}

const page = (bytes: number, n: number): StoredPage => ({
  body: new Uint8Array(new ArrayBuffer(bytes)).fill(65 + (n % 26)),
  etag: `"p${n}"`,
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'public, max-age=0',
  storedAt: Date.now(),
  version: null,
});

beforeAll(async () => {
  state = await startRedisServer();
  pages = await startRedisServer();
  // What the issue measured: one Redis with a memory limit and LRU eviction, holding everything.
  await admin(state).config('SET', 'maxmemory', '8mb');
  await admin(state).config('SET', 'maxmemory-policy', 'allkeys-lru');
  // A page Redis as docs/operations.md sets it: small, evicting.
  await admin(pages).config('SET', 'maxmemory', '4mb');
  await admin(pages).config('SET', 'maxmemory-policy', 'allkeys-lru');
}, 30_000);
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  for (const client of clients) client.disconnect();
  await state?.close();
  await pages?.close();
});

describe('the page cache in Redis is bounded', () => {
  test('a flood of 400 page writes of 100 KB into one evicting Redis leaves every revocation record there', async () => {
    const connection = connect(state);
    await ready(connection);
    const revocations = createRedisRevocationStore({ connection, keepMs: 3_600_000 });
    const sessions = Array.from({ length: 200 }, (_, i) => ({ id: `revoked-${i}`, issuedAt: 0, accountKey: `a${i}@example.ru` }));
    for (const session of sessions) await revocations.revokeSession(session.id);

    const html = createRedisHtmlStore({ connection, maxEntryBytes: 1024 * 1024, maxTotalBytes: 2 * 1024 * 1024 });
    for (let n = 0; n < 400; n++) await html.write(`visitor http://site.test/elpanels/designer/result?d=${n}`, page(100 * 1024, n), 70_000);

    const client = admin(state);
    const htmlKeys = (await client.keys(`${htmlKeyPrefix}*`)).filter(
      (k) => !k.endsWith('index') && !k.endsWith('sizes') && !k.endsWith('bytes'),
    );
    const stored = await Promise.all(htmlKeys.map((k) => client.strlen(k)));
    expect(stored.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(Number(await client.get(`${htmlKeyPrefix}bytes`))).toBe(stored.reduce((sum, n) => sum + n, 0));
    // A fresh store (another replica, memory empty) still finds every record in Redis.
    const other = createRedisRevocationStore({ connection: connect(state), keepMs: 3_600_000 });
    await ready(connections.at(-1)!);
    const checks = await Promise.all(sessions.map((s) => other.check(s)));
    expect(checks.filter((c) => c !== 'revoked')).toEqual([]);
    // The newest pages are the ones kept.
    expect(await html.read('visitor http://site.test/elpanels/designer/result?d=399')).toBeDefined();
  });

  test('a page over the per-page cap is not written to Redis at all', async () => {
    const connection = connect(state);
    await ready(connection);
    const html = createRedisHtmlStore({ connection, maxEntryBytes: 64 * 1024, maxTotalBytes: 2 * 1024 * 1024 });
    await html.write('visitor http://site.test/huge', page(200 * 1024, 1), 70_000);
    await html.write('visitor http://site.test/small', page(10 * 1024, 2), 70_000);
    expect(await html.read('visitor http://site.test/huge')).toBeUndefined();
    expect(await html.read('visitor http://site.test/small')).toBeDefined();
  });
});

describe('PAGE_CACHE_REDIS_URL', () => {
  test('reused pages go to their own Redis only; the state Redis holds no page', async () => {
    await admin(state).flushall();
    await admin(pages).flushall();
    const site = createSiteHarness({ env: { REDIS_URL: state.url, PAGE_CACHE_REDIS_URL: pages.url, PAGE_CACHE_TTL_MS: '10000' } });
    try {
      await vi.waitFor(() => expect(site.redis?.isReady() && site.pageCacheRedis?.isReady(), 'both Redis ready').toBe(true), {
        timeout: 5_000,
      });
      for (const path of ['/', '/catalog', '/about'])
        expect((await request(site.server).get(path).set('User-Agent', browserUserAgent).set('Host', 'site.test')).status).toBe(200);
      // Pages are written once their render has ended.
      await expect.poll(async () => (await admin(pages).keys(`${htmlKeyPrefix}*`)).length, { timeout: 3_000 }).toBeGreaterThan(0);
      expect(await admin(state).keys(`${htmlKeyPrefix}*`)).toEqual([]);
    } finally {
      site.close();
      await site.redis?.close();
      await site.pageCacheRedis?.close();
    }
  });
});
