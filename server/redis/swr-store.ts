import type { SharedEntries, StoredEntry } from '../cache/swr-cache';
import type { RedisConnection } from './connection';

/**
 * `site:cache:v1:<cache>:<key>`; the version changes when the stored shape does, so replicas of two
 * releases running side by side during a rolling update never read each other's values.
 */
export const cacheKeyPrefix = 'site:cache:v1:';

/**
 * How long Redis keeps a value after it was last written. Far longer than any cache's freshness: it
 * is the last good copy a replica that starts during an upstream outage can still serve.
 */
export const sharedCacheKeepMs = 24 * 60 * 60_000;

/**
 * The second level of a server cache (server/cache/swr-cache.ts) in Redis: each value as JSON with the
 * time it was loaded. Reads and writes that fail are counted and logged by the connection
 * (server/redis/connection.ts) and otherwise ignored: the cache goes on in this process's memory (docs/operations.md, "Redis").
 */
export function createRedisSwrStore(options: { connection: RedisConnection; cache: string; keepMs?: number }): SharedEntries {
  const { connection } = options;
  const keepMs = options.keepMs ?? sharedCacheKeepMs;
  const keyOf = (key: string) => `${cacheKeyPrefix}${options.cache}:${key}`;
  return {
    async read(key) {
      const text = await connection.attempt('cache', () => connection.client.get(keyOf(key)));
      return text.ok && text.value !== null ? parseEntry(text.value) : undefined;
    },
    async write(key, entry) {
      await connection.attempt('cache', () => connection.client.set(keyOf(key), JSON.stringify(entry), 'PX', keepMs));
    },
  };
}

/** A stored entry, or undefined for anything else found under the key (it is then loaded afresh and overwritten). */
function parseEntry(text: string): StoredEntry | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('storedAt' in parsed) || !('value' in parsed)) return undefined;
    return typeof parsed.storedAt === 'number' ? { value: parsed.value, storedAt: parsed.storedAt } : undefined;
  } catch {
    return undefined;
  }
}
