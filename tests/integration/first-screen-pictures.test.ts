/**
 * A list's first pictures are the largest thing on a phone's first screen (Lighthouse's "largest
 * contentful paint"): they must not be `loading="lazy"`, which holds a picture back until layout.
 * The pictures further down stay lazy.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type AccountSite, createAccountSite, Visitor } from '../support/account-site';

let site: AccountSite;

beforeAll(() => {
  site = createAccountSite();
});
afterAll(() => site.close());

/** The `<img>` tags of the page's main column, in order. */
const mainPictures = (html: string) => {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
};

test.each(['/posts/news', '/posts/articles'])('%s: the first row of cards loads its pictures at once, the rest lazily', async (path) => {
  const answer = await new Visitor(site).get(path);
  expect(answer.status).toBe(200);
  const pictures = mainPictures(answer.text);
  expect(pictures.length).toBeGreaterThan(3);
  expect(pictures.slice(0, 3).filter((tag) => tag.includes('loading="lazy"'))).toEqual([]);
  expect(pictures.slice(3).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
});
