import { describe, expect, it } from 'vitest';
import { createSwrCache, type SharedEntries, type StoredEntry } from '#server/cache/swr-cache';

describe('stale-while-revalidate cache', () => {
  it('serves a fresh entry without loading again', async () => {
    let now = 0;
    let loads = 0;
    const cache = createSwrCache({ ttlMs: 1000, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 500;
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves a stale entry at once and refreshes it in the background', async () => {
    let now = 0;
    let loads = 0;
    const cache = createSwrCache({ ttlMs: 1000, now: () => now });
    const load = async () => ++loads;
    await cache.get('k', load);
    now = 1500;
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load)).toBe(2);
  });

  it('keeps the last good value when a refresh fails', async () => {
    let now = 0;
    let fail = false;
    const errors: string[] = [];
    const cache = createSwrCache({ ttlMs: 1000, now: () => now, onRefreshError: (key) => errors.push(key) });
    const load = async () => {
      if (fail) throw new Error('down');
      return 'good';
    };
    await cache.get('k', load);
    fail = true;
    now = 5000;
    expect(await cache.get('k', load)).toBe('good');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load)).toBe('good');
    expect(errors).toEqual(['k']);
  });

  it('after a failed refresh, tries again only once the retry pause is over', async () => {
    let now = 0;
    let loads = 0;
    let fail = false;
    const cache = createSwrCache({ ttlMs: 60_000, now: () => now });
    const load = async () => {
      loads++;
      if (fail) throw new Error('down');
      return 'good';
    };
    await cache.get('k', load);
    fail = true;
    now = 61_000;
    await cache.get('k', load);
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2);
    now = 65_000;
    expect(await cache.get('k', load)).toBe('good');
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2);
    now = 66_500;
    expect(await cache.get('k', load)).toBe('good');
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(3);
  });

  it('shares one first load between concurrent callers and fails them when it fails', async () => {
    let loads = 0;
    const cache = createSwrCache({ ttlMs: 1000 });
    const load = async () => {
      loads++;
      throw new Error('down');
    };
    const results = await Promise.allSettled([cache.get('k', load), cache.get('k', load)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
  });
});

describe('with a shared second level', () => {
  function sharedMap() {
    const map = new Map<string, StoredEntry>();
    const store: SharedEntries = {
      read: async (key) => map.get(key),
      write: async (key, entry) => void map.set(key, entry),
    };
    return { map, store };
  }

  it('serves a key it lacks from the shared copy, and loads (and shares) only when there is none', async () => {
    const now = 0;
    const { map, store } = sharedMap();
    const lookups: string[] = [];
    const cache = createSwrCache({ ttlMs: 1000, now: () => now, shared: store, onLookup: (_k, r) => lookups.push(r) });
    map.set('a', { value: 'from another replica', storedAt: 0 });
    let loads = 0;
    const load = async () => `loaded ${++loads}`;
    expect(await cache.get('a', load)).toBe('from another replica');
    expect(await cache.get('b', load)).toBe('loaded 1');
    expect(map.get('b')).toEqual({ value: 'loaded 1', storedAt: 0 });
    expect(await cache.get('a', load)).toBe('from another replica');
    expect(lookups).toEqual(['shared', 'miss', 'hit']);
  });

  it('a stale shared copy is served at once and refreshed once', async () => {
    let now = 5000;
    const { map, store } = sharedMap();
    map.set('k', { value: 'old', storedAt: 0 });
    let loads = 0;
    const cache = createSwrCache({ ttlMs: 1000, now: () => now, shared: store });
    const load = async () => `new ${++loads}`;
    const [first, second] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([first, second]).toEqual(['old', 'old']);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load)).toBe('new 1');
    expect(loads).toBe(1);
    expect(map.get('k')).toEqual({ value: 'new 1', storedAt: 5000 });
    now = 5500;
    expect(await cache.get('k', load)).toBe('new 1');
  });

  it('when stale here, takes a fresher shared copy instead of loading', async () => {
    let now = 0;
    const { map, store } = sharedMap();
    let loads = 0;
    const cache = createSwrCache({ ttlMs: 1000, now: () => now, shared: store });
    const load = async () => `mine ${++loads}`;
    expect(await cache.get('k', load)).toBe('mine 1');
    now = 2000;
    map.set('k', { value: 'refreshed elsewhere', storedAt: 1900 });
    expect(await cache.get('k', load)).toBe('mine 1');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load)).toBe('refreshed elsewhere');
    expect(loads).toBe(1);
  });
});
