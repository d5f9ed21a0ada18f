import request from 'supertest';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { errorDescription } from '#shared/error-page';
import { escapeMarkup } from '#shared/markup/escape';
import { browserUserAgent, crawlerUserAgent, createSiteHarness } from '../support/site-harness';

/** docs/behaviour.md, "Error pages": an address that does not decode is answered like any other bad address. */
describe('an address whose percent-escapes do not decode', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());
  afterEach(() => vi.restoreAllMocks());

  const get = (path: string, userAgent: string) => request(site.server).get(path).set('user-agent', userAgent);
  const messageOf = (html: string) => /data-testid="error-message">([^<]*)</.exec(html)?.[1];

  // The path as typed → what the 404 names: the segment taken literally, its `%` written `%25`.
  const paths = [
    ['/catalog/%ZZ', 'Page Not Found: /catalog/%25ZZ'],
    ['/posts/%E0%A4%A', 'Page Not Found: /posts/%25E0%25A4%25A'],
    ['/product/x/%ZZ', 'Page Not Found: /product/x/%25ZZ'],
    ['/%ZZ', 'Page not found: /%25ZZ'],
  ] as const;

  it.each(paths)('%s is the site 404 page for a person, and the router prints no warning', async (path, message) => {
    const warn = vi.spyOn(console, 'warn');
    const answer = await get(path, browserUserAgent);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<title>Page Not Found</title>');
    expect(answer.text).toMatch(/<h1 id="page-title">Page Not Found<\/h1>/);
    expect(messageOf(answer.text)).toBe(escapeMarkup(message));
    expect(answer.text).toContain(errorDescription(404));
    expect(answer.text).toContain('class="site-footer"');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(paths)('%s is the bare 404 page for a crawler, with the same title and message', async (path, message) => {
    const warn = vi.spyOn(console, 'warn');
    const answer = await get(path, crawlerUserAgent);
    expect(answer.status).toBe(404);
    expect(answer.text).toContain('<title>404 Page Not Found</title>');
    expect(answer.text).toContain(`<p>${escapeMarkup(message)}</p>`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a valid escape next to a bad segment still decodes: only the bad segment is taken literally', async () => {
    const answer = await get('/catalog/%D0%B0/%ZZ', browserUserAgent);
    expect(answer.status).toBe(404);
    expect(messageOf(answer.text)).toBe('Page Not Found: /catalog/%D0%B0/%25ZZ');
  });

  it('the same address asked twice reads the same (the reused HTML is keyed by the address as asked)', async () => {
    const first = await get('/catalog/%ZZ', browserUserAgent);
    const second = await get('/catalog/%ZZ', browserUserAgent);
    expect(messageOf(second.text)).toBe(messageOf(first.text));
  });
});

describe('a query value that does not decode is read like any other value the page refuses or ignores', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  const section = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
  const summary = async (path: string, userAgent: string) => {
    const answer = await request(site.server).get(path).set('user-agent', userAgent);
    const text = answer.text.replace(/nonce="[^"]*"/g, '');
    return {
      status: answer.status,
      title: /<title>([^<]*)/.exec(text)?.[1],
      message: /error-message">([^<]*)|<p>([^<]*)<\/p><\/body>/.exec(text)?.slice(1).join(''),
    };
  };

  it.each([
    [`${section}?page=%ZZ`, `${section}?page=abc`],
    ['/posts/news?page=%', '/posts/news?page=abc'],
    ['/search?q=%ZZ', '/search?q=abc'],
    [`${section}?brand=%ZZ&sort=%ZZ`, `${section}?brand=nobody&sort=nothing`],
  ])('%s answers as %s does, for a person and a crawler', async (bad, plain) => {
    for (const userAgent of [browserUserAgent, crawlerUserAgent])
      expect(await summary(bad, userAgent)).toEqual(await summary(plain, userAgent));
  });

  it('a bad page number is the route validation 404 in the pagination rule', async () => {
    expect(await summary(`${section}?page=%ZZ`, browserUserAgent)).toEqual({
      status: 404,
      title: 'Page Not Found',
      message: `Page Not Found: ${section}`,
    });
  });

  it('the search looks for the text as typed', async () => {
    const answer = await request(site.server).get('/catalog/search?q=%ZZ').set('user-agent', browserUserAgent);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Поиск: %ZZ');
  });
});

describe('/api addresses that do not decode answer JSON with a status', () => {
  const site = createSiteHarness();
  afterAll(() => site.close());

  it.each([
    ['/api/catalog/products/%ZZ', 404],
    ['/api/posts/news/%E0%A4%A', 404],
    ['/api/catalog/sections/%ZZ/products', 404],
    ['/api/%ZZ', 404],
    ['/api/catalog/compare?ids=%ZZ', 400],
    ['/api/catalog/search?q=%ZZ', 200],
  ])('%s → %i, JSON', async (path, status) => {
    for (const userAgent of [browserUserAgent, crawlerUserAgent]) {
      const answer = await request(site.server).get(path).set('user-agent', userAgent);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      if (status !== 200) expect(answer.body).toMatchObject({ status });
    }
  });
});
