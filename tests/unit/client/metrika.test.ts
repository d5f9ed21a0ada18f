import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The counter chunk (client/analytics/metrika.ts; docs/operations.md, "Analytics") against a stand-in
 * window and document: the queue Yandex's tag.js reads, tag.js only after the load event, and the
 * referrer of each hit being the page before it.
 */
type Ym = ((...args: unknown[]) => void) & { a?: IArguments[]; l?: number };

function fakePage(readyState: 'loading' | 'complete') {
  const listeners = new Map<string, () => void>();
  const added: Array<{ async: boolean; src: string }> = [];
  const page = {
    ym: undefined as Ym | undefined,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const document = {
    readyState,
    createElement: () => ({ async: false, src: '' }),
    head: { append: (element: { async: boolean; src: string }) => added.push(element) },
  };
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', document);
  return { page, added, fireLoad: () => listeners.get('load')?.() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the Yandex Metrika counter chunk', () => {
  it('queues init with the counter options and adds tag.js, async, once the page has loaded', async () => {
    const { page, added, fireLoad } = fakePage('loading');
    const metrika = await import('#client/analytics/metrika');
    metrika.start(123, 'https://example.ru/');
    const queue = page.ym!;
    expect(queue.a!.map((args) => [...args])).toEqual([[123, 'init', metrika.counterOptions]]);
    // Yandex's snippet queues arguments objects; tag.js replays those.
    expect(Object.prototype.toString.call(queue.a![0])).toBe('[object Arguments]');
    expect(queue.l).toBeTypeOf('number');
    expect(metrika.counterOptions).toEqual({
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      webvisor: true,
      ecommerce: 'dataLayer',
    });
    expect(added).toEqual([]);
    fireLoad();
    expect(added).toEqual([{ async: true, src: 'https://mc.yandex.ru/metrika/tag.js' }]);
  });

  it('adds tag.js at once when the page has already loaded', async () => {
    const { added } = fakePage('complete');
    (await import('#client/analytics/metrika')).start(123, 'https://example.ru/');
    expect(added).toHaveLength(1);
  });

  it('each hit names the page before it as its referrer, through whatever ym is by then', async () => {
    const { page } = fakePage('complete');
    const metrika = await import('#client/analytics/metrika');
    metrika.start(123, 'https://example.ru/');
    metrika.hit('https://example.ru/portfolio', 'Портфолио');
    expect([...page.ym!.a![1]!]).toEqual([
      123,
      'hit',
      'https://example.ru/portfolio',
      { title: 'Портфолио', referer: 'https://example.ru/' },
    ]);
    // tag.js has arrived and replaced the queue.
    const calls: unknown[][] = [];
    page.ym = (...args: unknown[]) => void calls.push(args);
    metrika.hit('https://example.ru/about', 'О компании');
    expect(calls).toEqual([[123, 'hit', 'https://example.ru/about', { title: 'О компании', referer: 'https://example.ru/portfolio' }]]);
  });

  it('an ym already on the page (another copy of the snippet) is used, not replaced', async () => {
    const { page } = fakePage('complete');
    const calls: unknown[][] = [];
    const existing: Ym = (...args: unknown[]) => void calls.push(args);
    page.ym = existing;
    (await import('#client/analytics/metrika')).start(123, 'https://example.ru/');
    expect(page.ym).toBe(existing);
    expect(calls).toEqual([[123, 'init', expect.objectContaining({ webvisor: true })]]);
  });

  it('goals go to the counter by name; e-commerce events into the dataLayer tag.js reads', async () => {
    const { page } = fakePage('complete');
    const metrika = await import('#client/analytics/metrika');
    metrika.start(123, 'https://example.ru/');
    metrika.goal('quoteRequestSent');
    metrika.ecommerce({ add: { products: [{ id: 'p' }] } });
    expect([...page.ym!.a![1]!]).toEqual([123, 'reachGoal', 'quote_request_sent']);
    expect((page as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { ecommerce: { currencyCode: 'RUB', add: { products: [{ id: 'p' }] } } },
    ]);
  });
});
