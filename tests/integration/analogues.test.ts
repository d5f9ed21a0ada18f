/**
 * Analogues through the whole BFF against the embedded catalogue (docs/behaviour.md,
 * "Analogues"): the contract read for a good, an unknown and a malformed id; the product page's
 * «Аналоги» block in the server-rendered HTML, with «Подобрать аналог» for a product made to order;
 * the search's mark on a hit found by another maker's article; the OpenAPI document listing the read.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productAnaloguesSchema, searchResultSchema } from '#shared/contract';
import { products } from '#server/embedded/seed/catalog/products';
import { createSiteHarness, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
beforeAll(() => {
  site = createSiteHarness();
});
afterAll(() => site.close());

const get = (path: string) => request(site.server).get(path).redirects(0);
const seeded = (article: string) => products.find((p) => p.article === article)!;
// Made to order in the demo stock (seed/catalog/helpers.ts derives stock from the id).
const toOrder = seeded('MVA20-1-032-C');
const inStock = seeded('MVA20-1-016-C');

describe('GET /api/catalog/products/{id}/analogues', () => {
  test('a product’s analogues: direct first, each with its price and availability', async () => {
    const answer = await get(`/api/catalog/products/${inStock.id}/analogues`);
    expect(answer.status).toBe(200);
    const { items } = productAnaloguesSchema.parse(answer.body);
    expect(items[0]?.kind).toBe('direct');
    expect(items.filter((a) => a.kind === 'direct').map((a) => a.product.article)).toContain('mcb4763-1-16C-pro');
    expect(items.every((a) => a.product.price > 0 && a.product.stock.status)).toBe(true);
  });

  test('an unknown id is a 404 in Russian; a malformed one too, never a 500', async () => {
    const unknown = await get('/api/catalog/products/no-such-product/analogues');
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toMatch(/не найден/);
    for (const bad of ['bad%20id!', 'x'.repeat(120), '%00', '..%2F..']) {
      const answer = await get(`/api/catalog/products/${bad}/analogues`);
      expect(answer.status, bad).toBe(404);
      expect(answer.type).toBe('application/json');
    }
  });

  test('the OpenAPI document lists the read', async () => {
    const answer = await get('/api/openapi.json');
    expect(Object.keys((answer.body as { paths: object }).paths)).toContain('/api/catalog/products/{productid}/analogues');
  });
});

describe('the product page', () => {
  const page = async (p: { url: string; id: string }) => {
    const answer = await get(`/product/${p.url}/${p.id}`);
    expect(answer.status).toBe(200);
    return answer.text;
  };

  test('its HTML has the «Аналоги» block: kinds, what differs, price, availability and links', async () => {
    const html = await page(inStock);
    const block = /<section[^>]*id="analogues"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(block).toContain('<h2 id="analogues-title">Аналоги</h2>');
    expect(block).toContain('Прямые аналоги');
    expect(block).toContain('Аналоги на замену');
    expect(block).toMatch(/Отключающая способность: 6\u00a0кА вместо 4,5\u00a0кА — лучше/);
    expect(block).toContain(`href="/product/${seeded('mcb4763-1-16C-pro').url}/${seeded('mcb4763-1-16C-pro').id}"`);
    expect(block).toMatch(/В наличии|Под заказ/);
    expect(block).toMatch(/₽/);
    // In stock: nothing to pick instead.
    expect(html).not.toContain('Подобрать аналог');
  });

  test('a product made to order offers «Подобрать аналог», an in-page link to the block', async () => {
    const html = await page(toOrder);
    expect(html).toMatch(/Под заказ/);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/product/${toOrder.url}/${toOrder.id}#analogues"[^>]*>Подобрать аналог</a>`));
    expect(html).toContain('id="analogues"');
  });
});

test('a search by another maker’s article marks the hit as its analogue and links to its analogues', async () => {
  const api = await get(`/api/catalog/search?q=${encodeURIComponent('S201-C10')}`);
  const hit = searchResultSchema.parse(api.body).items.find((h) => h.analogueOf);
  expect(hit?.analogueOf).toEqual({ brand: 'ABB', article: 'S201-C10' });
  const html = (await get(`/catalog/search?q=${encodeURIComponent('S201-C10')}`)).text;
  expect(html).toMatch(/Аналог артикула <span translate="no">S201-C10<\/span> \(ABB\)/);
  expect(html).toContain(`href="/product/${hit!.url}/${hit!.id}#analogues"`);
});
