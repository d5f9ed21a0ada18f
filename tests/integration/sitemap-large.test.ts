/**
 * The sitemap and the product feed at a shop's real size (docs/operations.md, "Sitemap", "Yandex
 * product feed"): 60,000 products generated once for the file (`seed:large`'s generator), under the
 * default UPSTREAM_MAX_BYTES (4 MiB), which one answer with the whole catalogue index passes at about
 * 32,000 products. Every file is parsed by a conforming XML parser.
 */
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '#server/embedded/database';
import { insertLargeCatalogue } from '#server/embedded/seed/large/insert';
import { defaultUpstreamMaxBytes } from '#server/upstream/client';
import { catalogIndexSchema } from '#shared/contract';
import { createSiteHarness, type SiteHarness } from '../support/site-harness';

const products = 60_000;
let site: SiteHarness;

beforeAll(() => {
  site = createSiteHarness({
    prepareData: (dataDir) => {
      const db = openDatabase(dataDir);
      insertLargeCatalogue(db, { products, seed: 1 });
      db.close();
    },
  });
}, 300_000);
afterAll(() => site.close());

interface Parsed {
  root: string;
  /** Text of every element with this name, in order. */
  texts: string[];
  /** Attributes of every element with this name. */
  attributes: Record<string, string>[];
}

/** Parses the whole document (saxes checks every character of XML 1.0) and collects one element's text and attributes. */
function parse(xml: string, element: string): Parsed {
  const parser = new SaxesParser({ xmlns: false });
  const parsed: Parsed = { root: '', texts: [], attributes: [] };
  let inside = false;
  let text = '';
  parser.on('opentag', (tag) => {
    if (!parsed.root) parsed.root = tag.name;
    if (tag.name === element) {
      inside = true;
      text = '';
      parsed.attributes.push({ ...(tag.attributes as Record<string, string>) });
    }
  });
  parser.on('text', (value) => {
    if (inside) text += value;
  });
  parser.on('closetag', (tag) => {
    if (tag.name !== element) return;
    inside = false;
    parsed.texts.push(text);
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  return parsed;
}

const get = (path: string) =>
  request(site.server)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });

test('the catalogue index is read a page at a time, each page far below the upstream answer limit', async () => {
  const answer = await get('/api/catalog/index?page=1&perPage=5000');
  expect(answer.status).toBe(200);
  const page = catalogIndexSchema.parse(JSON.parse(answer.body as string));
  expect(page.total).toBe(products);
  expect(page.pageCount).toBe(12);
  expect(page.products).toHaveLength(5000);
  expect(Buffer.byteLength(answer.body as string)).toBeLessThan(defaultUpstreamMaxBytes / 4);
  const last = catalogIndexSchema.parse(JSON.parse((await get('/api/catalog/index?page=12&perPage=5000')).body as string));
  expect(last.products).toHaveLength(5000);
  expect(new Set([...page.products, ...last.products].map((p) => p.id)).size).toBe(10_000);
});

test.each(['page=0', 'page=abc', 'page=1e3', 'page=10001', 'perPage=0', 'perPage=5001', 'perPage=-1', 'perPage=1.5'])(
  'bad paging input (%s) is a 400 with a JSON error, never a 500',
  async (query) => {
    const answer = await get(`/api/catalog/index?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(JSON.parse(answer.body as string)).toMatchObject({ status: 400 });
  },
);

test('/sitemap.xml is an index of two files, each with its last change; a third file does not exist', async () => {
  const answer = await get('/sitemap.xml');
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('application/xml');
  const index = parse(answer.body as string, 'loc');
  expect(index.root).toBe('sitemapindex');
  expect(index.texts.map((loc) => new URL(loc).pathname)).toEqual(['/sitemap-1.xml', '/sitemap-2.xml']);
  expect(parse(answer.body as string, 'lastmod').texts).toHaveLength(2);
  expect((await get('/sitemap-3.xml')).status).toBe(404);
});

test('its files hold 50,000 addresses and the rest, every product once, read page by page from the index', async () => {
  const callsBefore = site.upstreamCalls.length;
  const first = await get('/sitemap-1.xml');
  const second = await get('/sitemap-2.xml');
  expect([first.status, second.status]).toEqual([200, 200]);
  const locs = [...parse(first.body as string, 'loc').texts, ...parse(second.body as string, 'loc').texts];
  expect(parse(first.body as string, 'loc').texts).toHaveLength(50_000);
  expect(parse(second.body as string, 'loc').root).toBe('urlset');
  expect(new Set(locs).size).toBe(locs.length);
  const productLocs = locs.filter((loc) => new URL(loc).pathname.startsWith('/product/'));
  expect(productLocs).toHaveLength(products);
  const newest = site.embedded.db.prepare('SELECT id, url FROM products ORDER BY num_id DESC LIMIT 1').get() as { id: string; url: string };
  expect(productLocs.some((loc) => loc.endsWith(`/product/${newest.url}/${newest.id}`))).toBe(true);
  // Bounded: the files are written from pages of the index, none from one answer with the whole catalogue.
  const indexCalls = site.upstreamCalls.slice(callsBefore).filter((call) => call.includes('/api/catalog/index'));
  expect(indexCalls.length).toBeGreaterThanOrEqual(12);
  expect(indexCalls.every((call) => /[?&]perPage=5000\b/.test(call))).toBe(true);
});

test('/feeds/yandex.yml is well-formed, its offers unique, within the feed size limit', async () => {
  const answer = await get('/feeds/yandex.yml');
  expect(answer.status).toBe(200);
  const body = answer.body as string;
  expect(Buffer.byteLength(body)).toBeLessThanOrEqual(50 * 1024 * 1024);
  const offers = parse(body, 'offer');
  expect(offers.root).toBe('yml_catalog');
  const ids = offers.attributes.map((a) => a.id);
  expect(ids.length).toBeGreaterThan(20_000);
  expect(new Set(ids).size).toBe(ids.length);
}, 120_000);
