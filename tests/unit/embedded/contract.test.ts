import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endpoints, endpointUrl, type EndpointName } from '#shared/contract';
import { products } from '#tests/support/previous-catalogue';
import { openTestApi, type TestApi } from './harness';
import { sampleUrls } from './sample-urls';

let t: TestApi;
beforeAll(() => {
  t = openTestApi();
});
afterAll(() => t.dispose());

async function getJson(url: string): Promise<unknown> {
  const answer = await t.get(url);
  expect(answer.status, url).toBe(200);
  return answer.json;
}

const samples = sampleUrls(getJson);

describe('every registry endpoint answers 200 with a body its response schema accepts', () => {
  test.each(Object.keys(endpoints) as EndpointName[])('%s', async (name) => {
    const urls = await samples[name]();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const answer = await t.get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type'), url).toMatch(/^application\/json/);
      const parsed = endpoints[name].response.safeParse(answer.json);
      expect(parsed.success ? '' : `${url}: ${parsed.error.message}`).toBe('');
      // Parsing drops unknown keys, so equality means nothing extra leaked (libsql's `_metadata`).
      expect(parsed.data, url).toEqual(answer.json);
    }
  });
});

test('the entity answered is the one asked for', async () => {
  const product = products[0]!;
  const { sectionId: _previousSection, ...identity } = product;
  expect(await getJson(endpointUrl('product', { productid: product.id }))).toMatchObject(identity);
  expect(await getJson(endpointUrl('productByNumId', { productNumID: String(product.numId) }))).toMatchObject(identity);
  expect(await getJson(endpointUrl('document', { slug: 'privacy' }))).toMatchObject({ slug: 'privacy' });
  expect(await getJson(endpointUrl('calculator', { calcID: 'voltage-drop' }))).toMatchObject({ id: 'voltage-drop' });
});

test('HEAD is answered like GET, without a body', async () => {
  const answer = await t.get(endpointUrl('mainMenu', {}), { method: 'HEAD' });
  expect(answer.status).toBe(200);
  expect(answer.text).toBe('');
});
