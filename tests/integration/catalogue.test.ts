/**
 * The catalogue through the whole BFF against the embedded demo catalogue (docs/behaviour.md,
 * "Catalogue" and "Search"): statuses, redirects, canonical links, structured data, the sitemap,
 * lenient listing queries, Russian word forms, article numbers typed any way, the query limit.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalogListingSchema, productSchema, searchResultSchema, suggestionsSchema } from '#shared/contract';
import { searchMessages } from '#shared/contract/catalog-limits';
import { products as previousProducts } from '#tests/support/previous-catalogue';
import { browserUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
beforeAll(() => {
  site = createSiteHarness();
});
afterAll(() => site.close());

const visit = (path: string) => request(site.server).get(path).set('user-agent', browserUserAgent).redirects(0);
const api = async (path: string) => {
  const answer = await request(site.server).get(path);
  return { status: answer.status, body: answer.body as unknown };
};
const search = async (q: string) => searchResultSchema.parse((await api(`/api/catalog/search?q=${encodeURIComponent(q)}`)).body);
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
/**
 * Yandex's rules for a catalogue's structured data (docs/behaviour.md, "Structured data"): one
 * OfferCatalog with its name, description and picture, its products as Offers with address, name,
 * picture, availability and price, in the order and at the prices the page lists them.
 */
function expectOfferCatalog(data: Record<string, unknown>[], listed: { name: string; price: number; url: string; id: string }[]) {
  const catalogs = data.filter((d) => d['@type'] === 'OfferCatalog');
  expect(catalogs).toHaveLength(1);
  const catalog = catalogs[0] as {
    '@context': string;
    name: string;
    description: string;
    image: string;
    itemListElement: Record<string, string>[];
  };
  expect(catalog['@context']).toBe('https://schema.org');
  expect(catalog.name.length).toBeGreaterThan(0);
  expect(catalog.description.length).toBeGreaterThan(0);
  expect(catalog.image).toMatch(/^https?:\/\/[^/]+\/api\/media\/[\w.-]+$/);
  expect(catalog.itemListElement).toHaveLength(listed.length);
  catalog.itemListElement.forEach((offer, i) => {
    expect(Object.keys(offer).sort()).toEqual(['@type', 'availability', 'image', 'name', 'price', 'priceCurrency', 'url']);
    expect(offer['@type']).toBe('Offer');
    expect(offer.url).toMatch(new RegExp(`^https?://[^/]+/product/${listed[i]!.url}/${listed[i]!.id}$`));
    expect(offer.name).toBe(listed[i]!.name);
    expect(offer.image).toMatch(/^https?:\/\/[^/]+\/api\/media\/[\w.-]+$/);
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder)$/);
    expect(offer.price).toBe(listed[i]!.price.toFixed(2));
    expect(offer.priceCurrency).toBe('RUB');
  });
}
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('section pages', () => {
  test('a top section lists its subsections and 24 products a page; past the last page is a 404', async () => {
    const listing = catalogListingSchema.parse((await api('/api/catalog/sections/avtomaticheskie-vyklyuchateli/products')).body);
    expect(listing.section.subsections.length).toBeGreaterThanOrEqual(2);
    expect(listing.items).toHaveLength(24);
    expect(listing.total).toBeGreaterThan(100);
    expect((await visit(`/catalog/avtomaticheskie-vyklyuchateli?page=${listing.pageCount}`)).status).toBe(200);
    expect((await visit(`/catalog/avtomaticheskie-vyklyuchateli?page=${listing.pageCount + 1}`)).status).toBe(404);
    expect((await visit('/catalog/no-such-section')).status).toBe(404);
  });

  // A page number is the exception: one that is no page is a 404 (tests/integration/routes.test.ts).
  test('invalid or unknown query values are ignored, never an error', async () => {
    for (const query of [
      'price_min=x&price_max=',
      'sort=nonsense',
      'poles=99P',
      'foo=bar',
      'brand=%00',
      'price_min=1e999&price_max=-5',
      // More parameters, and longer names, than a listing reads: the rest is ignored too.
      Array.from({ length: 45 }, (_, i) => `k${i}=1`).join('&'),
      `${'k'.repeat(60)}=1`,
    ]) {
      const answer = await visit(`/catalog/modulnye-avtomaticheskie-vyklyuchateli?${query}`);
      expect(answer.status, query).toBe(200);
    }
  });

  test('filters narrow the listing, counts say what an option would give, the canonical is the plain section', async () => {
    const path = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
    const all = catalogListingSchema.parse((await api(`/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products`)).body);
    const poles = all.facets.find((f) => f.key === 'poles')!;
    const three = poles.options.find((o) => o.value === '3P')!;
    const filtered = catalogListingSchema.parse(
      (await api(`/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products?poles=3P&sort=price-asc`)).body,
    );
    expect(filtered.total).toBe(three.count);
    expect(filtered.items.every((item) => item.keySpecs.some((s) => s.key === 'poles' && s.value === '3P'))).toBe(true);
    const prices = filtered.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const html = (await visit(`${path}?poles=3P&sort=price-asc`)).text;
    expect(canonicalOf(html)).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(canonicalOf((await visit(`${path}?page=2`)).text)).toMatch(new RegExp(`^https?://[^/]+${path}\\?page=2$`));
  });

  test('carries BreadcrumbList and one list of its products, the OfferCatalog', async () => {
    const data = jsonLd((await visit('/catalog/modulnye-avtomaticheskie-vyklyuchateli')).text);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.at(-1)!.item).toMatch(/^https?:\/\/[^/]+\/catalog\/modulnye-avtomaticheskie-vyklyuchateli$/);
    expect(data.map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', 'OfferCatalog']);
    const catalog = data.find((d) => d['@type'] === 'OfferCatalog') as { itemListElement: { url: string }[] };
    expect(catalog.itemListElement).toHaveLength(24);
    // Each product once in all the page's structured data: no second list repeats it.
    const productAddresses = JSON.stringify(data).match(/https?:\/\/[^"]+\/product\/[^"]+/g) ?? [];
    expect(productAddresses).toHaveLength(24);
    expect(new Set(productAddresses).size).toBe(24);
  });

  test('carries an OfferCatalog of the products it lists', async () => {
    const listing = catalogListingSchema.parse(
      (await api('/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products?page=2')).body,
    );
    expectOfferCatalog(jsonLd((await visit('/catalog/modulnye-avtomaticheskie-vyklyuchateli?page=2')).text), listing.items);
  });
});

describe('product pages', () => {
  const product = previousProducts[0]!;
  const canonicalPath = `/product/${product.url}/${product.id}`;

  test('the canonical address is 200 with Product, Offer and BreadcrumbList data', async () => {
    const answer = await visit(canonicalPath);
    expect(answer.status).toBe(200);
    const data = jsonLd(answer.text);
    const offer = data.find((d) => d['@type'] === 'Product') as { name: string; sku: string; offers: Record<string, string> };
    expect(offer.name).toBe(product.name);
    expect(offer.offers.priceCurrency).toBe('RUB');
    expect(Number(offer.offers.price)).toBeGreaterThan(0);
    expect(offer.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder)$/);
    expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    expect(answer.text).toContain('<meta property="og:type" content="product"');
  });

  test('another slug is a 301 to the canonical address; an unknown id is a 404', async () => {
    const moved = await visit(`/product/old-name/${product.id}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(canonicalPath);
    expect((await visit('/product/x/no-such-product')).status).toBe(404);
  });

  test('the previous site’s links redirect for the old thirty and the new products alike', async () => {
    for (const old of previousProducts) {
      const answer = await visit(`/catalog/anything/${old.numId}`);
      expect(answer.status, old.id).toBe(301);
      expect(answer.headers.location).toBe(`/product/${old.url}/${old.id}`);
    }
    const fresh = productSchema.parse((await api('/api/catalog/products/iek-mva20-1-016-c')).body);
    expect((await visit(`/catalog/x/${fresh.numId}`)).headers.location).toBe(`/product/${fresh.url}/${fresh.id}`);
    expect((await visit('/catalog/x/999999')).status).toBe(404);
  });
});

describe('search', () => {
  test('a result page carries an OfferCatalog of the products it lists; an empty one carries none', async () => {
    const result = await search('автомат');
    expect(result.items.length).toBeGreaterThan(0);
    expectOfferCatalog(jsonLd((await visit(`/catalog/search?q=${encodeURIComponent('автомат')}`)).text), result.items);
    const none = jsonLd((await visit('/catalog/search?q=zzzqqqxxx')).text);
    expect(none.filter((d) => d['@type'] === 'OfferCatalog')).toEqual([]);
  });

  test.each([
    ['автомат', 'Автоматический выключатель'],
    ['автоматы', 'Автоматический выключатель'],
    ['автоматический', 'Автоматический выключатель'],
    ['автоматического', 'Автоматический выключатель'],
    ['кабель', 'Кабель'],
    ['кабеля', 'Кабель'],
    ['кабелей', 'Кабель'],
  ])('«%s» finds «%s…»', async (query, name) => {
    const result = await search(query);
    expect(result.total, query).toBeGreaterThan(0);
    expect(result.items[0]!.name).toContain(name);
  });

  test.each(['mva20-1-016-c', 'MVA20 1 016 C', 'MVA20-1-016-C', 'mva201016c'])('the article «%s» comes first', async (query) => {
    const result = await search(query);
    expect(result.items[0]!.article).toBe('MVA20-1-016-C');
    expect(result.items[0]!.articleHit).toBe(true);
  });

  test.each(['автомат C16', 'автомат с16', 'автоматы С16'])(
    '«%s» (curve and rating together, either keyboard) finds C-curve 16 A breakers',
    async (query) => {
      const result = await search(query);
      expect(result.total, query).toBeGreaterThan(0);
      for (const item of result.items) expect(item.name).toMatch(/ 16 А \(C\)/);
    },
  );

  test('a one-letter typo in a long word still finds it; matched words are highlighted', async () => {
    expect((await search('выключатнль')).total).toBeGreaterThan(0);
    const result = await search('автоматы');
    expect(result.items[0]!.highlight.some((part) => part.hit && /^Автоматическ/.test(part.text))).toBe(true);
  });

  test('nothing found is a 200 with an empty list; the page says so', async () => {
    const result = await search('абырвалгзюкщ');
    expect(result.total).toBe(0);
    const page = await visit('/catalog/search?q=' + encodeURIComponent('абырвалгзюкщ'));
    expect(page.status).toBe(200);
    expect(page.text).toContain('ничего не нашлось');
  });

  test('a query of 201 characters is refused with a clear message; the page shows it', async () => {
    const long = 'а'.repeat(201);
    const answer = await api(`/api/catalog/search?q=${encodeURIComponent(long)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 400, data: searchMessages.tooLong });
    expect((await api(`/api/catalog/suggestions?q=${encodeURIComponent(long)}`)).status).toBe(400);
    const page = await visit(`/catalog/search?q=${encodeURIComponent(long)}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(searchMessages.tooLong);
    expect((await search('а'.repeat(200))).total).toBe(0);
  });

  test('suggestions offer sections and products', async () => {
    const suggestions = suggestionsSchema.parse((await api('/api/catalog/suggestions?q=' + encodeURIComponent('автоматы'))).body);
    expect(suggestions.sections.some((s) => s.id === 'avtomaticheskie-vyklyuchateli')).toBe(true);
    expect(suggestions.products.length).toBeGreaterThan(0);
  });
});

describe('crawlers', () => {
  test('the sitemap is XML that lists a known product with its lastmod', async () => {
    const answer = await visit('/sitemap.xml');
    expect(answer.headers['content-type']).toContain('application/xml');
    const xml = answer.text;
    expect(xml.startsWith('<?xml')).toBe(true);
    const product = previousProducts[0]!;
    expect(xml).toMatch(
      new RegExp(`<url><loc>[^<]*/product/${product.url}/${product.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`),
    );
    expect(xml).toContain('/catalog/modulnye-avtomaticheskie-vyklyuchateli</loc>');
    expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(500);
  });

  test('robots.txt folds the filter parameters with Clean-param', async () => {
    const text = (await visit('/robots.txt')).text;
    expect(text).toMatch(/^Clean-param: [^\n]*\bbrand\b[^\n]*\bpoles\b[^\n]*\bsort\b[^\n]* \/catalog\/$/m);
    expect(text).not.toMatch(/Clean-param:[^\n]*\bpage\b/);
  });

  test('the home page carries the Organization with its contacts', async () => {
    const data = jsonLd((await visit('/')).text);
    const organization = data.find((d) => d['@type'] === 'Organization') as { telephone?: string; name: string };
    expect(organization.name).toMatch(/ЭлектроЩит/);
    expect(organization.telephone).toBeTruthy();
  });
});
