/**
 * The routes of docs/behaviour.md, "Routes", one by one, through the whole BFF (route table,
 * loaders, SSR) against the embedded API's demo content: status, <title>, redirects, 404s, and what
 * every page's HTML must carry.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parsePayload } from '#client/data/payload';
import { postsPerPage } from '#client/pages/posts/type';
import { formatDate } from '#shared/dates';
import { errorTitles, invalidRouteMessage, notFoundMessage } from '#shared/error-page';
import { agreement } from '#server/embedded/seed/agreement';
import { privacy } from '#server/embedded/seed/privacy';
import { placeholderRedirects } from '#shared/routes';
import { countElements, escapeHtmlText, externalReferences, ssrPayloadText } from '../support/html-checks';
import { createObservedSiteHarness, rewriteJsonAnswer } from '../support/observed-harness';
import { first, loadSiteData, type SiteData } from '../support/site-data';
import { browserUserAgent, createSiteHarness, titleOf, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
let data: SiteData;

beforeAll(async () => {
  site = createSiteHarness();
  data = await loadSiteData(site);
});
afterAll(() => site.close());

/** A person's browser asking for a page (isbot counts supertest's own user agent as a crawler). */
const visit = (path: string) => request(site.server).get(path).set('user-agent', browserUserAgent).redirects(0);

const news = () => first(data.posts.news, 'news posts');
const article = () => first(data.posts.articles, 'articles');
const newestPost = (type: string) => {
  const post = data.newestPost[type];
  if (!post) throw new Error(`the demo content has no ${type} posts`);
  return post;
};
const section = () => first(data.sections, 'catalogue sections');
const panel = () => first(data.panels, 'electrical panels');
const calculator = () => first(data.calculators, 'calculators');
const productPath = () => `/product/${data.product.url}/${data.product.id}`;
/** Hosts of the messenger links among the contacts: the only other hosts a page may link to. */
const messengerHosts = () => data.contacts.filter((c) => ['telegram', 'whatsapp', 'vk'].includes(c.name)).map((c) => new URL(c.data).host);

interface PageCase {
  name: string;
  path: () => string;
  /** What the page's <title> must be (string: exactly) or contain (array: every part). */
  title: () => string | string[];
}

/** Every public route, with a real entity where it takes one. */
const pages: PageCase[] = [
  { name: 'home', path: () => '/', title: () => data.home.seo.title },
  { name: 'about', path: () => '/about', title: () => data.documents.about.seo.title },
  { name: 'catalogue', path: () => '/catalog', title: () => data.menuSeoTitle('catalog') },
  { name: 'catalogue search', path: () => '/catalog/search?q=автомат', title: () => [data.menuSeoTitle('catalog')] },
  { name: 'catalogue section', path: () => `/catalog/${section().id}`, title: () => [section().name, data.menuSeoTitle('catalog')] },
  { name: 'product', path: productPath, title: () => [data.product.name] },
  { name: 'electrical panels', path: () => '/elpanels', title: () => data.menuSeoTitle('elpanels') },
  { name: 'a panel', path: () => `/elpanels/${panel().id}`, title: () => [panel().name] },
  { name: 'panel designer', path: () => '/elpanels/designer', title: () => [data.menuSeoTitle('elpanels')] },
  { name: 'panel designer result', path: () => '/elpanels/designer/result', title: () => [data.menuSeoTitle('elpanels')] },
  { name: 'calculators', path: () => '/calculators', title: () => data.menuSeoTitle('calculators') },
  { name: 'a calculator', path: () => `/calculators/${calculator().id}`, title: () => [calculator().name] },
  { name: 'portfolio', path: () => '/portfolio', title: () => data.menuSeoTitle('portfolio') },
  { name: 'news listing', path: () => '/posts/news', title: () => postTypeSeoTitle('news') },
  { name: 'articles listing', path: () => '/posts/articles', title: () => postTypeSeoTitle('articles') },
  { name: 'a news post', path: () => `/posts/news/${news().id}`, title: () => newestPost('news').seo.title },
  { name: 'an article', path: () => `/posts/articles/${article().id}`, title: () => newestPost('articles').seo.title },
  { name: 'page 2 of the news', path: () => '/posts/news?page=2', title: () => [postTypeSeoTitle('news'), '2'] },
  { name: 'an SEO page', path: () => `/page/${data.seoPage.name}`, title: () => data.seoPage.seo.title },
  { name: 'privacy policy', path: () => '/legal/privacy', title: () => data.documents.privacy.seo.title },
  { name: 'user agreement', path: () => '/legal/agreement', title: () => data.documents.agreement.seo.title },
  { name: 'registration confirmation', path: () => '/confirm/registration/3f6c2a9e-demo', title: () => [] },
];

function postTypeSeoTitle(type: string): string {
  const found = data.postTypes.find((t) => t.type === type);
  if (!found) throw new Error(`the API has no post type ${type}`);
  return found.seo.title;
}

function expectTitle(html: string, expected: string | string[]) {
  const title = titleOf(html);
  expect(title, 'the page has a <title>').toBeTruthy();
  expect(title).not.toBe(errorTitles.notFound);
  expect(title).not.toBe(errorTitles.other);
  if (typeof expected === 'string') expect(title).toBe(escapeHtmlText(expected));
  else for (const part of expected) expect(title).toContain(escapeHtmlText(part));
}

describe('every route answers 200 with its own title', () => {
  test.each(pages)('$name', async ({ path, title }) => {
    const answer = await visit(path());
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expectTitle(answer.text, title());
  });

  test('page 2 of a listing has another title and other posts than page 1', async () => {
    const [one, two] = await Promise.all([visit('/posts/news'), visit('/posts/news?page=2')]);
    expect(two.status).toBe(200);
    expect(titleOf(two.text)).not.toBe(titleOf(one.text));
    const secondPageFirstPost = data.posts.news![postsPerPage];
    expect(secondPageFirstPost, 'the news have more than one page').toBeDefined();
    expect(two.text).toContain(`href="/posts/news/${secondPageFirstPost!.id}"`);
    expect(one.text).not.toContain(`href="/posts/news/${secondPageFirstPost!.id}"`);
  });

  test.each(['/my/saves', '/my/profile'])(
    '%s (sign-in required), signed out: 302 to the login address with the page to return to',
    async (path) => {
      const answer = await visit(path);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`/?auth=login&redirect=${encodeURIComponent(path)}`);
      expect(answer.headers['cache-control']).toBe('private, no-store');
    },
  );
});

describe('old and wrong product addresses move to the product for good', () => {
  test('the legacy /catalog/{section}/{numId} link answers 301 to the product page', async () => {
    const answer = await visit(`/catalog/${data.product.sectionId}/${data.product.numId}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(productPath());
    const target = await visit(answer.headers.location!);
    expect(target.status).toBe(200);
    expect(titleOf(target.text)).toContain(escapeHtmlText(data.product.name));
  });

  test('a wrong product slug answers 301 to the canonical slug', async () => {
    const answer = await visit(`/product/old-name-of-the-product/${data.product.id}`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(productPath());
  });
});

describe('the placeholder paths redirect', () => {
  test('all ten placeholders are in the redirect table', () => {
    expect(placeholderRedirects.map((r) => r.from).sort()).toEqual(
      [
        '/posts',
        '/legal',
        '/agreement',
        '/privacy',
        '/configurators',
        '/projects',
        '/my',
        '/my/projects',
        '/account',
        '/account/saves',
      ].sort(),
    );
  });

  test.each(placeholderRedirects)('$from → $status $to', async ({ from, to, status }) => {
    const answer = await visit(from);
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toBe(to);
  });
});

describe('a missing page is the 404 error page with the path in its message', () => {
  const lastNewsPage = async () => data.pageCount('news', postsPerPage);
  // `invalid`: the route matched but a parameter of it cannot be valid — the router's validation wording.
  const cases: { name: string; path: () => string | Promise<string>; invalid?: true }[] = [
    { name: 'a random path', path: () => '/no-such-place/at-all' },
    { name: 'an unknown post id', path: () => '/posts/news/987654' },
    { name: 'a post under the other type', path: () => `/posts/articles/${news().id}` },
    { name: 'an unknown post type', path: () => '/posts/no-such-type' },
    { name: 'an unknown SEO page', path: () => '/page/no-such-landing' },
    { name: 'an unknown catalogue section', path: () => '/catalog/no-such-section' },
    { name: 'an unknown calculator', path: () => '/calculators/no-such-calculator' },
    { name: 'an unknown panel', path: () => '/elpanels/no-such-panel' },
    { name: '?page=abc', path: () => '/posts/news?page=abc', invalid: true },
    { name: '?page=0', path: () => '/posts/news?page=0', invalid: true },
    { name: 'a post id that is not a number', path: () => '/posts/news/abc', invalid: true },
    { name: 'a post type that cannot be one', path: () => '/posts/News_Type!', invalid: true },
    { name: 'a page past the end', path: async () => `/posts/news?page=${(await lastNewsPage()) + 1}` },
    // One page-number rule for every paginated route (docs/behaviour.md, "Pagination").
    ...['0', '-1', 'abc', '99999999999999999999', '1.5', ''].flatMap((page) => [
      { name: `a section's ?page=${page}`, path: () => `/catalog/${section().id}?page=${page}`, invalid: true as const },
      {
        name: `search's ?page=${page}`,
        path: () => `/catalog/search?q=${encodeURIComponent('автомат')}&page=${page}`,
        invalid: true as const,
      },
    ]),
    { name: "a section's page past the end", path: () => `/catalog/${section().id}?page=999` },
    { name: "search's page past the end", path: () => `/catalog/search?q=${encodeURIComponent('автомат')}&page=999` },
    { name: 'an unknown legacy product number', path: () => `/catalog/${section().id}/99999999` },
  ];

  test.each(cases)('$name', async ({ path, invalid }) => {
    const url = await path();
    const answer = await visit(url);
    expect(answer.status).toBe(404);
    expect(titleOf(answer.text)).toBe(errorTitles.notFound);
    const pathname = new URL(url, 'http://x').pathname;
    expect(answer.text).toContain(escapeHtmlText(invalid ? invalidRouteMessage(pathname) : notFoundMessage(pathname)));
  });
});

describe('every page is a complete, self-contained Russian document', () => {
  test.each(pages)('$name', async ({ path }) => {
    const answer = await visit(path());
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).toContain('<html lang="ru"');
    expect(countElements(html, 'h1'), 'exactly one <h1>').toBe(1);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<script id="__ssr" type="application/json">');
    expect(externalReferences(html, messengerHosts()), 'nothing is loaded from another host').toEqual([]);

    const payload = ssrPayloadText(html);
    expect(payload).toBeDefined();
    expect(payload).not.toContain('<');
    expect(() => parsePayload(payload!), 'the payload block is whole').not.toThrow();
  });
});

describe('the legal pages', () => {
  test.each([
    ['/legal/privacy', privacy.updatedAt],
    ['/legal/agreement', agreement.updatedAt],
  ])("%s states its edition date once, from the document's updatedAt", async (path, updatedAt) => {
    const answer = await visit(path);
    expect(answer.status).toBe(200);
    expect(answer.text.match(/Редакция от/g) ?? []).toHaveLength(1);
    expect(answer.text).toMatch(new RegExp(`Редакция от (<!-- -->)?${formatDate(updatedAt)}<`));
  });
});

describe('the hydration payload is safe against markup in upstream data', () => {
  const xss = '</script><script>alert("xss")</script><!--';
  let observed: ReturnType<typeof createObservedSiteHarness>;
  beforeAll(() => {
    observed = createObservedSiteHarness({
      upstream: rewriteJsonAnswer(/^\/api\/posts\/news\/\d+$/, (body) => {
        const post = body as { title: string; excerpt: string; seo: { title: string; h1: string; description: string } };
        return {
          ...post,
          title: `Пост ${xss}`,
          excerpt: xss,
          seo: { ...post.seo, title: `Заголовок ${xss}`, h1: `H1 ${xss}`, description: xss },
        };
      }),
    });
  });
  afterAll(() => observed.close());

  test('an XSS-shaped post title is escaped in the HTML and in the payload block', async () => {
    const answer = await request(observed.server).get(`/posts/news/${news().id}`).set('user-agent', browserUserAgent);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('<script>alert(');
    expect(answer.text).toContain(escapeHtmlText(`H1 ${xss}`));

    const payload = ssrPayloadText(answer.text);
    expect(payload).toBeDefined();
    expect(payload).not.toContain('</script');
    expect(payload).not.toContain('<');
    // Escaped, not dropped: the browser gets the very same value back.
    expect(JSON.stringify(parsePayload(payload!))).toContain(JSON.stringify(`Заголовок ${xss}`).slice(1, -1));
  });

  test('an XSS-shaped project title in a deferred (streamed) section is escaped in its data block too', async () => {
    const streamed = createObservedSiteHarness({
      upstream: rewriteJsonAnswer(/^\/api\/portfolio$/, (body) =>
        (body as { title: string }[]).map((project) => ({ ...project, title: `Проект ${xss}` })),
      ),
    });
    try {
      const answer = await request(streamed.server).get('/').set('user-agent', browserUserAgent);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(escapeHtmlText(`Проект ${xss}`));
      expect(answer.text).not.toContain('<script>alert(');
      const blocks = [...answer.text.matchAll(/<script type="application\/json" data-streamed-query="[^"]*">([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      );
      expect(blocks.length, 'the deferred sections carry their data').toBeGreaterThan(0);
      for (const block of blocks) expect(block).not.toContain('<');
    } finally {
      streamed.close();
    }
  });
});
