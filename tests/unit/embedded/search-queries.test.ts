/**
 * Real queries against the seeded demo catalogue, and what each must find first
 * (docs/behaviour.md, "Search"): typos, articles one character off, designations and cable sizes
 * however they are typed, brands as people spell them, synonyms, look-alike letters — and queries
 * that must find nothing, or not the wrong thing first.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { searchResultSchema, suggestionsSchema, type SearchHit } from '#shared/contract';
import { products } from '#server/embedded/seed/catalog/products';
import { openTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(() => {
  api = openTestApi();
});
afterAll(() => api.dispose());

const searchPage = async (q: string, page = 1) =>
  searchResultSchema.parse((await api.get(`/api/catalog/search?q=${encodeURIComponent(q)}&page=${page}`)).json);

/** Every result of a query, all pages. */
async function everything(q: string): Promise<{ total: number; items: SearchHit[] }> {
  const first = await searchPage(q);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++) items.push(...(await searchPage(q, page)).items);
  return { total: first.total, items };
}

/** How many seeded products a rule picks: expected counts follow the seed, not a number copied here. */
const seeded = (pick: (p: (typeof products)[number]) => boolean) => products.filter(pick).length;
const ofBrand = (brandId: string) => seeded((p) => p.brandId === brandId);
const nameHas = (pattern: RegExp) => seeded((p) => pattern.test(p.name));

interface Expected {
  /** The first result: its article (a string) or a pattern its name matches. */
  first: string | RegExp;
  /** Every result's name matches. */
  all?: RegExp;
  /** No result's name matches. */
  none?: RegExp;
  total?: number;
}

const rows: [query: string, expected: Expected][] = [
  // One wrong letter in a long word.
  ['автамат', { first: /^Автоматический выключатель/ }],
  ['афтомат', { first: /^Автоматический выключатель/ }],
  ['автомотический', { first: /^Автоматический выключатель/ }],
  ['выключатнль', { first: /^Выключатель/ }],
  ['светильнек', { first: /^Светильник/ }],
  ['автомат', { first: /^Автоматический выключатель/ }],
  ['автоматы', { first: /^Автоматический выключатель/ }],
  ['кабеля', { first: /^Кабель/ }],
  // Articles: as typed, one character off, O for 0, a Cyrillic look-alike, spaces for hyphens.
  ['MVA20-1-016-C', { first: 'MVA20-1-016-C' }],
  ['MVB20-1-016-C', { first: 'MVA20-1-016-C' }],
  ['MVA2O-1-016-C', { first: 'MVA20-1-016-C' }],
  ['MVA20-1-016-С', { first: 'MVA20-1-016-C' }],
  ['mva20 1 016 c', { first: 'MVA20-1-016-C' }],
  ['elcb-2-16', { first: 'elcb-2-16-30-em-pro' }],
  // A series typed with or without its separators.
  ['ва47-29', { first: /ВА47-29/, all: /ВА47-29/, total: nameHas(/ВА47-29/) }],
  ['ВА 47-29', { first: /ВА47-29/, all: /ВА47-29/, total: nameHas(/ВА47-29/) }],
  ['ва4729', { first: /ВА47-29/, all: /ВА47-29/, total: nameHas(/ВА47-29/) }],
  ['ва 47-63', { first: /ВА 47-63/, all: /ВА 47-63/, total: nameHas(/ВА 47-63/) }],
  ['ва4763', { first: /ВА 47-63/, all: /ВА 47-63/, total: nameHas(/ВА 47-63/) }],
  ['вд 1-63', { first: /ВД1-63/, all: /ВД1-63/, total: nameHas(/ВД1-63/) }],
  ['автомат C16', { first: / 16 А \(C\)/, all: / 16 А \(C\)/ }],
  ['автомат с16', { first: / 16 А \(C\)/, all: / 16 А \(C\)/ }],
  ['автомат 2P 25 А', { first: /^Автоматический выключатель .* 2P 25 А/, all: / 2P 25 А/ }],
  // Brands as people type them, and look-alike letters.
  ['шнайдер', { first: /Schneider Electric$/, all: /Schneider Electric/, total: ofBrand('schneider-electric') }],
  ['шнайдер электрик', { first: /Schneider Electric$/, all: /Schneider Electric/, total: ofBrand('schneider-electric') }],
  ['иек', { first: /IEK$/, all: /IEK/, total: ofBrand('iek') }],
  ['ИЭК', { first: /IEK$/, all: /IEK/, total: ofBrand('iek') }],
  ['екф', { first: /EKF/, all: /EKF/, total: ofBrand('ekf') }],
  ['АВВ', { first: /ABB$/, all: /ABB/, total: ofBrand('abb') }], // Cyrillic letters that look like ABB
  ['легранд', { first: /Legrand$/, all: /Legrand/, total: ofBrand('legrand') }],
  ['keaz', { first: /КЭАЗ$/, all: /КЭАЗ/, total: ofBrand('keaz') }],
  ['акти9', { first: /Acti9/, all: /Acti9/ }],
  ['кaбель', { first: /^Кабель/ }], // Latin a
  // Cable sizes however the cross and the decimal are typed.
  ['ВВГнг 3х2,5', { first: /^Кабель ВВГнг.* 3×2,5 /, all: /^Кабель ВВГнг.* 3×2,5 /, total: nameHas(/ВВГнг.* 3×2,5 /) }],
  ['ВВГнг 3x2,5', { first: /^Кабель ВВГнг.* 3×2,5 /, all: /^Кабель ВВГнг.* 3×2,5 /, total: nameHas(/ВВГнг.* 3×2,5 /) }],
  ['3x2,5', { first: / 3×2,5 /, all: / 3×2,5 /, total: nameHas(/ 3×2,5 /) }],
  ['3*2.5', { first: / 3×2,5 /, all: / 3×2,5 /, total: nameHas(/ 3×2,5 /) }],
  ['3×2.5', { first: / 3×2,5 /, all: / 3×2,5 /, total: nameHas(/ 3×2,5 /) }],
  ['пвс 3х1,5', { first: 'ПВС 3×1,5' }],
  ['ПуГВ 1х2,5', { first: /^Провод ПуГВ 1×2,5 /, all: /ПуГВ 1×2,5 /, total: nameHas(/ПуГВ 1×2,5 /) }],
  // Synonyms: УЗО finds residual-current devices, never surge protectors (УЗИП).
  ['узо', { first: /^УЗО/, none: /УЗИП/, total: seeded((p) => p.sectionId === 'uzo' || p.sectionId === 'difavtomaty') }],
  ['УЗО', { first: /^УЗО/, none: /УЗИП/ }],
  ['узо 30 ма', { first: /^УЗО/, none: /УЗИП/, all: / 30 мА / }],
  ['дифавтомат', { first: /^Дифавтомат/, none: /УЗИП/ }],
  ['АВДТ', { first: /^Дифавтомат АВДТ/ }],
  ['диф. автомат', { first: /^Дифавтомат/ }],
  ['дифференциальный автомат', { first: /^Дифавтомат/ }],
  ['узип', { first: /^УЗИП/, all: /^УЗИП/, total: nameHas(/^УЗИП/) }],
  ['ограничитель перенапряжения', { first: /^УЗИП/, all: /^УЗИП/ }],
  ['пускатель', { first: /^Контактор/ }],
  ['счетчики', { first: /^Счётчик электроэнергии/ }],
  ['меркурий 230', { first: /Меркурий 230/, all: /Меркурий 230/ }],
  ['реле напряжения', { first: /^Реле напряжения/ }],
  ['прожектор', { first: /^Прожектор/ }],
];

describe('real queries find what is asked for first', () => {
  test.each(rows)('«%s»', async (query, expected) => {
    const { total, items } = await everything(query);
    expect(total, query).toBeGreaterThan(0);
    const first = items[0]!;
    if (typeof expected.first === 'string') expect(first.article, query).toBe(expected.first);
    else expect(first.name, query).toMatch(expected.first);
    if (expected.all) for (const item of items) expect(item.name, query).toMatch(expected.all);
    if (expected.none) for (const item of items) expect(item.name, query).not.toMatch(expected.none);
    if (expected.total !== undefined) expect(total, query).toBe(expected.total);
  });

  test('the table covers at least forty queries', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
  });
});

describe('what must find nothing', () => {
  test.each(['абырвалгзюкщ', 'xyzzy', 'автомат абырвалг', 'MVZZ9-9-999-Q'])('«%s» finds nothing', async (query) => {
    expect((await searchPage(query)).total).toBe(0);
  });
});

describe('suggestions read a query the same way', () => {
  test.each(['автамат', 'шнайдер', 'ВА 47-29', 'ВВГнг 3х2,5', 'узо', 'MVA2O-1-016-C'])(
    '«%s»: the first suggestion is the first result',
    async (query) => {
      const suggestions = suggestionsSchema.parse((await api.get(`/api/catalog/suggestions?q=${encodeURIComponent(query)}`)).json);
      const result = await searchPage(query);
      expect(suggestions.products[0]?.id, query).toBe(result.items[0]!.id);
    },
  );

  test('a designation typed so far suggests the designations it begins', async () => {
    const suggestions = suggestionsSchema.parse((await api.get(`/api/catalog/suggestions?q=${encodeURIComponent('ва 47-2')}`)).json);
    expect(suggestions.products.length).toBeGreaterThan(0);
    for (const product of suggestions.products) expect(product.name).toMatch(/ВА47-29/);
  });

  test('«узо» suggests the УЗО sections, not the surge protectors', async () => {
    const suggestions = suggestionsSchema.parse((await api.get(`/api/catalog/suggestions?q=${encodeURIComponent('узо')}`)).json);
    expect(suggestions.sections.map((section) => section.name)).toContain('УЗО');
    for (const section of suggestions.sections) expect(section.name).not.toMatch(/УЗИП|перенапряжения/);
    for (const product of suggestions.products) expect(product.name).toMatch(/^УЗО/);
  });

  test('a designation typed together is highlighted whole in the name', async () => {
    const result = await searchPage('ва4729');
    expect(result.items[0]!.highlight.filter((part) => part.hit).map((part) => part.text)).toEqual(['ВА47-29']);
  });
});
