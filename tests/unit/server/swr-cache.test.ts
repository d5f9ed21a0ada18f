import { describe, expect, it } from 'vitest';
import { createSwrCache } from '#server/cache/swr-cache';

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
