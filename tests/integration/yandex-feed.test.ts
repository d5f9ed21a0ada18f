/**
 * The YML product feed (docs/operations.md, "Yandex product feed"): parsed by a conforming XML parser,
 * its structure checked against the rules written there, a sample of its offers checked against the
 * product pages, hostile upstream text kept well-formed, the kept copy renewed on a content change.
 */
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { bumpContentVersion } from '#server/embedded/routes/content-version';
import { catalogFeedPageSchema, productSchema, type CatalogFeedPage } from '#shared/contract';
import { browserUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';

interface Element {
  name: string;
  attributes: Record<string, string>;
  children: Element[];
  text: string;
}

/** The document as a tree; throws on anything that is not well-formed XML 1.0 (saxes checks every character). */
function parseXml(xml: string): Element {
  const parser = new SaxesParser();
  const root: Element = { name: '#document', attributes: {}, children: [], text: '' };
  const open: Element[] = [root];
  parser.on('opentag', (tag) => {
    const element: Element = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, children: [], text: '' };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => (open.at(-1)!.text += text));
  parser.on('closetag', () => void open.pop());
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  expect(root.children).toHaveLength(1);
  return root.children[0]!;
}

const child = (element: Element, name: string) => element.children.find((c) => c.name === name);
const textOf = (element: Element, name: string) => child(element, name)?.text;
const all = (element: Element): Element[] => [element, ...element.children.flatMap(all)];

/** Upstream's feed pages changed on the way, as if the company backend's catalogue said so. */
let rewriteFeed: ((page: CatalogFeedPage) => CatalogFeedPage) | undefined;
let bffTime = Date.now();
let site: SiteHarness;

beforeAll(async () => {
  site = createSiteHarness({
    bffNow: () => bffTime,
    upstream: async (req, next) => {
      const answer = await next(req);
      if (!rewriteFeed || new URL(req.url).pathname !== '/api/catalog/feed') return answer;
      return Response.json(rewriteFeed(catalogFeedPageSchema.parse(await answer.json())));
    },
  });
  // Listening once: every request comes to the same origin, which the feed and the product pages name.
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
});
afterEach(() => {
  rewriteFeed = undefined;
});
afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  site.close();
});

const get = (path: string) => request(site.server).get(path).set('user-agent', browserUserAgent).set('accept-encoding', 'identity');
const feed = async () => {
  const answer = await get('/feeds/yandex.yml');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
  return { answer, xml: answer.text, root: parseXml(answer.text) };
};
const offersOf = (root: Element) => child(child(root, 'shop')!, 'offers')!.children;
/** Upstream's content changed: its version moves on, and the BFF asks again once its check interval has passed. */
const contentChanged = () => {
  bumpContentVersion(site.embedded.db);
  bffTime += 60_000;
};

describe('the feed follows the YML rules', () => {
  test('declaration, root and date; shop name, company, url; RUB; the category tree with parent ids', async () => {
    const { xml, root } = await feed();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(root.name).toBe('yml_catalog');
    expect(root.attributes.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d(Z|[+-]\d\d:\d\d)$/);
    expect(Math.abs(Date.parse(root.attributes.date!) - Date.now())).toBeLessThan(10 * 60_000);
    const shop = child(root, 'shop')!;
    expect(shop.children.map((c) => c.name)).toEqual(['name', 'company', 'url', 'currencies', 'categories', 'offers']);
    expect(textOf(shop, 'name')).toBe('ЭлектроЩит Про');
    expect(textOf(shop, 'name')!.length).toBeLessThanOrEqual(20);
    expect(textOf(shop, 'company')).toBe('ООО «ЭлектроЩит Про»');
    expect(textOf(shop, 'url')).toMatch(/^https?:\/\/[^/]+\/$/);
    expect(child(shop, 'currencies')!.children.map((c) => c.attributes)).toEqual([{ id: 'RUB', rate: '1' }]);

    const categories = child(shop, 'categories')!.children;
    const ids = categories.map((c) => c.attributes.id!);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[1-9]\d{0,17}$/.test(id))).toBe(true);
    const tops = categories.filter((c) => c.attributes.parentId === undefined);
    const subs = categories.filter((c) => c.attributes.parentId !== undefined);
    expect(tops.length).toBeGreaterThan(3);
    expect(subs.length).toBeGreaterThan(3);
    expect(subs.every((c) => tops.some((top) => top.attributes.id === c.attributes.parentId))).toBe(true);
    expect(categories.every((c) => c.text.trim().length > 0)).toBe(true);
  });

  test('every offer: a stable id, availability, url, price, RUB, a known category, picture, name, vendor, vendorCode, params', async () => {
    const { xml, root } = await feed();
    const shop = child(root, 'shop')!;
    const categoryIds = new Set(child(shop, 'categories')!.children.map((c) => c.attributes.id));
    const offers = offersOf(root);
    const index = (await get('/api/catalog/index')).body as { products: unknown[] };
    expect(offers).toHaveLength(index.products.length);
    const ids = offers.map((o) => o.attributes.id!);
    expect(new Set(ids).size).toBe(ids.length);
    const allowed = ['url', 'price', 'currencyId', 'categoryId', 'picture', 'name', 'vendor', 'vendorCode', 'description', 'param'];
    for (const offer of offers) {
      expect(offer.attributes.id).toMatch(/^[0-9a-zA-Z]{1,20}$/);
      expect(['true', 'false']).toContain(offer.attributes.available);
      expect(
        offer.children.every((c) => allowed.includes(c.name)),
        offer.attributes.id,
      ).toBe(true);
      expect(textOf(offer, 'url')).toMatch(/^https?:\/\/[^/]+\/product\/[^/]+\/[^/]+$/);
      expect(Number(textOf(offer, 'price'))).toBeGreaterThan(0);
      expect(textOf(offer, 'price')).toMatch(/^\d+\.\d\d$/);
      expect(textOf(offer, 'currencyId')).toBe('RUB');
      expect(categoryIds.has(textOf(offer, 'categoryId'))).toBe(true);
      expect(textOf(offer, 'picture')).toMatch(/^https?:\/\/[^/]+\/api\/media\/[\w.-]+$/);
      expect(textOf(offer, 'name')!.length).toBeGreaterThan(0);
      expect(textOf(offer, 'vendor')!.length).toBeGreaterThan(0);
      expect(textOf(offer, 'vendorCode')!.length).toBeGreaterThan(0);
      expect((textOf(offer, 'description') ?? '').length).toBeLessThanOrEqual(3000);
      for (const param of offer.children.filter((c) => c.name === 'param')) {
        expect(param.attributes.name!.length).toBeGreaterThan(0);
        expect(param.text.length).toBeGreaterThan(0);
      }
    }
    expect(offers.some((o) => o.children.some((c) => c.name === 'param' && c.attributes.unit))).toBe(true);
    // Yandex's rules keep stock counts and bids out of a feed for search.
    const forbidden = ['count', 'bid', 'cbid', 'purchase_price', 'fee'];
    expect(all(root).filter((e) => forbidden.includes(e.name) || Object.keys(e.attributes).some((a) => forbidden.includes(a)))).toEqual([]);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('the feed matches the product pages', () => {
  test('20 sampled offers: name, price, vendorCode, url, availability and id as the product page and the contract say', async () => {
    const offers = offersOf((await feed()).root);
    const stride = Math.floor(offers.length / 20);
    const sample = Array.from({ length: 20 }, (_, i) => offers[i * stride]!);
    expect(new Set(sample.map((o) => o.attributes.available))).toEqual(new Set(['true', 'false']));
    for (const offer of sample) {
      const url = new URL(textOf(offer, 'url')!);
      const page = await get(url.pathname);
      expect(page.status, url.pathname).toBe(200);
      const data = [...page.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]!) as Record<string, unknown>,
      );
      const product = data.find((d) => d['@type'] === 'Product') as {
        name: string;
        sku: string;
        offers: { url: string; price: string; availability: string };
      };
      expect(textOf(offer, 'name')).toBe(product.name);
      expect(textOf(offer, 'vendorCode')).toBe(product.sku);
      expect(textOf(offer, 'price')).toBe(product.offers.price);
      expect(textOf(offer, 'url')).toBe(product.offers.url);
      expect(offer.attributes.available === 'true').toBe(product.offers.availability === 'https://schema.org/InStock');
      // The offer's id is the product's permanent numeric id.
      const id = url.pathname.split('/').at(-1)!;
      expect(Number(offer.attributes.id)).toBe(productSchema.parse((await get(`/api/catalog/products/${id}`)).body).numId);
    }
  });
});

describe('hostile upstream text and content changes', () => {
  test('a name and description with markup, ]]>, quotes and control characters leave the file well-formed', async () => {
    const hostile = 'Щит <b>«x»</b> & co ]]> "q" \'a\' \u0000\u0001\u0008\u000B\u001F\uFFFE\uD800 конец';
    rewriteFeed = (page) => ({
      ...page,
      items: page.items.map((item, i) =>
        i === 0
          ? {
              ...item,
              name: hostile,
              article: `${item.article}]]>&`,
              description: `<![CDATA[ ${hostile} ]]></description></offer>`,
              specs: [{ key: 'x', label: 'Ток <&>', value: '16 А]]>' }],
            }
          : item,
      ),
    });
    contentChanged();
    const { root, xml } = await feed();
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what must be absent
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
    const offer = offersOf(root).find((o) => textOf(o, 'name')!.startsWith('Щит <b>'))!;
    expect(textOf(offer, 'name')).toBe('Щит <b>«x»</b> & co ]]> "q" \'a\' конец');
    expect(textOf(offer, 'vendorCode')).toMatch(/\]\]>&$/);
    expect(textOf(offer, 'description')).toContain('</description></offer>');
    const param = offer.children.find((c) => c.name === 'param')!;
    expect(param.attributes.name).toBe('Ток <&>');
    expect(param.attributes.unit).toBe('А]]>');
    expect(param.text).toBe('16');
    rewriteFeed = undefined;
    contentChanged();
  });

  test('the kept copy serves until upstream’s content version changes, then the feed is built afresh', async () => {
    contentChanged();
    const first = await feed();
    expect(first.answer.headers['x-cache']).toBe('miss');
    // Built and sent a piece per upstream page: a stream, whose length nobody knew at the start.
    expect(first.answer.headers['transfer-encoding']).toBe('chunked');
    expect(first.answer.headers['content-length']).toBeUndefined();
    const calls = site.upstreamCalls.length;
    const again = await feed();
    expect(again.answer.headers['x-cache']).toBe('hit');
    expect(Number(again.answer.headers['content-length'])).toBe(Buffer.byteLength(first.xml));
    expect(again.xml).toBe(first.xml);
    expect(site.upstreamCalls.slice(calls).filter((call) => call.startsWith('GET /api/catalog/feed'))).toEqual([]);

    const firstId = offersOf(first.root)[0]!.attributes.id;
    rewriteFeed = (page) => ({
      ...page,
      items: page.items.map((item, i) => (page.page === 1 && i === 0 ? { ...item, price: 12345.5 } : item)),
    });
    // Upstream changed without a new version: the kept copy still answers.
    bffTime += 60_000;
    expect(textOf(offersOf((await feed()).root)[0]!, 'price')).not.toBe('12345.50');
    contentChanged();
    const renewed = await feed();
    expect(renewed.answer.headers['x-cache']).toBe('miss');
    const offer = offersOf(renewed.root)[0]!;
    expect(offer.attributes.id).toBe(firstId);
    expect(textOf(offer, 'price')).toBe('12345.50');
  });

  test('robots.txt names the feed', async () => {
    expect((await get('/robots.txt')).text).toMatch(/^# Yandex product feed \(YML\): https?:\/\/[^/]+\/feeds\/yandex\.yml$/m);
  });
});
