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

/**
 * The second level of reused HTML in Redis: one string per page, the bytes as they are, after a
 * 4-byte length and the JSON of its headers and times. Written with an expiry of the page's freshness
 * and staleness together: after that no replica would serve it anyway. Failures are counted and logged
 * by the connection (server/redis/connection.ts) and otherwise ignored: pages are then kept per process.
 */
export function createRedisHtmlStore(options: { connection: RedisConnection }): SharedPages {
  const { connection } = options;
  return {
    async read(key) {
      const stored = await connection.attempt('cache', () => connection.client.getBuffer(redisKeyOf(key)));
      return stored.ok && stored.value !== null ? decodePage(stored.value) : undefined;
    },
    async write(key, page, keepMs) {
      await connection.attempt('cache', () => connection.client.set(redisKeyOf(key), encodePage(page), 'PX', keepMs));
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
