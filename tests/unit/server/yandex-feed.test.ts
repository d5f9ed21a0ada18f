/**
 * The YML feed's parts (docs/operations.md, "Yandex product feed"): text made XML-safe, units split,
 * the catalogue read one page at a time and cut at the size limit, the kept copy bounded and renewed.
 */
import { describe, expect, test } from 'vitest';
import type { CatalogFeedPage, ContractRead, FeedProduct } from '#shared/contract';
import { createFeedCache } from '#server/seo/feed-cache';
import { categoryId, feedPageSize, shopName, splitUnit, xmlText, yandexFeed } from '#server/seo/yandex-feed';

const product = (n: number): FeedProduct => ({
  id: `p-${n}`,
  numId: n,
  url: `product-${n}`,
  name: `Товар ${n}`,
  article: `A-${n}`,
  brand: { id: 'b', name: 'Бренд' },
  sectionId: 'sub',
  price: 100 + n,
  stock: { status: 'in_stock', quantity: 1 },
  picture: { src: '/api/media/p.png', alt: '', width: 1, height: 1 },
  description: 'Описание',
  specs: [{ key: 'current', label: 'Ток', value: '16 А' }],
});

/** A catalogue of `total` products behind a fake upstream that records which feed pages were read. */
function catalogue(total: number) {
  const pagesRead: number[] = [];
  const read = (async (name: string, _params: unknown, query?: { page?: number }) => {
    if (name === 'contacts') return [{ name: 'name', data: 'ООО «ЭлектроЩит Про»' }];
    if (name === 'catalogTree') return [{ id: 'top', name: 'Раздел', subsections: [{ id: 'sub', name: 'Подраздел' }] }];
    const page = query?.page ?? 1;
    pagesRead.push(page);
    const items = Array.from({ length: total }, (_, i) => product(i + 1)).slice((page - 1) * feedPageSize, page * feedPageSize);
    return { page, pageCount: Math.ceil(total / feedPageSize), total, items } satisfies CatalogFeedPage;
  }) as unknown as ContractRead;
  return { read, pagesRead };
}

describe('text and values', () => {
  test('markup characters become references; characters XML cannot carry are dropped', () => {
    expect(xmlText(`a<b>&"c"'d' ]]>`)).toBe('a&#60;b&#62;&#38;&#34;c&#34;&#39;d&#39; ]]&#62;');
    expect(xmlText('x\u0000\u0001\u0008\u000B\u000C\u001F\uFFFE\uFFFF\uD800y\tz\n')).toBe('xy\tz\n');
    expect(xmlText('пара 😀 остаётся')).toBe('пара 😀 остаётся');
  });

  test('a value with its unit is split; anything else is given whole', () => {
    expect(splitUnit('16 А')).toEqual({ value: '16', unit: 'А' });
    expect(splitUnit('4,5 кА')).toEqual({ value: '4,5', unit: 'кА' });
    expect(splitUnit('1 000 В')).toEqual({ value: '1000', unit: 'В' });
    expect(splitUnit('3P')).toEqual({ value: '3P' });
    expect(splitUnit('C')).toEqual({ value: 'C' });
    expect(splitUnit('3×2,5 мм²')).toEqual({ value: '3×2,5 мм²' });
  });

  test('category ids are numeric, stable and distinct; the shop name is the brand, at most 20 characters', () => {
    expect(categoryId('avtomaticheskie-vyklyuchateli')).toMatch(/^[1-9]\d{0,17}$/);
    expect(categoryId('a')).toBe(categoryId('a'));
    expect(categoryId('a')).not.toBe(categoryId('b'));
    expect(shopName('ООО «ЭлектроЩит Про»')).toBe('ЭлектроЩит Про');
    expect(shopName('ИП Иванов Иван Иванович и партнёры')).toHaveLength(20);
  });
});

describe('building the feed', () => {
  test('reads the next page only once the previous piece has been taken', async () => {
    const { read, pagesRead } = catalogue(feedPageSize * 3 + 5);
    const pieces = yandexFeed({ read, origin: 'https://example.ru' });
    const first = await pieces.next();
    expect(first.value).toContain('<yml_catalog date=');
    expect(pagesRead).toEqual([1]);
    const second = await pieces.next();
    expect(pagesRead).toEqual([1, 2]);
    let text = String(first.value) + String(second.value);
    for await (const piece of pieces) text += piece;
    expect(pagesRead).toEqual([1, 2, 3, 4]);
    expect(text.match(/<offer /g)).toHaveLength(feedPageSize * 3 + 5);
    expect(text.endsWith('</offers></shop></yml_catalog>\n')).toBe(true);
  });

  test('stops before the size limit with a whole file and says how many offers were left out', async () => {
    const { read, pagesRead } = catalogue(feedPageSize * 3);
    const cut: number[] = [];
    let text = '';
    for await (const piece of yandexFeed({ read, origin: 'https://example.ru', maxBytes: 60_000, onCut: (left) => cut.push(left) }))
      text += piece;
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(60_000);
    expect(text.endsWith('</offers></shop></yml_catalog>\n')).toBe(true);
    const offers = text.match(/<offer /g)!.length;
    expect(offers).toBeGreaterThan(0);
    expect(cut).toEqual([feedPageSize * 3 - offers]);
    expect(pagesRead.length).toBeLessThan(3);
  });
});

describe('the kept copy', () => {
  test('answers for its version and origin while fresh; a larger feed is never kept', () => {
    let now = 0;
    const cache = createFeedCache({ ttlMs: 1000, maxBytes: 10, now: () => now });
    const body = new Uint8Array(10);
    cache.put('1', 'https://a', body);
    expect(cache.get('1', 'https://a')).toBe(body);
    expect(cache.get('1', 'https://b')).toBeUndefined();
    expect(cache.get('2', 'https://a')).toBeUndefined();
    // Let go on the version change: the old version's copy does not come back.
    expect(cache.get('1', 'https://a')).toBeUndefined();
    cache.put('2', 'https://a', body);
    now = 1000;
    expect(cache.get('2', 'https://a')).toBeUndefined();
    cache.put('2', 'https://a', new Uint8Array(11));
    expect(cache.get('2', 'https://a')).toBeUndefined();
  });
});
