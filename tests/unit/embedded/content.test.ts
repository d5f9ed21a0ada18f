import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  calculatorRefListSchema,
  contentDocumentSchema,
  elPanelListSchema,
  homeSchema,
  projectListSchema,
  seoPageListSchema,
  seoPageSchema,
  slugSchema,
} from '#shared/contract';
import { products } from '#tests/support/previous-catalogue';
import { htmlProblems, wordCount } from './html';
import { openTestApi, type TestApi } from './harness';
import { isServedMdiIcon } from './mdi-icons';
import { crawl } from './sample-urls';

let t: TestApi;
beforeAll(() => {
  t = openTestApi();
});
afterAll(() => t.dispose());

const json = async (url: string) => (await t.get(url)).json;
const document = async (slug: string) => contentDocumentSchema.parse(await json(`/api/content/documents/${slug}`));

test('every html field uses only the allowed tags, attributes and link targets', async () => {
  const answers = await crawl(json);
  let checked = 0;
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'html' && typeof item === 'string') {
          checked++;
          expect(htmlProblems(item), where).toEqual([]);
        } else visit(item, `${where}.${key}`);
      }
    }
  };
  for (const answer of answers) visit(answer.body, answer.url);
  expect(checked).toBeGreaterThan(40);
});

test('the html check rejects what it should', () => {
  expect(htmlProblems('<p onclick="x()">a</p><script>b</script><a href="javascript:c">d</a><img src="https://e.ru/f.png">')).toEqual([
    '<p onclick>',
    'tag <script>',
    'tag <script>',
    'link javascript:c',
    'img https://e.ru/f.png',
  ]);
});

test('home: hero, four advantages with mdi icons, the three directions', async () => {
  const home = homeSchema.parse(await json('/api/content/home'));
  expect(home.advantages).toHaveLength(4);
  for (const advantage of home.advantages) {
    expect(isServedMdiIcon(advantage.icon), advantage.icon).toBe(true);
  }
  expect(home.directions.map((direction) => direction.key)).toEqual(['catalog', 'elpanels', 'calculators']);
});

describe('documents', () => {
  test('about: a substantial page with several sections', async () => {
    const about = await document('about');
    expect((about.html.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(5);
    expect(wordCount(about.html)).toBeGreaterThan(600);
  });

  test('privacy: a complete 152-ФЗ policy', async () => {
    const privacy = await document('privacy');
    expect(wordCount(privacy.html)).toBeGreaterThanOrEqual(1500);
    for (const section of [
      'Общие положения',
      'термины',
      'Цели обработки',
      'Правовые основания',
      'Объём и категории',
      'Порядок и условия',
      'Права субъектов',
      'cookie',
      'безопасности',
      'Заключительные положения',
      'Контактная информация',
    ]) {
      expect(privacy.html, section).toMatch(new RegExp(`<h2(?: id="section-[a-z-]+")?>[^<]*${section}`, 'i'));
    }
    expect(privacy.html).toContain('152-ФЗ');
  });

  test('agreement: a complete user agreement', async () => {
    const agreement = await document('agreement');
    expect(wordCount(agreement.html)).toBeGreaterThanOrEqual(1200);
    for (const section of [
      'Предмет',
      'Регистрация и Личный кабинет',
      'Права и обязанности',
      'Интеллектуальная собственность',
      'Ответственность',
      'разрешения споров',
      'Заключительные положения',
    ]) {
      expect(agreement.html, section).toMatch(new RegExp(`<h2>[^<]*${section}`, 'i'));
    }
  });
});

test('portfolio: at least 8 projects, 3–4 featured, and ?featured=1 answers only those', async () => {
  const all = projectListSchema.parse(await json('/api/portfolio'));
  const featured = projectListSchema.parse(await json('/api/portfolio?featured=1'));
  expect(all.length).toBeGreaterThanOrEqual(8);
  expect(featured.length).toBeGreaterThanOrEqual(3);
  expect(featured.length).toBeLessThanOrEqual(4);
  expect(featured).toEqual(all.filter((project) => project.featured));
  for (const project of all) expect(project.tags.length).toBeGreaterThan(0);
});

test('SEO landing pages: at least 4, latin slugs, listing matches the pages', async () => {
  const list = seoPageListSchema.parse(await json('/api/seo-pages'));
  expect(list.length).toBeGreaterThanOrEqual(4);
  for (const summary of list) {
    expect(slugSchema.safeParse(summary.name).success, summary.name).toBe(true);
    const page = seoPageSchema.parse(await json(`/api/seo-pages/${summary.name}`));
    expect(page).toMatchObject(summary);
  }
});

test('catalogue references: unique ids and numeric ids, slug urls', () => {
  expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
  expect(new Set(products.map((p) => p.numId)).size).toBe(products.length);
  for (const product of products) {
    expect(product.id).toMatch(/^[\w-]{1,80}$/);
    expect(slugSchema.safeParse(product.url).success, product.url).toBe(true);
  }
});

test('panels and calculators', async () => {
  const panels = elPanelListSchema.parse(await json('/api/elpanels'));
  expect(panels.length).toBeGreaterThanOrEqual(5);
  const calculators = calculatorRefListSchema.parse(await json('/api/calculators'));
  expect(calculators.map((calculator) => calculator.id)).toEqual(
    expect.arrayContaining(['cable-section', 'voltage-drop', 'power-consumption', 'short-circuit', 'grounding']),
  );
  for (const item of [...panels, ...calculators]) expect(slugSchema.safeParse(item.id).success, item.id).toBe(true);
});
