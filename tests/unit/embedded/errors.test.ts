import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema, postPageSchema } from '#shared/contract';
import { createEmbeddedApi } from '#server/embedded/app';
import { makeTempDir, openTestApi, type TestApi } from './harness';

let t: TestApi;
let newsId: number;
beforeAll(async () => {
  t = openTestApi();
  newsId = postPageSchema.parse((await t.get('/api/posts/news')).json).items[0]!.id;
});
afterAll(() => t.dispose());

async function expectError(url: string, status: number, init?: RequestInit): Promise<void> {
  const answer = await t.get(url, init);
  expect(answer.status, url).toBe(status);
  expect(answer.headers.get('content-type'), url).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(answer.json);
  expect(body.status, url).toBe(status);
  // The message is for people, in Russian.
  expect(body.data, url).toMatch(/[А-Яа-яЁё]/);
}

describe('404 for an entity that does not exist', () => {
  test.each([
    '/api/seo-pages/net-takoy-stranitsy',
    '/api/posts/events',
    '/api/posts/events/1',
    '/api/posts/news/999999',
    '/api/catalog/products/net-takogo-tovara',
    '/api/catalog/products/by-num/999999',
    '/api/elpanels/net-takogo-shchita',
    '/api/calculators/net-takogo-kalkulyatora',
    '/api/media/net-takogo-fayla.svg',
  ])('%s', (url) => expectError(url, 404));

  test('a post asked for under another type', async () => {
    expect((await t.get(`/api/posts/news/${newsId}`)).status).toBe(200);
    await expectError(`/api/posts/articles/${newsId}`, 404);
  });
});

describe('404 for a malformed path parameter', () => {
  test.each([
    '/api/content/documents/contacts',
    '/api/seo-pages/Bolshie_Bukvy',
    '/api/posts/News',
    '/api/posts/news/0',
    '/api/posts/news/abc',
    '/api/posts/news/-1',
    '/api/posts/news/1234567890',
    '/api/catalog/products/%D1%89%D0%B8%D1%82',
    '/api/catalog/products/by-num/0',
    '/api/catalog/products/by-num/12x',
    '/api/elpanels/%20',
    '/api/media/..%2Fembedded.sqlite',
  ])('%s', (url) => expectError(url, 404));
});

describe('404 for a path the API does not have', () => {
  test.each(['/', '/api', '/api/unknown', '/api/menu', '/api/menu/main/extra', '/api/posts/news/1/comments'])('%s', (url) =>
    expectError(url, 404),
  );

  test('a method the API does not serve', () => expectError('/api/menu/main', 404, { method: 'POST' }));
});

describe('400 for an invalid query', () => {
  test.each([
    '/api/posts/news?page=abc',
    '/api/posts/news?page=0',
    '/api/posts/news?page=1.5',
    '/api/posts/news?page=10001',
    '/api/posts/news?perPage=999',
    '/api/posts/news?perPage=0',
    '/api/portfolio?featured=yes',
    '/api/portfolio?featured=0',
  ])('%s', (url) => expectError(url, 400));

  test('the message names the parameter', async () => {
    const answer = await t.get('/api/posts/news?perPage=999');
    expect(apiErrorSchema.parse(answer.json).data).toContain('perPage');
  });
});

test('unknown query parameters are ignored', async () => {
  expect((await t.get('/api/menu/main?utm_source=test')).status).toBe(200);
  expect((await t.get('/api/posts/news?page=1&sort=old')).status).toBe(200);
});

test('a broken data file is a logged JSON 500, not a crash', async () => {
  const logged: unknown[] = [];
  const dataDir = makeTempDir();
  const api = createEmbeddedApi({ dataDir, logError: (error) => logged.push(error) });
  api.db.exec('DROP TABLE calculators');
  const response = await api.app.request('/api/calculators');
  expect(response.status).toBe(500);
  expect(apiErrorSchema.parse(await response.json())).toMatchObject({ status: 500, error: 'Internal Server Error' });
  expect(logged).toHaveLength(1);
  api.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
