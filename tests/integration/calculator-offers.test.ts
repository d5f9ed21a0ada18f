/**
 * From a calculator's result to the catalogue (docs/calculators.md, "From result to product"): the
 * server's HTML of a result address lists the products its choice stands for, each with a
 * «В спецификацию» button posting it, checked here against the products' own characteristics and against
 * references worked by hand in each test.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '#shared/contract';
import { buttonPosts } from '../support/button-posts';
import { browserUserAgent, createSiteHarness, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
beforeAll(() => {
  site = createSiteHarness();
});
afterAll(() => site.close());

const visit = (path: string) => request(site.server).get(path).set('user-agent', browserUserAgent).redirects(0);

interface OfferGroup {
  title: string;
  productIds: string[];
  text: string;
  allHref: string | null;
}

/** The offers' groups as the server rendered them: the heading, the products' «В спецификацию» posts, the text. */
function offerGroups(html: string): OfferGroup[] {
  const start = html.indexOf('class="calc-offers"');
  if (start < 0) return [];
  const end = html.indexOf('</section>', start);
  const starts = [...html.slice(start, end).matchAll(/class="calc-offers__group"/g)].map((m) => start + m.index + m[0].length);
  const adds = buttonPosts(html).filter((post) => post.action === '/api/specs/current/lines');
  return starts.map((from, i) => {
    const to = starts[i + 1] ?? end;
    const group = html.slice(from, to);
    return {
      title: (/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(group)?.[1] ?? '').replaceAll('<!-- -->', '').replaceAll('\u00a0', ' '),
      productIds: adds.filter((post) => post.at > from && post.at < to).map((post) => Object.fromEntries(post.fields).productId!),
      text: group
        .replaceAll('<!-- -->', '')
        .replace(/<[^>]+>/g, ' ')
        .replaceAll('\u00a0', ' ')
        .replace(/\s+/g, ' '),
      allHref: /<a[^>]*href="([^"]+)"[^>]*>Все подходящие<\/a>/.exec(group)?.[1]?.replaceAll('&amp;', '&') ?? null,
    };
  });
}

async function product(id: string): Promise<Product> {
  const answer = await request(site.server).get(`/api/catalog/products/${encodeURIComponent(id)}`);
  expect(answer.status).toBe(200);
  return answer.body as Product;
}

/** A characteristic's raw value: the spec's text without its unit. */
const spec = (item: Product, key: string) => item.specs.find((s) => s.key === key)?.value.replace(/\s*(А|мм²|мА|кА)$/u, '');

describe('power consumption → input breakers and RCDs of the rating', () => {
  // One load of 9 kW, Кс = 1, Ко = 1, single-phase 230 V, cos φ = 1:
  // I = P / (U · cos φ) = 9000 / (230 · 1) = 39,13 A → the smallest rating ≥ I is 40 A (32 A < 39,13 A).
  const path = '/calculators/power-consumption?name=Котёл&power=9&count=1&kc=1&ko=1&phases=1&cosphi=1';

  test('lists breakers of 40 A and RCDs of at least 40 A, each with a «В спецификацию» button', async () => {
    const answer = await visit(path);
    expect(answer.status).toBe(200);
    const [breakers, rcds] = offerGroups(answer.text);
    expect(breakers?.title).toBe('Вводные автоматы на 40 А');
    expect(breakers!.productIds.length).toBeGreaterThan(0);
    expect(breakers!.productIds.length).toBeLessThanOrEqual(6);
    for (const id of breakers!.productIds) {
      const item = await product(id);
      expect(item.sectionId).toBe('modulnye-avtomaticheskie-vyklyuchateli');
      expect(spec(item, 'current'), item.name).toBe('40');
      expect(['1P', '1P+N', '2P'], item.name).toContain(spec(item, 'poles'));
    }
    expect(breakers!.text).toMatch(/₽/);
    expect(breakers!.allHref).toMatch(/^\/catalog\/modulnye-avtomaticheskie-vyklyuchateli\?current=40&poles=/);

    expect(rcds?.title).toBe('УЗО и дифавтоматы на 40 А и больше');
    expect(rcds!.productIds.length).toBeGreaterThan(0);
    expect(rcds!.productIds.length).toBeLessThanOrEqual(6);
    for (const id of rcds!.productIds) {
      const item = await product(id);
      expect(['uzo', 'difavtomaty']).toContain(item.sectionId);
      expect(Number(spec(item, 'current')), item.name).toBeGreaterThanOrEqual(40);
    }
  });

  test('a load beyond the largest breaker offers nothing', async () => {
    // 40 kW single-phase at cos φ 1: I = 40 000 / 230 = 173,9 A > 125 A — no breaker, so no offers.
    const answer = await visit('/calculators/power-consumption?name=&power=40&count=1&kc=1&ko=1&phases=1&cosphi=1');
    expect(answer.status).toBe(200);
    expect(offerGroups(answer.text)).toEqual([]);
  });
});

describe('cable section → cables of that section and material', () => {
  test('single-phase copper: 2,5 mm² three-core cables', async () => {
    // I = 6000 / (230 · 1) = 26,1 A; ПУЭ табл. 1.3.4, copper, open: 1,5 mm² — 23 A < 26,1 A, 2,5 mm² — 30 A ≥ 26,1 A.
    const answer = await visit('/calculators/cable-section?mode=power&power=6&phases=1&cosphi=1&material=copper&laying=open');
    expect(answer.status).toBe(200);
    const [cables] = offerGroups(answer.text);
    expect(cables?.title).toBe('Кабели 2,5 мм²');
    expect(cables!.productIds.length).toBeGreaterThan(0);
    for (const id of cables!.productIds) {
      const item = await product(id);
      expect(spec(item, 'cross-section'), item.name).toBe('2,5');
      expect(spec(item, 'conductor'), item.name).toBe('медь');
      expect(spec(item, 'cores'), item.name).toBe('3');
    }
  });

  test('three-phase aluminium: 50 mm² four- or five-core cables', async () => {
    // I = 100 000 / (1,732 · 400 · 1) = 144,3 A; ПУЭ табл. 1.3.5, aluminium, open: 35 mm² — 130 A < 144,3 A, 50 mm² — 165 A ≥ 144,3 A.
    const answer = await visit('/calculators/cable-section?mode=power&power=100&phases=3&cosphi=1&material=aluminium&laying=open');
    expect(answer.status).toBe(200);
    const [cables] = offerGroups(answer.text);
    expect(cables?.title).toBe('Кабели 50 мм²');
    expect(cables!.productIds.length).toBeGreaterThan(0);
    for (const id of cables!.productIds) {
      const item = await product(id);
      expect(spec(item, 'cross-section'), item.name).toBe('50');
      expect(spec(item, 'conductor'), item.name).toBe('алюминий');
      expect(['4', '5'], item.name).toContain(spec(item, 'cores'));
    }
  });

  test('a cable the catalogue lacks: a Russian sentence, not an empty box', async () => {
    // I = 8000 / (230 · 1) = 34,8 A; ПУЭ табл. 1.3.5, open: 4 mm² — 32 A < 34,8 A, 6 mm² — 39 A → 6 mm²;
    // the catalogue has no three-core aluminium cable.
    const answer = await visit('/calculators/cable-section?mode=power&power=8&phases=1&cosphi=1&material=aluminium&laying=open');
    expect(answer.status).toBe(200);
    const [cables] = offerGroups(answer.text);
    expect(cables?.productIds).toEqual([]);
    expect(cables!.text).toContain('В каталоге нет алюминиевых кабелей сечением 6 мм²');
  });
});

describe('short circuit → breakers whose curve trips', () => {
  // 400 kVA Y/Yн-0: Zт/3 = 0,065 Ω. 30 m of copper 2,5 mm², equal neutral:
  // Zп = 2 · ρ · L / S = 2 · 0,0175 · 30 / 2,5 = 0,42 Ω; Ik = 230 / (0,065 + 0,42) = 474 A.
  // In = 32 A: B 5 · 32 = 160 A ≤ 474 trips; C 10 · 32 = 320 A ≤ 474 trips; D 20 · 32 = 640 A > 474 does not.
  const base = 'supply=400-yyn&material=copper&section=2.5&neutral=same&curve=C';

  test('lists 32 A breakers of curves B and C, none of D', async () => {
    const answer = await visit(`/calculators/short-circuit?${base}&length=30&rating=32`);
    expect(answer.status).toBe(200);
    const [breakers] = offerGroups(answer.text);
    expect(breakers?.productIds.length).toBeGreaterThan(0);
    const curves = new Set<string>();
    for (const id of breakers!.productIds) {
      const item = await product(id);
      expect(spec(item, 'current'), item.name).toBe('32');
      curves.add(spec(item, 'curve')!);
    }
    expect([...curves].every((curve) => curve === 'B' || curve === 'C')).toBe(true);
    expect(breakers!.allHref).toBe('/catalog/modulnye-avtomaticheskie-vyklyuchateli?current=32&curve=B&curve=C');
  });

  test('no curve trips: a Russian sentence, no products', async () => {
    // 300 m: Zп = 2 · 0,0175 · 300 / 2,5 = 4,2 Ω; Ik = 230 / (0,065 + 4,2) = 53,9 A < 5 · 16 A = 80 A (B).
    const answer = await visit(`/calculators/short-circuit?${base}&length=300&rating=16`);
    expect(answer.status).toBe(200);
    const [breakers] = offerGroups(answer.text);
    expect(breakers?.productIds).toEqual([]);
    expect(breakers!.text).toMatch(/Ни один автомат на 16 А не отключит это КЗ мгновенно/);
  });
});

describe('the offers read', () => {
  const query = 'current=40&poles=1P&poles=1P%2BN&poles=2P';
  const section = 'modulnye-avtomaticheskie-vyklyuchateli';

  test("answers the listing's first products with only the fields the offer shows, at most 6", async () => {
    const offers = await request(site.server).get(`/api/catalog/sections/${section}/offers?${query}`);
    expect(offers.status).toBe(200);
    const listing = await request(site.server).get(`/api/catalog/sections/${section}/products?${query}`);
    const body = offers.body as { applied: Record<string, string[]>; total: number; items: Record<string, unknown>[] };
    const listed = listing.body as { total: number; applied: { values: Record<string, string[]> }; items: { id: string }[] };
    expect(body.total).toBe(listed.total);
    expect(body.applied).toEqual(listed.applied.values);
    expect(body.items.map((item) => item.id)).toEqual(listed.items.slice(0, 6).map((item) => item.id));
    for (const item of body.items) expect(Object.keys(item).sort()).toEqual(['article', 'id', 'name', 'price', 'stock', 'unit', 'url']);
    // A value the section does not offer is not applied, as in the listing; an unknown section is a 404.
    const unknownValue = await request(site.server).get(`/api/catalog/sections/${section}/offers?current=41`);
    expect(unknownValue.body.applied).toEqual({});
    expect((await request(site.server).get('/api/catalog/sections/no-such-section/offers?current=40')).status).toBe(404);
  });

  test("a result's page carries the offered products, not the section listings they come from", async () => {
    const answer = await visit('/calculators/power-consumption?name=Котёл&power=9&count=1&kc=1&ko=1&phases=1&cosphi=1');
    expect(answer.status).toBe(200);
    expect(offerGroups(answer.text).every((group) => group.productIds.length > 0)).toBe(true);
    // The listing's facets, section and product pictures are nothing the offers show.
    expect(answer.text).not.toContain('"facets"');
    expect(answer.text).not.toContain('"keySpecs"');
  });
});
