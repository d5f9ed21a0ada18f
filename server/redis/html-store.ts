import { createHash } from 'node:crypto';
import type { SharedPages, StoredPage } from '../cache/html-cache';
import type { RedisConnection } from './connection';

/**
 * `site:html:v1:<variant>:<hash>`: reused page HTML (docs/decisions/011-reused-public-html.md). The hash
 * is a base64url SHA-256 of the page's key (origin, path, query), so an address — which may carry an
 * e-mail in its query — is not spelled out in the key list. `v1` changes when the stored layout does.
 */
export const htmlKeyPrefix = 'site:html:v1:';

/** The page's answer headers and times, before its bytes. */
interface PageMeta {
  etag: string;
  contentType: string;
  cacheControl: string;
  storedAt: number;
  version: string | null;
}

/** The key of the index of stored pages (sorted by expiry), their sizes and their total (docs/operations.md, "Redis"). */
export const htmlIndexKeys = {
  index: `${htmlKeyPrefix}index`,
  sizes: `${htmlKeyPrefix}sizes`,
  total: `${htmlKeyPrefix}bytes`,
};

/**
 * Stores one page and keeps the total under the budget, in one step: pages past their expiry leave
 * the index first, then the soonest to expire go until the new one fits. The index keys expire with
 * the pages, so an idle site leaves nothing behind and an evicted index cannot keep the total wrong
 * for longer than one page's life.
 */
const storeWithinBudget = `
local index, sizes, total, key = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local now, expireAt, budget, keepMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[5]
local size = string.len(ARGV[4])
local function drop(k)
  local s = tonumber(redis.call('hget', sizes, k) or '0')
  redis.call('hdel', sizes, k)
  redis.call('zrem', index, k)
  redis.call('del', k)
  if redis.call('decrby', total, s) < 0 then redis.call('set', total, 0) end
end
for _, k in ipairs(redis.call('zrangebyscore', index, '-inf', now)) do drop(k) end
if redis.call('zscore', index, key) then drop(key) end
while tonumber(redis.call('get', total) or '0') + size > budget do
  local soonest = redis.call('zrange', index, 0, 0)
  if #soonest == 0 then break end
  drop(soonest[1])
end
redis.call('set', key, ARGV[4], 'PX', keepMs)
redis.call('zadd', index, expireAt, key)
redis.call('hset', sizes, key, size)
redis.call('incrby', total, size)
redis.call('pexpire', index, keepMs)
redis.call('pexpire', sizes, keepMs)
redis.call('pexpire', total, keepMs)
return size`;

/**
 * The second level of reused HTML in Redis: one string per page, the bytes as they are, after a
 * 4-byte length and the JSON of its headers and times. Written with an expiry of the page's freshness
 * and staleness together: after that no replica would serve it anyway. Bounded, so that views of many
 * addresses cannot fill Redis (docs/operations.md, "Redis"): a page larger than `maxEntryBytes` is
 * kept per process only, and all pages together stay under `maxTotalBytes`, the soonest to expire
 * going first. Failures are counted and logged by the connection (server/redis/connection.ts) and
 * otherwise ignored: pages are then kept per process.
 */
export function createRedisHtmlStore(options: {
  connection: RedisConnection;
  maxEntryBytes: number;
  maxTotalBytes: number;
  now?: () => number;
}): SharedPages {
  const { connection } = options;
  const now = options.now ?? Date.now;
  return {
    async read(key) {
      const stored = await connection.attempt('cache', () => connection.client.getBuffer(redisKeyOf(key)));
      return stored.ok && stored.value !== null ? decodePage(stored.value) : undefined;
    },
    async write(key, page, keepMs) {
      const encoded = encodePage(page);
      if (encoded.byteLength > options.maxEntryBytes || encoded.byteLength > options.maxTotalBytes) return;
      const t = now();
      await connection.attempt('cache', () =>
        connection.client.eval(
          storeWithinBudget,
          4,
          htmlIndexKeys.index,
          htmlIndexKeys.sizes,
          htmlIndexKeys.total,
          redisKeyOf(key),
          String(t),
          String(t + keepMs),
          String(options.maxTotalBytes),
          encoded,
          String(keepMs),
        ),
      );
    },
  };
}

/** The Redis key of a page key (`visitor http://…/path?query`, server/ssr/page-key.ts). */
export function redisKeyOf(key: string): string {
  const space = key.indexOf(' ');
  const variant = space > 0 ? key.slice(0, space) : 'page';
  return `${htmlKeyPrefix}${variant}:${createHash('sha256').update(key).digest('base64url')}`;
}

export function encodePage(page: StoredPage): Buffer {
  const meta: PageMeta = {
    etag: page.etag,
    contentType: page.contentType,
    cacheControl: page.cacheControl,
    storedAt: page.storedAt,
    version: page.version,
  };
  const metaBytes = Buffer.from(JSON.stringify(meta));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(metaBytes.byteLength);
  return Buffer.concat([length, metaBytes, page.body]);
}

/** A stored page, or undefined for anything else found under the key (it is then rendered afresh and overwritten). */
export function decodePage(stored: Buffer): StoredPage | undefined {
  if (stored.byteLength < 4) return undefined;
  const metaLength = stored.readUInt32BE(0);
  if (4 + metaLength > stored.byteLength) return undefined;
  let meta: unknown;
  try {
    meta = JSON.parse(stored.subarray(4, 4 + metaLength).toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isMeta(meta)) return undefined;
  // A copy: the reply's buffer may be a view of a larger one, which the page would keep alive.
  const body = new Uint8Array(stored.byteLength - 4 - metaLength);
  body.set(stored.subarray(4 + metaLength));
  return { ...meta, body };
}

function isMeta(value: unknown): value is PageMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta = value as Record<string, unknown>;
  return (
    typeof meta.etag === 'string' &&
    typeof meta.contentType === 'string' &&
    typeof meta.cacheControl === 'string' &&
    typeof meta.storedAt === 'number' &&
    (meta.version === null || typeof meta.version === 'string')
  );
}
