/**
 * The product feed's last complete copy (docs/operations.md, "Yandex product feed"): served while it is
 * younger than `ttlMs` and was built under the content version upstream has now, for the same origin
 * (without PUBLIC_ORIGIN the feed names the request's own). A feed larger than
 * `maxBytes` is never kept: it is built afresh, streamed, for each request, so memory stays bounded.
 */
export interface FeedCache {
  /** The bytes built under `version` for `origin`, if still fresh. */
  get(version: string | null, origin: string): Uint8Array | undefined;
  put(version: string | null, origin: string, body: Uint8Array): void;
  readonly maxBytes: number;
}

export function createFeedCache(options: { ttlMs: number; maxBytes: number; now?: () => number }): FeedCache {
  const now = options.now ?? Date.now;
  let held: { version: string | null; origin: string; storedAt: number; body: Uint8Array } | undefined;
  return {
    maxBytes: options.maxBytes,
    get(version, origin) {
      if (!held) return undefined;
      // A copy from before a content change, or too old, is let go at once rather than kept beside the next.
      if (held.version !== version || now() - held.storedAt >= options.ttlMs) held = undefined;
      return held?.origin === origin ? held.body : undefined;
    },
    put(version, origin, body) {
      if (body.byteLength <= options.maxBytes) held = { version, origin, storedAt: now(), body };
    },
  };
}
