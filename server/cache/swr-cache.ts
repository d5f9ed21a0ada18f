import { LRUCache } from 'lru-cache';

/**
 * Stale-while-revalidate with last-good fallback: a fresh entry is served as is, a stale one is
 * served at once while one refresh runs in the background, and when a refresh fails the last good
 * value keeps being served. Only a key never loaded successfully makes the caller wait (and fail).
 *
 * Entries live in process memory, in lru-cache (its `fetch` serves stale values, runs one load per
 * key and keeps the stale value when the load fails). With a `shared` store (Redis, server/redis/swr-store.ts) that
 * memory is the first level and the store the second: a key this process lacks, or holds stale, is
 * looked up there before upstream is asked, and every value loaded is written there with the time it
 * was loaded, so one replica's refresh serves the others (docs/operations.md, "Redis").
 */
export interface SwrCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets this process's entries; a shared store keeps its copies. */
  clear(): void;
}

/** A value and when it was loaded (the loader's clock, ms). */
export interface StoredEntry {
  value: unknown;
  storedAt: number;
}

/**
 * The second level. It never throws: a store it cannot reach reads as empty and drops writes, and
 * the cache goes on in memory alone.
 */
export interface SharedEntries {
  read(key: string): Promise<StoredEntry | undefined>;
  write(key: string, entry: StoredEntry): Promise<void>;
}

type Load = () => Promise<unknown>;

/** Keys are a handful of names (the shell's calls, the sitemap's parts): the bound is only a guard. */
const maxKeys = 1000;
/** A refresh that failed is tried again after this long, not on every request while upstream is down. */
const retryPauseMs = 5_000;

export function createSwrCache(options: {
  ttlMs: number;
  now?: () => number;
  shared?: SharedEntries;
  onRefreshError?: (key: string, error: unknown) => void;
  /** Each lookup and how it was served (`stale`: from the cache while a refresh runs), for /metrics. */
  onLookup?: (key: string, result: 'hit' | 'stale' | 'shared' | 'miss') => void;
}): SwrCache {
  const now = options.now ?? Date.now;
  const { shared, ttlMs } = options;
  const isStale = (entry: StoredEntry) => now() - entry.storedAt >= ttlMs;
  /** Entries taken from the shared store rather than loaded here: a first lookup served by them is `shared`. */
  const fromShared = new WeakSet<StoredEntry>();

  const memory: LRUCache<string, StoredEntry, Load> = new LRUCache<string, StoredEntry, Load>({
    max: maxKeys,
    ttl: ttlMs,
    // lru-cache reads a start time of 0 as "no time limit", and an injected clock may start there.
    perf: { now: () => now() + 1 },
    // Read the clock on every lookup: the default caches it for a millisecond, which an injected clock outruns.
    ttlResolution: 0,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    /** A key's load: `stale` is the entry held (a refresh) or undefined (a first load, which callers wait for). */
    async fetchMethod(key, stale, { options: entryOptions, context: load }) {
      // Another replica may have loaded or refreshed it already: then upstream need not be asked again.
      const copy = await shared?.read(key);
      if (copy && (stale === undefined || (copy.storedAt > stale.storedAt && !isStale(copy)))) {
        fromShared.add(copy);
        // Fresh for what is left of its time; a stale copy is served once and refreshed (`get`).
        entryOptions.ttl = Math.max(1, ttlMs - (now() - copy.storedAt));
        return copy;
      }
      try {
        const entry = { value: await load(), storedAt: now() };
        await shared?.write(key, entry);
        return entry;
      } catch (error) {
        if (stale === undefined) throw error;
        options.onRefreshError?.(key, error);
        entryOptions.ttl = Math.min(ttlMs, retryPauseMs);
        return stale;
      }
    },
  });

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const status: LRUCache.Status<string, StoredEntry, Load> = {};
      const lookup = memory.fetch(key, { context: load, status });
      // Without a shared store a miss is known now; with one, once it has been asked.
      const missing = status.fetch === 'miss' || (status.fetch === 'inflight' && !status.returnedStale);
      if (missing && !shared) options.onLookup?.(key, 'miss');
      let entry: StoredEntry | undefined;
      try {
        entry = await lookup;
      } catch (error) {
        if (missing && shared) options.onLookup?.(key, 'miss');
        throw error;
      }
      // lru-cache resolves a fetch it could not complete to undefined; none of ours end that way.
      if (entry === undefined) throw new Error(`swr cache: no value for ${key}`);
      if (missing && shared) options.onLookup?.(key, fromShared.has(entry) ? 'shared' : 'miss');
      if (!missing) options.onLookup?.(key, status.returnedStale ? 'stale' : 'hit');
      // A stale copy from the shared store answered a first lookup: refresh it now, in the background.
      if (missing && fromShared.has(entry) && isStale(entry)) void memory.fetch(key, { context: load, forceRefresh: true });
      return entry.value as T;
    },
    clear() {
      memory.clear();
    },
  };
}
