/**
 * Stale-while-revalidate with last-good fallback: a fresh entry is served as is, a stale one is
 * served at once while one refresh runs in the background, and when a refresh fails the last good
 * value keeps being served. Only a key never loaded successfully makes the caller wait (and fail).
 *
 * Entries live in process memory. With a `shared` store (Redis, server/redis/swr-store.ts) that
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

interface Entry extends StoredEntry {
  refreshing?: Promise<unknown>;
}

export function createSwrCache(options: {
  ttlMs: number;
  now?: () => number;
  shared?: SharedEntries;
  onRefreshError?: (key: string, error: unknown) => void;
  /** Each lookup and how it was served (`stale`: from the cache while a refresh runs), for /metrics. */
  onLookup?: (key: string, result: 'hit' | 'stale' | 'shared' | 'miss') => void;
}): SwrCache {
  const now = options.now ?? Date.now;
  const { shared } = options;
  const entries = new Map<string, Entry>();
  const firstLoads = new Map<string, Promise<{ value: unknown; fromShared: boolean }>>();
  const isStale = (entry: StoredEntry) => now() - entry.storedAt >= options.ttlMs;

  /** Loads from upstream, keeps the value here and hands it to the other replicas. */
  async function loadAndStore<T>(key: string, load: () => Promise<T>): Promise<T> {
    const value = await load();
    const entry = { value, storedAt: now() };
    entries.set(key, entry);
    await shared?.write(key, entry);
    return value;
  }

  function refresh<T>(key: string, entry: Entry, load: () => Promise<T>): void {
    if (entry.refreshing) return;
    entry.refreshing = (async () => {
      // Another replica may have refreshed it already: then upstream need not be asked again.
      const copy = await shared?.read(key);
      if (copy && copy.storedAt > entry.storedAt) {
        // Past the first await `entry.refreshing` is set: the adopted entry shares this refresh.
        entries.set(key, { value: copy.value, storedAt: copy.storedAt, refreshing: isStale(copy) ? entry.refreshing : undefined });
        if (!isStale(copy)) return;
      }
      await loadAndStore(key, load);
    })().catch((error: unknown) => {
      const current = entries.get(key) ?? entry;
      current.refreshing = undefined;
      entry.refreshing = undefined;
      // Try again soon rather than on every request while upstream is down.
      current.storedAt = now() - options.ttlMs + Math.min(options.ttlMs, 5_000);
      options.onRefreshError?.(key, error);
    });
  }

  /** A key this process has not got: the shared copy if there is one (refreshed when stale), else upstream. */
  async function firstLoad<T>(key: string, load: () => Promise<T>): Promise<{ value: unknown; fromShared: boolean }> {
    const copy = await shared?.read(key);
    if (copy) {
      // A refresh of the same key may have finished meanwhile; the newer entry stays.
      const entry = entries.get(key) ?? { value: copy.value, storedAt: copy.storedAt };
      entries.set(key, entry);
      if (isStale(entry)) refresh(key, entry, load);
      return { value: entry.value, fromShared: true };
    }
    return { value: await loadAndStore(key, load), fromShared: false };
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const stale = isStale(entry);
        if (stale) refresh(key, entry, load);
        options.onLookup?.(key, stale ? 'stale' : 'hit');
        return entry.value as T;
      }
      // Without a shared store the outcome is known now; with one, once it has been asked.
      if (!shared) options.onLookup?.(key, 'miss');
      let pending = firstLoads.get(key);
      if (!pending) {
        pending = firstLoad(key, load).finally(() => firstLoads.delete(key));
        firstLoads.set(key, pending);
      }
      let result: { value: unknown; fromShared: boolean };
      try {
        result = await pending;
      } catch (error) {
        if (shared) options.onLookup?.(key, 'miss');
        throw error;
      }
      if (shared) options.onLookup?.(key, result.fromShared ? 'shared' : 'miss');
      return result.value as T;
    },
    clear() {
      entries.clear();
    },
  };
}
