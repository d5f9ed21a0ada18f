import { describe, expect, it } from 'vitest';
import { createHtmlCache, etagMatches, type PageAnswer, type SharedPages, type StoredPage } from '#server/cache/html-cache';
import { watchContentVersion } from '#server/upstream/content-version';
import { decodePage, encodePage, redisKeyOf } from '#server/redis/html-store';
import { pageCacheKey } from '#server/ssr/page-key';

const get = (headers: Record<string, string> = {}) => new Request('http://site.test/page', { headers });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A renderer that counts its renders and streams `text` in two chunks, the second after `gate` opens. */
function renderer(text: () => string, init: { status?: number; reusable?: boolean; headers?: Record<string, string> } = {}) {
  let renders = 0;
  let backgroundRenders = 0;
  let open: () => void = () => {};
  let gate = Promise.resolve();
  const render = async (background: boolean): Promise<PageAnswer> => {
    renders += 1;
    if (background) backgroundRenders += 1;
    const body = new TextEncoder().encode(text());
    const wait = gate;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.slice(0, 3));
        await wait;
        controller.enqueue(body.slice(3));
        controller.close();
      },
    });
    return {
      response: new Response(stream, {
        status: init.status ?? 200,
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0', ...init.headers },
      }),
      reusable: init.reusable ?? true,
    };
  };
  return {
    render,
    renders: () => renders,
    backgroundRenders: () => backgroundRenders,
    /** Holds every later render's second chunk until the returned function is called. */
    hold() {
      gate = new Promise((resolve) => (open = resolve));
      return () => open();
    },
  };
}

function cache(now: () => number, extra: Partial<Parameters<typeof createHtmlCache>[0]> = {}) {
  const lookups: string[] = [];
  const instance = createHtmlCache({
    ttlMs: 1000,
    staleMs: 5000,
    maxEntries: 100,
    maxBytes: 1_000_000,
    now,
    onLookup: (result) => lookups.push(result),
    ...extra,
  });
  return { cache: instance, lookups };
}

describe('reused page HTML', () => {
  it('streams the first render, then serves the same bytes with Content-Length and a strong ETag', async () => {
    const t = 0;
    const { cache: html, lookups } = cache(() => t);
    const page = renderer(() => '<html>первая</html>');
    const first = await html.serve(get(), 'k', page.render);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.headers.get('etag')).toBeNull();
    const firstText = await first.text();
    await tick();
    const second = await html.serve(get(), 'k', page.render);
    expect(await second.text()).toBe(firstText);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(firstText)));
    expect(second.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0');
    expect(page.renders()).toBe(1);
    expect(lookups).toEqual(['miss', 'hit']);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const { cache: html } = cache(() => 0);
    const page = renderer(() => 'страница');
    await (await html.serve(get(), 'k', page.render)).text();
    await tick();
    const etag = (await html.serve(get(), 'k', page.render)).headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const answer = await html.serve(get({ 'if-none-match': header }), 'k', page.render);
      expect(answer.status, header).toBe(304);
      expect(await answer.text()).toBe('');
      expect(answer.headers.get('etag')).toBe(etag);
    }
    expect((await html.serve(get({ 'if-none-match': '"other"' }), 'k', page.render)).status).toBe(200);
  });

  it('renders a missing key once however many ask at the same time; the others get the complete bytes', async () => {
    const { cache: html } = cache(() => 0);
    const page = renderer(() => 'медленная страница');
    const release = page.hold();
    const answers = Array.from({ length: 50 }, () => html.serve(get(), 'k', page.render));
    await tick();
    release();
    const texts = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(new Set(texts)).toEqual(new Set(['медленная страница']));
    expect(page.renders()).toBe(1);
  });

  it('serves a stale page at once while one background render replaces it', async () => {
    let t = 0;
    const { cache: html, lookups } = cache(() => t);
    let text = 'старая';
    const page = renderer(() => text);
    await (await html.serve(get(), 'k', page.render)).text();
    await tick();
    text = 'новая';
    t = 1500;
    const release = page.hold();
    const stale = await Promise.all(Array.from({ length: 10 }, () => html.serve(get(), 'k', page.render)));
    for (const answer of stale) expect(await answer.text()).toBe('старая');
    expect(stale[0]!.headers.get('x-cache')).toBe('stale');
    release();
    await tick();
    await tick();
    expect(page.backgroundRenders()).toBe(1);
    expect(await (await html.serve(get(), 'k', page.render)).text()).toBe('новая');
    expect(lookups.slice(-1)).toEqual(['hit']);
  });

  it('renders again, with the visitor waiting, once a page is older than its freshness and staleness', async () => {
    let t = 0;
    const { cache: html } = cache(() => t);
    let text = 'старая';
    const page = renderer(() => text);
    await (await html.serve(get(), 'k', page.render)).text();
    await tick();
    text = 'новая';
    t = 6000;
    const answer = await html.serve(get(), 'k', page.render);
    expect(answer.headers.get('x-cache')).toBe('miss');
    expect(await answer.text()).toBe('новая');
  });

  it('a page rendered under another content version is stale', async () => {
    let version = '1';
    const watch = watchContentVersion({ read: async () => version, everyMs: 0 });
    const { cache: html } = cache(() => 0, { version: watch });
    let text = 'до правки';
    const page = renderer(() => text);
    await (await html.serve(get(), 'k', page.render)).text();
    await tick();
    expect(await (await html.serve(get(), 'k', page.render)).text()).toBe('до правки');
    version = '2';
    text = 'после правки';
    // The first lookup learns the version; the next one serves stale and refreshes.
    await (await html.serve(get(), 'k', page.render)).text();
    await tick();
    const stale = await html.serve(get(), 'k', page.render);
    expect(stale.headers.get('x-cache')).toBe('stale');
    await stale.text();
    await tick();
    await tick();
    expect(await (await html.serve(get(), 'k', page.render)).text()).toBe('после правки');
  });

  it('keeps nothing that is not for everyone: errors, answers that set cookies, renders said personal', async () => {
    const cases = [
      renderer(() => 'не найдено', { status: 404 }),
      renderer(() => 'с cookie', { headers: { 'set-cookie': 'flash=; Max-Age=0' } }),
      renderer(() => 'личное', { reusable: false }),
    ];
    for (const page of cases) {
      const { cache: html } = cache(() => 0);
      await (await html.serve(get(), 'k', page.render)).text();
      await tick();
      await (await html.serve(get(), 'k', page.render)).text();
      expect(page.renders()).toBe(2);
      expect(html.size().entries).toBe(0);
    }
  });

  it('keeps nothing whose render saw a read fail, even when the answer was a 200', async () => {
    const { cache: html } = cache(() => 0);
    const page = renderer(() => 'раздел не загрузился');
    const render = async (background: boolean) => ({ ...(await page.render(background)), intact: () => false });
    await (await html.serve(get(), 'k', render)).text();
    await tick();
    expect(html.size().entries).toBe(0);
  });

  it('a stale page whose background render fails stays until its time is up', async () => {
    let t = 0;
    const errors: string[] = [];
    const { cache: html } = cache(() => t, { onRefreshError: (key) => errors.push(key) });
    let fail = false;
    const page = renderer(() => 'хорошая');
    const render = async (background: boolean) => {
      if (fail) throw new Error('upstream down');
      return page.render(background);
    };
    await (await html.serve(get(), 'k', render)).text();
    await tick();
    fail = true;
    t = 1500;
    expect(await (await html.serve(get(), 'k', render)).text()).toBe('хорошая');
    await tick();
    expect(errors).toEqual(['k']);
    expect(await (await html.serve(get(), 'k', render)).text()).toBe('хорошая');
  });

  it('holds at most its entries and bytes, least recently used out first', async () => {
    const { cache: html } = cache(() => 0, { maxEntries: 2 });
    const page = renderer(() => 'x'.repeat(100));
    for (const key of ['a', 'b']) await (await html.serve(get(), key, page.render)).text();
    await tick();
    await (await html.serve(get(), 'a', page.render)).text();
    await (await html.serve(get(), 'c', page.render)).text();
    await tick();
    expect(html.size().entries).toBe(2);
    const renders = page.renders();
    await (await html.serve(get(), 'a', page.render)).text();
    expect(page.renders()).toBe(renders);
    await (await html.serve(get(), 'b', page.render)).text();
    expect(page.renders()).toBe(renders + 1);

    const small = cache(() => 0, { maxBytes: 8 * 1024 }).cache;
    for (const key of ['a', 'b', 'c', 'd']) await (await small.serve(get(), key, renderer(() => 'y'.repeat(300)).render)).text();
    await tick();
    expect(small.size().bytes).toBeLessThanOrEqual(8 * 1024);
    // A page over an eighth of the cache is not kept at all.
    await (await small.serve(get(), 'big', renderer(() => 'z'.repeat(2000)).render)).text();
    await tick();
    expect((await small.serve(get(), 'big', renderer(() => 'z').render)).headers.get('x-cache')).toBe('miss');
  });

  it('counts a compressed copy in the bytes of its page', async () => {
    const { cache: html } = cache(() => 0);
    // Words, not one letter repeated: the copy must be large enough to see.
    const text = Array.from({ length: 400 }, (_, i) => `слово${i}`).join(' ');
    await (await html.serve(get(), 'k', renderer(() => text).render)).text();
    await tick();
    const plain = html.size().bytes;
    const compressed = await html.serve(get({ 'accept-encoding': 'br' }), 'k', renderer(() => text).render);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const copyBytes = (await compressed.arrayBuffer()).byteLength;
    expect(html.size().bytes).toBe(plain + copyBytes);
  });

  it('asks the shared store before rendering, and writes every page rendered to it', async () => {
    const store = new Map<string, StoredPage>();
    const shared: SharedPages = {
      read: async (key) => store.get(key),
      write: async (key, page) => void store.set(key, page),
    };
    const one = cache(() => 0, { shared });
    const two = cache(() => 0, { shared });
    const page = renderer(() => 'общая');
    await (await one.cache.serve(get(), 'k', page.render)).text();
    await tick();
    const answer = await two.cache.serve(get(), 'k', page.render);
    expect(await answer.text()).toBe('общая');
    expect(answer.headers.get('x-cache')).toBe('shared');
    expect(page.renders()).toBe(1);
    expect(two.lookups).toEqual(['shared']);
  });
});

describe('the key of a reused page', () => {
  const key = (address: string, variant: 'crawler' | 'visitor' = 'visitor') =>
    pageCacheKey(variant, 'http://site.test', new URL(address, 'http://site.test'));

  it('orders parameters by name, keeping the order of a repeated one', () => {
    expect(key('/catalog/x?b=2&a=1')).toBe(key('/catalog/x?a=1&b=2'));
    expect(key('/catalog/x?brand=iek&in_stock=1&brand=abb')).toBe(key('/catalog/x?in_stock=1&brand=iek&brand=abb'));
    expect(key('/catalog/x?brand=iek&brand=abb')).not.toBe(key('/catalog/x?brand=abb&brand=iek'));
  });

  it('decodes and encodes one way, and an empty query is none', () => {
    expect(key('/catalog/search?q=%D0%B0%D0%B2%D1%82%D0%BE')).toBe(key('/catalog/search?q=авто'));
    expect(key('/catalog/search?q=a+b')).toBe(key('/catalog/search?q=a%20b'));
    expect(key('/about?')).toBe(key('/about'));
  });

  it('tells variants, origins and paths apart', () => {
    expect(key('/about', 'crawler')).not.toBe(key('/about', 'visitor'));
    expect(pageCacheKey('visitor', 'http://a.test', new URL('http://a.test/about'))).not.toBe(
      pageCacheKey('visitor', 'http://b.test', new URL('http://b.test/about')),
    );
    expect(key('/about')).not.toBe(key('/About'));
  });

  it('compares If-None-Match weakly', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
  });
});

describe('the content version as the BFF knows it', () => {
  it('asks at most once per interval, keeps the last version while upstream is down, and waits for a check in flight', async () => {
    let t = 0;
    let calls = 0;
    let answer: () => Promise<string> = async () => '7';
    const watch = watchContentVersion({ read: () => (calls++, answer()), now: () => t, everyMs: 1000 });
    expect(await watch.settled()).toBe('7');
    expect(watch.current()).toBe('7');
    expect(calls).toBe(1);
    t = 1000;
    answer = async () => {
      throw new Error('down');
    };
    expect(await watch.settled()).toBe('7');
    expect(calls).toBe(2);
  });

  it('an upstream without the call: unknown, and asked again only after a long pause', async () => {
    const { UpstreamError } = await import('#server/upstream/errors');
    let t = 0;
    let calls = 0;
    const support: boolean[] = [];
    const watch = watchContentVersion({
      read: async () => {
        calls += 1;
        throw new UpstreamError('http', 404, 'no such call');
      },
      now: () => t,
      everyMs: 1000,
      unsupportedEveryMs: 60_000,
      onSupport: (supported) => support.push(supported),
    });
    expect(await watch.settled()).toBeNull();
    t = 5000;
    expect(await watch.settled()).toBeNull();
    expect(calls).toBe(1);
    expect(support).toEqual([false]);
  });
});

describe('a page as Redis keeps it', () => {
  it('its bytes and headers come back as they went in; anything else under the key reads as nothing', () => {
    const page: StoredPage = {
      body: new TextEncoder().encode('<html>страница</html>'),
      etag: '"abc"',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'private, no-store',
      storedAt: 1_700_000_000_000,
      version: '42',
    };
    expect(decodePage(encodePage(page))).toEqual(page);
    expect(decodePage(encodePage({ ...page, version: null }))?.version).toBeNull();
    expect(decodePage(Buffer.from('{"value":1}'))).toBeUndefined();
    expect(decodePage(Buffer.alloc(2))).toBeUndefined();
  });

  it('its key names the variant, and hashes the address', () => {
    const key = redisKeyOf('visitor http://site.test/catalog/search?q=ivan@example.ru');
    expect(key).toMatch(/^site:html:v1:visitor:[\w-]{43}$/);
    expect(key).not.toContain('example');
  });
});
