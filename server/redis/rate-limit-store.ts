import { createHash } from 'node:crypto';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { memoryCounter, type LimitCounter, type LimitRule } from '#server/access/rate-limit';
import type { RedisConnection } from './connection';

/** Key prefix of the attempt counters: `site:rl:<rule>:<hashed key>` (docs/operations.md, "Redis"). */
export const rateLimitKeyPrefix = 'site:rl:';

/**
 * Counter keys name e-mail addresses and client addresses; in Redis they are hashed, so that whoever
 * lists its keys sees no one's address (docs/operations.md, "No secrets in logs", applies to Redis too).
 */
export const hashedKey = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 27);

/**
 * Attempt counters in Redis, shared by every replica, each key expiring with its window. While Redis
 * fails (down, or slower than the command timeout) a rule counts in this process's memory instead:
 * the site never refuses or holds a request for want of Redis, and a guesser still meets each
 * replica's own limit rather than none (docs/decisions/009-redis-scale-out.md). Counts made in memory
 * during an outage are not carried into Redis when it returns.
 */
export function redisCounterFor(connection: RedisConnection): (rule: LimitRule, points: number) => LimitCounter {
  return (rule, points) => {
    const shared = new RateLimiterRedis({
      storeClient: connection.client,
      // ioredis, not the `redis` package: the library picks its calls (and its Lua script's) by this.
      useRedisPackage: false,
      // Fail at once while disconnected instead of reaching the client.
      rejectIfRedisNotReady: true,
      keyPrefix: `${rateLimitKeyPrefix}${rule.name}`,
      points,
      duration: Math.ceil(rule.windowMs / 1000),
    });
    const local = memoryCounter(rule, points);
    async function either<T>(key: string | number, run: (counter: LimitCounter, key: string | number) => Promise<T>): Promise<T> {
      const tried = await connection.attempt('rate_limit', () => run(shared, hashedKey(String(key))));
      return tried.ok ? tried.value : run(local, key);
    }
    return {
      penalty: (key, count, options) => either(key, (counter, k) => counter.penalty(k, count, options)),
      get: (key, options) => either(key, (counter, k) => counter.get(k, options)),
      delete: (key, options) => either(key, (counter, k) => counter.delete(k, options)),
    };
  };
}
