import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The comparison list's store (client/features/catalog/compare/compare-cookie.ts) reads
 * `document.cookie` once per change, not on each of React's snapshot checks: a grid of 24 cards asked
 * for it hundreds of times while hydrating.
 */
function fakeDocument(cookie: string) {
  const listeners = new Map<string, () => void>();
  const state = { cookie, reads: 0, visibilityState: 'visible' };
  const document = {
    get cookie() {
      state.reads += 1;
      return state.cookie;
    },
    get visibilityState() {
      return state.visibilityState;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  vi.stubGlobal('document', document);
  return { state, fire: (type: string) => listeners.get(type)?.(), listening: (type: string) => listeners.has(type) };
}

async function freshStore() {
  vi.resetModules();
  return import('../../../client/features/catalog/compare/compare-cookie');
}

afterEach(() => vi.unstubAllGlobals());

describe('the comparison list in the browser', () => {
  it('reads the cookie once however often it is asked', async () => {
    const browser = fakeDocument('session=x; compare=a.b');
    const store = await freshStore();
    for (let i = 0; i < 100; i++) expect(store.rawCookie()).toBe('a.b');
    expect(browser.state.reads).toBe(1);
  });

  it('reads it again after a change of ours, and tells every reader', async () => {
    const browser = fakeDocument('compare=a');
    const store = await freshStore();
    const reader = vi.fn();
    store.subscribe(reader);
    expect(store.rawCookie()).toBe('a');
    browser.state.cookie = 'compare=a.c';
    expect(store.rawCookie()).toBe('a');
    store.refreshCompareList();
    expect(reader).toHaveBeenCalledTimes(1);
    expect(store.rawCookie()).toBe('a.c');
    expect(browser.state.reads).toBe(2);
  });

  it('reads it again when the tab is shown, since another tab may have changed it', async () => {
    const browser = fakeDocument('compare=a');
    const store = await freshStore();
    const reader = vi.fn();
    const unsubscribe = store.subscribe(reader);
    expect(store.rawCookie()).toBe('a');
    browser.state.cookie = '';
    browser.state.visibilityState = 'hidden';
    browser.fire('visibilitychange');
    expect(reader).not.toHaveBeenCalled();
    browser.state.visibilityState = 'visible';
    browser.fire('visibilitychange');
    expect(reader).toHaveBeenCalledTimes(1);
    expect(store.rawCookie()).toBe('');
    unsubscribe();
    expect(browser.listening('visibilitychange')).toBe(false);
  });

  it('reads a value that does not decode as it is: its valid ids count, nothing throws', async () => {
    fakeDocument('compare=a');
    const store = await freshStore();
    expect(store.compareIdsIn('%ZZ.abc')).toEqual(['abc']);
    expect(store.compareIdsIn('%E0%A4%A')).toEqual([]);
    expect(store.compareIdsIn('a%2Eb')).toEqual(['a', 'b']);
  });
});
