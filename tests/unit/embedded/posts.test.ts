import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postPageSchema, postSchema, postTypeListSchema, type PostSummary } from '#shared/contract';
import { articles } from '#server/embedded/seed/articles';
import { news } from '#server/embedded/seed/news';
import { openTestApi, type TestApi } from './harness';

let t: TestApi;
beforeAll(() => {
  t = openTestApi();
});
afterAll(() => t.dispose());

const page = async (url: string) => postPageSchema.parse((await t.get(url)).json);

test('news and articles are the post types, each with at least 12 posts', async () => {
  const types = postTypeListSchema.parse((await t.get('/api/posts/types')).json);
  expect(types.map((type) => [type.type, type.title])).toEqual([
    ['news', 'Новости'],
    ['articles', 'Статьи'],
  ]);
  expect((await page('/api/posts/news')).total).toBe(news.length);
  expect((await page('/api/posts/articles')).total).toBe(articles.length);
  expect(news.length).toBeGreaterThanOrEqual(12);
  expect(articles.length).toBeGreaterThanOrEqual(12);
});

describe.each(['news', 'articles'])('pagination of %s', (type) => {
  test('defaults: page 1, 9 per page', async () => {
    const first = await page(`/api/posts/${type}`);
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(Math.min(9, first.total));
    expect(first.pageCount).toBe(Math.ceil(first.total / 9));
    expect(first.type.type).toBe(type);
  });

  test.each([1, 2, 5, 9, 10, 50])('pageCount = ceil(total / %i) and the pages cover every post once', async (perPage) => {
    const first = await page(`/api/posts/${type}?perPage=${perPage}`);
    expect(first.pageCount).toBe(Math.ceil(first.total / perPage));
    const seen: PostSummary[] = [];
    for (let n = 1; n <= first.pageCount; n++) {
      const current = await page(`/api/posts/${type}?page=${n}&perPage=${perPage}`);
      expect(current.page).toBe(n);
      expect(current.items.length).toBe(n < first.pageCount ? perPage : first.total - perPage * (first.pageCount - 1));
      seen.push(...current.items);
    }
    expect(new Set(seen.map((item) => item.id)).size).toBe(first.total);
  });

  test('a page past the last one is empty, not an error', async () => {
    const first = await page(`/api/posts/${type}`);
    const beyond = await t.get(`/api/posts/${type}?page=${first.pageCount + 1}`);
    expect(beyond.status).toBe(200);
    const parsed = postPageSchema.parse(beyond.json);
    expect(parsed.items).toEqual([]);
    expect(parsed).toMatchObject({ page: first.pageCount + 1, pageCount: first.pageCount, total: first.total });
  });

  test('newest first, dates within 2025–2026', async () => {
    const all = (await page(`/api/posts/${type}?perPage=50`)).items;
    const dates = all.map((item) => Date.parse(item.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of all) {
      expect(item.type).toBe(type);
      expect(item.publishedAt).toMatch(/^202[56]-\d\d-\d\dT/);
    }
  });

  test('a post answers the same summary as the listing, plus seo and html', async () => {
    for (const item of (await page(`/api/posts/${type}?perPage=50`)).items) {
      const post = postSchema.parse((await t.get(`/api/posts/${type}/${item.id}`)).json);
      expect(post).toMatchObject(item);
      expect(post.seo.h1).toBe(item.title);
      expect(post.html).toContain('<p>');
    }
  });
});

test('post ids are positive and unique across types', async () => {
  const ids = [...(await page('/api/posts/news?perPage=50')).items, ...(await page('/api/posts/articles?perPage=50')).items].map(
    (item) => item.id,
  );
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
});
