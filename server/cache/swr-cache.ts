/**
 * Stale-while-revalidate with last-good fallback: a fresh entry is served as is, a stale one is
 * served at once while one refresh runs in the background, and when a refresh fails the last good
 * value keeps being served. Only a key never loaded successfully makes the caller wait (and fail).
 * In process memory; with several replicas, a shared store such as Redis can implement this same
 * interface (nothing uses one yet).
 */
export interface SwrCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  value: unknown;
  storedAt: number;
  refreshing?: Promise<unknown>;
}

export function createSwrCache(options: {
  ttlMs: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
  /** Each lookup and how it was served (`stale`: from the cache while a refresh runs), for /metrics. */
  onLookup?: (key: string, result: 'hit' | 'stale' | 'miss') => void;
}): SwrCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const firstLoads = new Map<string, Promise<unknown>>();

  function refresh<T>(key: string, entry: Entry, load: () => Promise<T>): void {
    if (entry.refreshing) return;
    entry.refreshing = load()
      .then((value) => {
        entries.set(key, { value, storedAt: now() });
      })
      .catch((error: unknown) => {
        entry.refreshing = undefined;
        // Try again soon rather than on every request while upstream is down.
        entry.storedAt = now() - options.ttlMs + Math.min(options.ttlMs, 5_000);
        options.onRefreshError?.(key, error);
      });
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const stale = now() - entry.storedAt >= options.ttlMs;
        if (stale) refresh(key, entry, load);
        options.onLookup?.(key, stale ? 'stale' : 'hit');
        return entry.value as T;
      }
      options.onLookup?.(key, 'miss');
      let pending = firstLoads.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = load()
          .then((value) => {
            entries.set(key, { value, storedAt: now() });
            return value;
          })
          .finally(() => firstLoads.delete(key));
        firstLoads.set(key, pending);
      }
      return pending;
    },
    clear() {
      entries.clear();
    },
  };
}
