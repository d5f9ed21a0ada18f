/**
 * A product card as the server sends it (docs/behaviour.md, "Page weight" and "Without JavaScript"):
 * one link (its picture inside the link's area), no form of its own; its «В спецификацию», «В
 * избранное» and «Сравнить» name the page's shared forms, each form once a page and only where a
 * button names it, and what a card's button posts is what its endpoint takes.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products as seedProducts } from '#server/embedded/seed/catalog/products';
import { compareMessages } from '#shared/catalog/compare';
import { type AccountSite, createAccountSite, siteOrigin, Visitor } from '../support/account-site';
import { buttonPosts } from '../support/button-posts';

let site: AccountSite;
beforeAll(() => {
  site = createAccountSite({ env: { PUBLIC_ORIGIN: siteOrigin } });
});
afterAll(() => site.close());

const section = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
const product = seedProducts.find((p) => p.article === 'MVA20-1-032-C')!;
const pages = [
  ['a section', section],
  ['the search', '/catalog/search?q=%D0%B0%D0%B2%D1%82%D0%BE%D0%BC%D0%B0%D1%82'],
  ['a product (its series)', `/product/${product.url}/${product.id}`],
] as const;

async function html(path: string): Promise<string> {
  const answer = await new Visitor(site).get(path).redirects(0);
  expect(answer.status, path).toBe(200);
  return answer.text;
}

const cardsOf = (page: string) =>
  [...page.matchAll(/<article class="product-card">[\s\S]*?<\/article>/g)].map((m) => ({ html: m[0], at: m.index }));

describe.each(pages)('the cards of %s', (_name, path) => {
  test('have one link each, to the product, and no form of their own', async () => {
    const page = await html(path);
    const cards = cardsOf(page);
    expect(cards.length, path).toBeGreaterThan(0);
    for (const card of cards) {
      expect(card.html.match(/<a\b/g), card.html).toHaveLength(1);
      expect(card.html).toMatch(/<a href="\/product\/[^"]+"/);
      expect(card.html).not.toContain('<form');
      expect(card.html).not.toContain('<!-- -->');
      // «В избранное» is its icon and its words, nothing round them.
      expect(card.html).toMatch(/<button [^>]*save-button[^>]*><svg [^>]*><use [^>]*><\/use><\/svg>В избранное<\/button>/);
      // Its parts and its buttons carry no class a grid would repeat on every card (docs/decisions/028-cards-drawn-once.md).
      expect(card.html).not.toMatch(/product-card__|button--ghost|class="button\b/);
    }
  });

  test('post, without JavaScript, what «В спецификацию», «В избранное» and «Сравнить» take, through one form per action', async () => {
    const page = await html(path);
    const posts = buttonPosts(page);
    for (const card of cardsOf(page)) {
      const id = /href="\/product\/[^/"]+\/([^"#]+)"/.exec(card.html)![1]!;
      const inCard = posts.filter((post) => post.at > card.at && post.at < card.at + card.html.length);
      expect(inCard.map(({ text, action, method, fields }) => ({ text, action, method, fields: Object.fromEntries(fields) }))).toEqual([
        { text: 'В спецификацию', action: '/api/specs/current/lines', method: 'post', fields: { productId: id } },
        { text: 'В избранное', action: '/api/saves', method: 'post', fields: { kind: 'product', refId: id } },
        { text: 'Сравнить', action: '/api/compare', method: 'post', fields: { op: 'add', id } },
      ]);
    }
    for (const form of ['spec-add', 'save-product', 'compare-add'])
      expect(page.match(new RegExp(`<form id="${form}"`, 'g')), form).toHaveLength(1);
  });
});

test('a page without cards carries none of their forms', async () => {
  const page = await html('/about');
  expect(page).not.toMatch(/<form id="(spec-add|save-product|compare-add)"/);
});

test('a card’s «Сравнить» posted as the browser sends it comes back to the page with the outcome', async () => {
  const visitor = new Visitor(site);
  const page = await html(section);
  const post = buttonPosts(page).find((p) => p.text === 'Сравнить')!;
  const posted = await visitor.postForm(post.action!, Object.fromEntries(post.fields)).set('Referer', `${siteOrigin}${section}`);
  expect(posted.status).toBe(303);
  expect(posted.headers.location).toBe(section);
  const back = await visitor.get(section);
  expect(/class="flash-notice[^"]*"[^>]*>([^<]*)</.exec(back.text)?.[1]).toBe(compareMessages.added(1));
});
