import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema, imageSchema, type Image } from '#shared/contract';
import { imageSources } from './html';
import { openTestApi, type TestApi } from './harness';
import { crawl } from './sample-urls';

let t: TestApi;
let answers: { url: string; body: unknown }[];
beforeAll(async () => {
  t = openTestApi();
  answers = await crawl(async (url) => (await t.get(url)).json);
});
afterAll(() => t.dispose());

/** Every `{ src, alt, width, height }` and every `<img src>` inside any string of an answer. */
function collectImages(value: unknown, images: Image[], inline: string[]): void {
  if (typeof value === 'string') {
    inline.push(...imageSources(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectImages(item, images, inline);
  } else if (value && typeof value === 'object') {
    const asImage = imageSchema.safeParse(value);
    if (asImage.success) images.push(asImage.data);
    for (const item of Object.values(value)) collectImages(item, images, inline);
  }
}

test('every picture the content refers to is served as a self-contained SVG of the stated size', async () => {
  const images: Image[] = [];
  const inline: string[] = [];
  for (const answer of answers) collectImages(answer.body, images, inline);
  expect(images.length).toBeGreaterThan(30);
  expect(inline.length).toBeGreaterThan(0);

  const sizes = new Map(images.map((image) => [image.src, image]));
  for (const src of new Set([...images.map((image) => image.src), ...inline])) {
    const answer = await t.get(src);
    expect(answer.status, src).toBe(200);
    expect(answer.headers.get('content-type'), src).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control'), src).toBe('public, max-age=86400');
    expect(answer.text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), src).toBe(true);
    // Nothing may load from elsewhere: the only URL is the SVG namespace, `url()` only local ids.
    expect(answer.text.replace('xmlns="http://www.w3.org/2000/svg"', ''), src).not.toMatch(/https?:|\/\/|href|@import|@font-face/i);
    expect(
      [...answer.text.matchAll(/url\(([^)]*)\)/g)].every((match) => match[1]!.startsWith('#')),
      src,
    ).toBe(true);
    const size = sizes.get(src);
    if (size) expect(answer.text, src).toContain(`width="${size.width}" height="${size.height}"`);
  }
});

test('alt texts are present', () => {
  const images: Image[] = [];
  for (const answer of answers) collectImages(answer.body, images, []);
  for (const image of images) expect(image.alt.trim(), image.src).not.toBe('');
});

test('an unknown or malformed file name is a JSON 404', async () => {
  for (const url of ['/api/media/none.svg', '/api/media/%3Cscript%3E.svg', '/api/media/a%2Fb.svg']) {
    const answer = await t.get(url);
    expect(answer.status, url).toBe(404);
    expect(apiErrorSchema.parse(answer.json).data).toBe('Изображение не найдено');
  }
});
