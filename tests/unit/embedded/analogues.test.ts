/**
 * Analogues of real demo products, checked against pairs chosen by hand from the seed
 * (docs/behaviour.md, "Analogues"): a 1P C16 4,5 kA breaker's direct analogues are the other
 * makers' 1P C16 4,5 kA breakers, its replacements the 6 kA ones; an RCD of type AC is replaced
 * by type A; every subsection that has products has a rule.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productAnaloguesSchema, searchResultSchema, type ProductAnalogues } from '#shared/contract';
import { analogueRules } from '#server/embedded/catalog/analogue-rules';
import { products } from '#server/embedded/seed/catalog/products';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(() => {
  api = openTestApi();
});
afterAll(() => api.dispose());

const idOf = (article: string) => {
  const found = products.find((p) => p.article === article);
  if (!found) throw new Error(`no seeded product ${article}`);
  return found.id;
};
const analoguesOf = async (article: string): Promise<ProductAnalogues> =>
  productAnaloguesSchema.parse((await api.get(`/api/catalog/products/${idOf(article)}/analogues`)).json);
const articles = (answer: ProductAnalogues, kind: string) =>
  answer.items
    .filter((a) => a.kind === kind)
    .map((a) => a.product.article)
    .sort();

describe('modular breakers', () => {
  test('IEK ВА47-29 1P C16 4,5 kA: the other makers’ 1P C16 4,5 kA are direct, the 6 kA ones replacements', async () => {
    const answer = await analoguesOf('MVA20-1-016-C');
    expect(articles(answer, 'direct')).toEqual(['11058DEK', '419666', 'EZ9F34116', 'mcb4763-1-16C-pro'].sort());
    expect(articles(answer, 'replacement')).toEqual(['103552', '2CDS251001R0164', 'A9F79116'].sort());
    const abb = answer.items.find((a) => a.product.article === '2CDS251001R0164')!;
    expect(abb.differences).toEqual([
      { key: 'breaking', label: 'Отключающая способность', value: '4,5\u00a0кА', analogueValue: '6\u00a0кА', verdict: 'better' },
    ]);
    for (const direct of answer.items.filter((a) => a.kind === 'direct')) expect(direct.differences).toEqual([]);
  });

  test('ABB S203 C25 6 kA: direct analogues are the 6 kA 3P C25; a 4,5 kA one is no replacement, only similar at most', async () => {
    const answer = await analoguesOf('2CDS253001R0254');
    expect(articles(answer, 'direct')).toEqual(['103614', 'A9F79325'].sort());
    expect(articles(answer, 'replacement')).toEqual([]);
    const iek = answer.items.find((a) => a.product.article === 'MVA20-3-025-C');
    expect(iek?.kind ?? 'none').not.toMatch(/direct|replacement/);
  });

  test('similar products share the poles and curve and come nearest rating first', async () => {
    const answer = await analoguesOf('MVA20-1-016-C');
    const similar = answer.items.filter((a) => a.kind === 'similar');
    expect(similar.length).toBeGreaterThan(0);
    for (const item of similar) {
      expect(products.find((p) => p.id === item.product.id)?.specs).toMatchObject({ poles: '1P', curve: 'C' });
      expect(item.differences.map((d) => d.key)).toContain('current');
    }
    expect(similar[0]!.differences.find((d) => d.key === 'current')?.analogueValue).toMatch(/^(13|20)\u00a0А$/);
  });
});

describe('other sections', () => {
  test('an RCD of type AC is replaced by one of type A with the same poles, rating and leakage', async () => {
    const ac = products.find(
      (p) => p.sectionId === 'uzo' && p.specs['rcd-type'] === 'AC' && p.specs.leakage === '30' && p.specs.poles === '2P',
    )!;
    const answer = await analoguesOf(ac.article);
    const replacements = answer.items.filter((a) => a.kind === 'replacement');
    expect(replacements.length).toBeGreaterThan(0);
    for (const r of replacements) expect(r.differences.every((d) => d.verdict === 'better')).toBe(true);
  });

  test('every subsection with products has a rule, naming only its own characteristics', async () => {
    const { sections } = await import('#server/embedded/seed/catalog/sections');
    for (const section of sections.filter((s) => products.some((p) => p.sectionId === s.id))) {
      const rule = analogueRules[section.id];
      expect(rule, section.id).toBeDefined();
      const keys = new Set(section.specs.map((d) => d.key));
      for (const key of [...rule!.equal, ...rule!.higher, ...rule!.lower, ...rule!.similar])
        expect(keys.has(key), `${section.id}: ${key}`).toBe(true);
    }
  });

  test('an answer is bounded and never lists the product itself', async () => {
    for (const p of products.filter((_, i) => i % 25 === 0)) {
      const answer = await analoguesOf(p.article);
      expect(answer.items.length).toBeLessThanOrEqual(14);
      expect(answer.items.map((a) => a.product.id)).not.toContain(p.id);
    }
  });
});

describe('search by another maker’s article', () => {
  const search = async (q: string) => searchResultSchema.parse((await api.get(`/api/catalog/search?q=${encodeURIComponent(q)}`)).json);

  test('an Acti9 article the catalogue lacks finds the 6 kA 1P C32 breakers of other makers first, marked as its analogues', async () => {
    const result = await search('A9F79132');
    const marked = result.items.filter((hit) => hit.analogueOf);
    expect(marked.map((hit) => hit.article).sort()).toEqual(['103555', '2CDS251001R0324'].sort());
    expect(result.items.slice(0, marked.length)).toEqual(marked);
    expect(marked[0]!.analogueOf).toEqual({ brand: 'Schneider Electric', article: 'A9F79132' });
  });

  test('ABB’s short designation, typed any way, finds the other makers’ breakers it stands for', async () => {
    for (const q of ['S201-C10', 's201 c10', 'S201C10']) {
      const marked = (await search(q)).items.filter((hit) => hit.analogueOf).map((hit) => hit.article);
      expect(marked.sort(), q).toEqual(['103551', 'A9F79110'].sort());
    }
    const sh = (await search('SH201L-C16')).items.filter((hit) => hit.analogueOf).map((hit) => hit.article);
    expect(sh.sort()).toEqual(['11058DEK', '419666', 'EZ9F34116', 'MVA20-1-016-C', 'mcb4763-1-16C-pro'].sort());
  });

  test('the catalogue’s own article still finds its product first, unmarked', async () => {
    const [first] = (await search('MVA20-1-016-C')).items;
    expect(first?.article).toBe('MVA20-1-016-C');
    expect(first?.analogueOf).toBeUndefined();
  });
});
