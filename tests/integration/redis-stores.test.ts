/**
 * The Redis stores of docs/decisions/009-redis-scale-out.md against a real redis-server, each store
 * twice as two replicas hold it (two connections): what one writes the other reads; while Redis is
 * down each falls back to its own memory and nothing waits or throws; when Redis is back it is used
 * again (and revocations written meanwhile reach it).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createSwrCache } from '#server/cache/swr-cache';
import { createLogger } from '#server/logger';
import { createMetrics, type Metrics } from '#server/ops/metrics';
import { createRedisConnection, redisTimeouts, type RedisConnection } from '#server/redis/connection';
import { rateLimitKeyPrefix, redisCounterFor } from '#server/redis/rate-limit-store';
import { createRedisRevocationStore, revocationKeyPrefix } from '#server/redis/revocation-store';
import { cacheKeyPrefix, createRedisSwrStore } from '#server/redis/swr-store';
import { createAttemptLimiter, limitRules } from '#server/access/rate-limit';
import { startRedisServer, type RedisServer } from '../support/redis-server';

let redis: RedisServer;
const connections: RedisConnection[] = [];

interface Replica {
  connection: RedisConnection;
  metrics: Metrics;
  lines: Array<{ level: number; msg: string; event?: string; use?: string }>;
}

function replica(): Replica {
  const lines: Replica['lines'] = [];
  const metrics = createMetrics();
  const logger = createLogger('debug', { write: (line: string) => void lines.push(JSON.parse(line) as Replica['lines'][number]) });
  const connection = createRedisConnection({ url: redis.url, logger, metrics });
  connections.push(connection);
  return { connection, metrics, lines };
}

async function ready(...replicas: Replica[]): Promise<void> {
  await vi.waitFor(
    () =>
      expect(
        replicas.every((r) => r.connection.isReady()),
        'redis connection ready',
      ).toBe(true),
    { timeout: 5_000 },
  );
}

async function metricValue(metrics: Metrics, name: string, labels = ''): Promise<number> {
  const text = await metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  await redis?.close();
});

describe('sharing between two replicas', () => {
  test('a revoked session and a revoked account are seen by the other replica; keys expire and hide the e-mail', async () => {
    const a = replica();
    const b = replica();
    await ready(a, b);
    const keepMs = 60_000;
    const storeA = createRedisRevocationStore({ connection: a.connection, keepMs });
    const storeB = createRedisRevocationStore({ connection: b.connection, keepMs });
    const session = { id: 'session-one', issuedAt: 1_000, accountKey: 'ivan@example.ru' };

    expect(await storeB.check(session)).toBe('valid');
    await storeA.revokeSession(session.id);
    expect(await storeB.check(session)).toBe('revoked');
    const ttl = await a.connection.client.pttl(`${revocationKeyPrefix}session:session-one`);
    expect(ttl).toBeGreaterThan(keepMs - 5_000);
    expect(ttl).toBeLessThanOrEqual(keepMs);

    const other = { id: 'session-two', issuedAt: 1_000, accountKey: 'ivan@example.ru' };
    await storeA.revokeAccount('ivan@example.ru', 2_000);
    // An earlier time never lowers the record.
    await storeB.revokeAccount('ivan@example.ru', 1_500);
    expect(await storeB.check(other)).toBe('revoked');
    expect(await storeB.check({ ...other, issuedAt: 2_000 })).toBe('valid');
    const keys = await a.connection.client.keys(`${revocationKeyPrefix}*`);
    expect(keys.join(' ')).not.toContain('example.ru');
    expect(keys.length).toBe(2);
  });

  test('a cache value loaded by one replica is served by the other without loading; a refresh is shared too', async () => {
    const a = replica();
    const b = replica();
    await ready(a, b);
    let clock = 0;
    const lookups: string[] = [];
    const cacheOf = (r: Replica) =>
      createSwrCache({
        ttlMs: 1_000,
        now: () => clock,
        shared: createRedisSwrStore({ connection: r.connection, cache: 'test-share' }),
        onLookup: (_key, result) => lookups.push(result),
      });
    const cacheA = cacheOf(a);
    const cacheB = cacheOf(b);
    let loads = 0;
    const load = async () => ({ menu: ['Щиты', 'Кабель'], version: ++loads });

    expect(await cacheA.get('/api/menu/main', load)).toEqual({ menu: ['Щиты', 'Кабель'], version: 1 });
    expect(await cacheB.get('/api/menu/main', load)).toEqual({ menu: ['Щиты', 'Кабель'], version: 1 });
    expect(loads).toBe(1);
    expect(lookups).toEqual(['miss', 'shared']);
    expect(await a.connection.client.exists(`${cacheKeyPrefix}test-share:/api/menu/main`)).toBe(1);

    // Both stale; A refreshes first, B then takes A's new value instead of loading again.
    clock = 1_500;
    expect((await cacheA.get('/api/menu/main', load)).version).toBe(1);
    // The refresh runs in the background: A serves the stale value until it lands.
    await expect.poll(async () => (await cacheA.get('/api/menu/main', load)).version).toBe(2);
    expect(loads).toBe(2);
    expect((await cacheB.get('/api/menu/main', load)).version).toBe(1);
    await expect.poll(async () => (await cacheB.get('/api/menu/main', load)).version).toBe(2);
    expect(loads).toBe(2);
  });

  test('attempt limits count across replicas, under hashed keys', async () => {
    const a = replica();
    const b = replica();
    await ready(a, b);
    const limiterA = createAttemptLimiter({ factor: 1, counterFor: redisCounterFor(a.connection) });
    const limiterB = createAttemptLimiter({ factor: 1, counterFor: redisCounterFor(b.connection) });
    const check = [{ rule: limitRules.quotePerIp, key: '198.51.100.7' }];
    for (let i = 0; i < limitRules.quotePerIp.max; i++) expect(await (i % 2 ? limiterB : limiterA).consume(check)).toBeNull();
    expect(await limiterA.consume(check)).toBeGreaterThan(0);
    expect(await limiterB.consume(check)).toBeGreaterThan(0);
    const keys = await a.connection.client.keys(`${rateLimitKeyPrefix}*`);
    expect(keys.some((k) => k.startsWith(`${rateLimitKeyPrefix}${limitRules.quotePerIp.name}:`))).toBe(true);
    expect(keys.join(' ')).not.toContain('198.51.100.7');
  });
});

describe('Redis down, then back', () => {
  test('each store falls back to memory at once, logs once per change, and uses Redis again when it returns', async () => {
    const a = replica();
    const b = replica();
    await ready(a, b);
    const keepMs = 60_000;
    const revA = createRedisRevocationStore({ connection: a.connection, keepMs });
    const revB = createRedisRevocationStore({ connection: b.connection, keepMs });
    const limiterA = createAttemptLimiter({ factor: 1, counterFor: redisCounterFor(a.connection) });
    let loads = 0;
    const cacheA = createSwrCache({ ttlMs: 60_000, shared: createRedisSwrStore({ connection: a.connection, cache: 'test-down' }) });
    expect(await metricValue(a.metrics, 'redis_up')).toBe(1);

    await redis.stop('SIGKILL');
    const started = performance.now();
    const session = { id: 'revoked-while-down', issuedAt: 1_000, accountKey: 'olga@example.ru' };
    await revA.revokeSession(session.id);
    expect(await revA.check(session)).toBe('revoked');
    // B cannot know: it must not take the session as valid (fail closed).
    expect(await revB.check(session)).toBe('unknown');
    const check = [{ rule: limitRules.quotePerIp, key: '198.51.100.8' }];
    for (let i = 0; i < limitRules.quotePerIp.max; i++) expect(await limiterA.consume(check)).toBeNull();
    // Memory still counts: this replica's own limit holds.
    expect(await limiterA.consume(check)).toBeGreaterThan(0);
    expect(await cacheA.get('k', async () => ++loads)).toBe(1);
    expect(await cacheA.get('k', async () => ++loads)).toBe(1);
    // Nothing waited for the dead server.
    expect(performance.now() - started).toBeLessThan(redisTimeouts.commandMs * 2);

    await expect.poll(() => metricValue(a.metrics, 'redis_up')).toBe(0);
    expect(await metricValue(a.metrics, 'redis_fallbacks_total', '{use="rate_limit"}')).toBeGreaterThan(0);
    expect(await metricValue(a.metrics, 'redis_fallbacks_total', '{use="revocations"}')).toBeGreaterThan(0);
    expect(await metricValue(a.metrics, 'redis_fallbacks_total', '{use="cache"}')).toBeGreaterThan(0);
    const warnings = a.lines.filter((l) => l.level === 40);
    expect(warnings.filter((l) => l.event === 'redis-down')).toHaveLength(1);
    expect(new Set(warnings.filter((l) => l.event === 'redis-fallback').map((l) => l.use))).toEqual(
      new Set(['rate_limit', 'revocations', 'cache']),
    );
    // One warning per use, however many commands failed.
    expect(warnings.filter((l) => l.event === 'redis-fallback')).toHaveLength(3);

    await redis.start();
    await ready(a, b);
    expect(a.lines.filter((l) => l.event === 'redis-up')).toHaveLength(2);
    expect(await metricValue(a.metrics, 'redis_up')).toBe(1);
    // The revocation written while Redis was down reaches it on reconnection.
    await expect.poll(() => revB.check(session)).toBe('revoked');
    // Counting is shared again (Redis restarted empty).
    const limiterB = createAttemptLimiter({ factor: 1, counterFor: redisCounterFor(b.connection) });
    for (let i = 0; i < limitRules.quotePerIp.max; i++) expect(await (i % 2 ? limiterB : limiterA).consume(check)).toBeNull();
    expect(await limiterB.consume(check)).toBeGreaterThan(0);
  });

  test('a hung Redis costs one command timeout, then is not asked until a pause has passed', async () => {
    const a = replica();
    await ready(a);
    const store = createRedisRevocationStore({ connection: a.connection, keepMs: 60_000 });
    const limiter = createAttemptLimiter({ factor: 1, counterFor: redisCounterFor(a.connection) });
    const session = { id: 'hung', issuedAt: 0, accountKey: 'hung@example.ru' };
    const check = [{ rule: limitRules.quotePerIp, key: '198.51.100.9' }];
    redis.freeze(true);
    try {
      let started = performance.now();
      expect(await store.check(session)).toBe('unknown');
      const first = performance.now() - started;
      expect(first).toBeGreaterThanOrEqual(redisTimeouts.commandMs - 50);
      expect(first).toBeLessThan(redisTimeouts.commandMs + 300);
      started = performance.now();
      expect(await store.check(session)).toBe('unknown');
      expect(await limiter.consume(check)).toBeNull();
      expect(performance.now() - started).toBeLessThan(50);
    } finally {
      redis.freeze(false);
    }
    // The pause is measured with Date.now: move the clock past it instead of waiting it out.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + redisTimeouts.pauseAfterTimeoutMs });
    try {
      await store.revokeSession(session.id);
    } finally {
      vi.useRealTimers();
    }
    const other = createRedisRevocationStore({ connection: replica().connection, keepMs: 60_000 });
    await expect.poll(() => other.check(session)).toBe('revoked');
    expect(a.lines.filter((l) => l.event === 'redis-fallback' && l.use === 'revocations')).toHaveLength(1);
  });

  test('a site started while Redis is unreachable starts, warns once and serves from memory', async () => {
    const metrics = createMetrics();
    const lines: string[] = [];
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const nowhere = createRedisConnection({ url: 'redis://127.0.0.1:1', logger, metrics });
    connections.push(nowhere);
    const store = createRedisRevocationStore({ connection: nowhere, keepMs: 60_000 });
    await store.revokeSession('s');
    expect(await store.check({ id: 's', issuedAt: 0, accountKey: 'x' })).toBe('revoked');
    // Several reconnection attempts have failed (each logs at debug level) before counting the warnings.
    await expect
      .poll(() => lines.filter((l) => l.includes('redis still unreachable')).length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l.includes('"event":"redis-down"'))).toHaveLength(1);
    expect(lines.find((l) => l.includes('"event":"redis-down"'))).toContain('unreachable at start');
    await nowhere.close();
  });
});
