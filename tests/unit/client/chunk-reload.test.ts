import { describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError, targetHref } from '#client/navigation/chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk load error reload', () => {
  it('recognises the browsers’ chunk load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once per 10 seconds per path', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnceForChunkError({ pathname: '/a' }, storage, reload, 1_000)).toBe(true);
    expect(reloadOnceForChunkError({ pathname: '/a' }, storage, reload, 5_000)).toBe(false);
    expect(reloadOnceForChunkError({ pathname: '/b' }, storage, reload, 5_000)).toBe(true);
    expect(reloadOnceForChunkError({ pathname: '/a' }, storage, reload, 11_001)).toBe(true);
    expect(reloads).toBe(3);
  });

  it('loads the target of the navigation, with its query and fragment, and counts per target path', () => {
    const storage = memoryStorage();
    const loaded: string[] = [];
    const target = { pathname: '/posts/news', search: '?page=2', hash: '#top' };
    expect(reloadOnceForChunkError(target, storage, (href) => loaded.push(href), 1_000)).toBe(true);
    expect(loaded).toEqual(['/posts/news?page=2#top']);
    // Another query of the same path within 10 s: the same path, so no second load.
    expect(reloadOnceForChunkError({ pathname: '/posts/news', search: '?page=3' }, storage, (href) => loaded.push(href), 2_000)).toBe(
      false,
    );
    expect(loaded).toHaveLength(1);
    expect(targetHref({ pathname: '/about' })).toBe('/about');
  });
});
