/**
 * The page's JSON blocks carry what hydration reads, not whole upstream answers (docs/behaviour.md,
 * "Page weight"): a deferred section keeps only what its cards draw.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { drawnProductSchema } from '#shared/contract';
import { parsePayload } from '../../client/data/payload';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';
import { crawlerUserAgent } from '../support/site-harness';

let site: AccountSite;

beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

const product = '/product/avtomaticheskiy-vyklyuchatel-va-47-63-1p-16a-c-ekf-proxima/ekf-va-47-63-c16';

/** The page data's queries, by the endpoint they read. */
const pageQueriesOf = (html: string) =>
  new Map(
    parsePayload(/<script id="__ssr" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!).queries.map((q) => [
      String(q.queryKey[1]),
      q,
    ]),
  );

const keysOf = (value: object) => Object.keys(value).sort();

/** The deferred sections' JSON blocks, by the query they answer. */
const streamedBlocks = (html: string) =>
  new Map(
    [...html.matchAll(/<script type="application\/json" data-streamed-query="([^"]+)">(.*?)<\/script>/g)].map((m) => [
      m[1]!.replace(/&quot;/g, '"'),
      JSON.parse(m[2]!) as { ok: boolean; data: unknown },
    ]),
  );

test('the home page streams its three featured projects as their cards, without each project’s full text', async () => {
  const answer = await new Visitor(site).get('/').set('User-Agent', crawlerUserAgent);
  expect(answer.status).toBe(200);
  const block = [...streamedBlocks(answer.text)].find(([key]) => key.startsWith('["contract","portfolio"'))?.[1];
  expect(block?.ok).toBe(true);
  const projects = block!.data as Record<string, unknown>[];
  expect(projects).toHaveLength(3);
  for (const project of projects)
    expect(Object.keys(project).sort()).toEqual(['city', 'client', 'id', 'image', 'summary', 'tags', 'title', 'year']);
});

test('the product page hands over its product without the text the server draws once, and its analogues by id', async () => {
  const answer = await new Visitor(site).get(product);
  expect(answer.status).toBe(200);
  const queries = pageQueriesOf(answer.text);
  const drawn = queries.get('product')!;
  expect(drawn.queryKey.at(-1)).toBe('drawn');
  const handed = drawn.data as Record<string, unknown>;
  const kept = ['description', 'documents', 'specs'];
  expect(keysOf(handed)).toEqual([...keysOf(drawnProductSchema.shape).filter((key) => !kept.includes(key)), 'lead'].sort());
  expect(answer.text).toContain(`<meta name="description" content="`);
  expect(answer.text).toContain(String(handed.lead));
  const analogues = (queries.get('productAnalogues')!.data as { items: Record<string, object>[] }).items;
  expect(analogues.length).toBeGreaterThan(0);
  const rows = [...answer.text.matchAll(/<li class="analogue"><div data-drawn="analogue:([^"]+)"><a /g)].map((m) => m[1]);
  expect(analogues.map((analogue) => keysOf(analogue))).toEqual(analogues.map(() => ['kind', 'product']));
  expect(analogues.map((analogue) => analogue.product)).toEqual(rows.map((id) => ({ id })));
  for (const part of ['specs', 'text', 'buy', 'product-data']) expect(answer.text).toContain(`data-drawn="${part}:${String(handed.id)}"`);
});

test('the related products come as cards without a data block: the browser reads them when they come near the screen', async () => {
  for (const userAgent of [undefined, crawlerUserAgent]) {
    const visit = new Visitor(site).get(product);
    const answer = await (userAgent ? visit.set('User-Agent', userAgent) : visit);
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/<h2 id="series-title">Другие товары серии/);
    expect([...streamedBlocks(answer.text).keys()].filter((key) => key.includes('relatedProducts'))).toEqual([]);
    expect(answer.text).toContain('<div data-deferred-section="[&quot;contract&quot;,&quot;relatedProducts&quot;');
  }
});

test('the analogues’ rows repeat no class per part and no separator between their texts', async () => {
  const answer = await new Visitor(site).get(product);
  const block = /<section[^>]*id="analogues"[\s\S]*?<\/section>/.exec(answer.text)![0];
  expect(block.match(/<li class="analogue">/g)!.length).toBeGreaterThan(5);
  expect(block).not.toContain('<!-- -->');
  expect(block).not.toMatch(/analogue__(name|meta|buy|price)/);
});

test('a section hands its cards over by id: the cards’ text is in their markup only, each part named by its product', async () => {
  const answer = await new Visitor(site).get('/catalog/modulnye-avtomaticheskie-vyklyuchateli');
  expect(answer.status).toBe(200);
  const items = (pageQueriesOf(answer.text).get('catalogListing')!.data as { items: object[] }).items;
  expect(items).toHaveLength(24);
  for (const item of items) expect(Object.keys(item)).toEqual(['id']);
  const drawn = [...answer.text.matchAll(/<article class="product-card"><div data-drawn="([^"]+)"><img [^>]*><h3><a [^>]*>([^<]+)</g)];
  expect(drawn.map((m) => ({ id: m[1] }))).toEqual(items);
  expect(answer.text).toContain('<script type="application/ld+json" data-drawn="offer-catalog">');
});
