/**
 * docs/decisions/004-deferred-data-in-json-blocks.md and docs/behaviour.md, "Error pages": crawlers
 * get whole documents and bare error answers; people get the shell first and the deferred sections
 * streamed after it.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { endpointUrl, type PostPage, type Project } from '#shared/contract';
import { clientErrorMessage, errorTitles, invalidRouteMessage, notFoundMessage } from '#shared/error-page';
import { escapeHtmlText } from '../support/html-checks';
import { createObservedSiteHarness, delayAnswer, type ObservedSiteHarness } from '../support/observed-harness';
import { getJson } from '../support/site-data';
import { browserUserAgent, crawlerUserAgent, createSiteHarness, titleOf, type SiteHarness } from '../support/site-harness';

let site: SiteHarness;
/** What the home page's two deferred sections show: the API's own answers. */
let highlightTitles: string[];
let latestNewsTitles: string[];

beforeAll(async () => {
  site = createSiteHarness();
  const projects = await getJson<Project[]>(site, endpointUrl('portfolio', {}, { featured: '1' }));
  const latest = await getJson<PostPage>(site, endpointUrl('posts', { postType: 'news' }, { page: 1, perPage: 3 }));
  highlightTitles = projects.slice(0, 3).map((p) => p.title);
  latestNewsTitles = latest.items.map((p) => p.title);
  expect(highlightTitles.length, 'the demo content has featured projects').toBeGreaterThan(0);
  expect(latestNewsTitles.length, 'the demo content has news').toBeGreaterThan(0);
});
afterAll(() => site.close());

const skeleton = 'cards--skeleton';
/** React's markers of a Suspense boundary still pending in the shell and of content sent after it. */
const pendingBoundary = /<template id="B:\d+"/;
const lateSegment = /<div hidden id="S:\d+"/;

describe('a crawler asking for a missing page gets the status and a minimal body', () => {
  // `invalid`: the route matched but a parameter cannot be valid — the same wording a person reads.
  test.each([
    { name: 'a random path', path: '/no-such-place' },
    { name: 'an unknown post', path: '/posts/news/987654' },
    { name: 'an unknown SEO page', path: '/page/no-such-landing' },
    { name: 'a post id that is not a number', path: '/posts/news/abc', invalid: true },
    { name: 'a page number that is not one', path: '/posts/news?page=0', invalid: true },
    { name: 'a section page number that is not one', path: '/catalog/avtomaticheskie-vyklyuchateli?page=abc', invalid: true },
  ])('$name', async ({ path, invalid }) => {
    const answer = await request(site.server).get(path).set('user-agent', crawlerUserAgent);
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).not.toMatch(/<script/i);
    expect(answer.text).not.toContain('site-header');
    expect(answer.text).toContain('404');
    expect(answer.text).toContain(errorTitles.notFound);
    const pathname = new URL(path, 'http://x').pathname;
    const message = invalid ? invalidRouteMessage(pathname) : notFoundMessage(pathname);
    expect(answer.text).toContain(`<p>${escapeHtmlText(message)}</p>`);
  });

  test('a design link that does not decode is the client’s mistake: 400, never said to be the server’s', async () => {
    const answer = await request(site.server).get('/elpanels/designer/result?d=v2.zz').set('user-agent', crawlerUserAgent);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/<script/i);
    expect(answer.text).toContain(`<p>${escapeHtmlText(clientErrorMessage)}</p>`);
    expect(answer.text).not.toContain('Ошибка на сервере');
  });

  test('the same missing page for a person is the full error page with the app (the contrast)', async () => {
    const answer = await request(site.server).get('/no-such-place').set('user-agent', browserUserAgent);
    expect(answer.status).toBe(404);
    expect(titleOf(answer.text)).toBe(errorTitles.notFound);
    expect(answer.text).toMatch(/<script/i);
  });
});

describe('the home page', () => {
  test('a crawler gets the complete document: portfolio highlights and latest news as content, no placeholders', async () => {
    const answer = await request(site.server).get('/').set('user-agent', crawlerUserAgent);
    expect(answer.status).toBe(200);
    const html = answer.text;
    expect(html).not.toContain(skeleton);
    expect(html).not.toMatch(pendingBoundary);
    expect(html).not.toMatch(lateSegment);
    for (const title of [...highlightTitles, ...latestNewsTitles]) expect(html).toContain(escapeHtmlText(title));
    // In place: inside their sections, before the page's end, not appended as hidden segments.
    const projectsSection = html.slice(html.indexOf('id="projects-title"'), html.indexOf('id="news-title"'));
    for (const title of highlightTitles) expect(projectsSection).toContain(escapeHtmlText(title));
    const newsSection = html.slice(html.indexOf('id="news-title"'), html.indexOf('id="services-title"'));
    for (const title of latestNewsTitles) expect(newsSection).toContain(escapeHtmlText(title));
  });

  test('a person gets the same content in the end (the response is complete once the stream ends)', async () => {
    const answer = await request(site.server).get('/').set('user-agent', browserUserAgent);
    expect(answer.status).toBe(200);
    for (const title of [...highlightTitles, ...latestNewsTitles]) expect(answer.text).toContain(escapeHtmlText(title));
    expect(answer.text).toContain('</html>');
  });

  describe('with a slow backend for the deferred sections', () => {
    let slow: ObservedSiteHarness;
    beforeAll(() => {
      slow = createObservedSiteHarness({ upstream: delayAnswer(/^\/api\/(portfolio|posts\/news)$/, 300) });
    });
    afterAll(() => slow.close());

    test('a person gets the shell with placeholders first, then the deferred sections in the same response', async () => {
      const response = await slow.app.fetch(new Request('http://site.test/', { headers: { 'user-agent': browserUserAgent } }));
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let beforeContent: string | undefined;
      const firstTitle = escapeHtmlText(highlightTitles[0]!);
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (beforeContent === undefined && text.includes(firstTitle)) beforeContent = text.slice(0, text.indexOf(firstTitle));
      }
      expect(beforeContent, 'the highlights arrive').toBeDefined();
      // The header, the hero and the placeholders went out before the slow data was there.
      expect(beforeContent).toContain('site-header');
      expect(beforeContent).toContain('<h1');
      expect(beforeContent).toContain(skeleton);
      expect(text).toMatch(pendingBoundary);
      expect(text).toMatch(lateSegment);
      for (const title of [...highlightTitles, ...latestNewsTitles]) expect(text).toContain(escapeHtmlText(title));
    });

    test('a crawler still waits for the slow sections and gets them in place', async () => {
      const answer = await request(slow.server).get('/').set('user-agent', crawlerUserAgent);
      expect(answer.status).toBe(200);
      // It waited: the slow data is in the answer…
      for (const title of [...highlightTitles, ...latestNewsTitles]) expect(answer.text).toContain(escapeHtmlText(title));
      // …as content of the page, not as placeholders filled in by a script.
      expect(answer.text).not.toContain(skeleton);
      expect(answer.text).not.toMatch(lateSegment);
    });
  });
});

describe('a person gets a page’s content in place, not sent after the shell (docs/behaviour.md, "Hydration")', () => {
  // The content is a Suspense boundary larger than React's default progressive chunk; outlined, it
  // would arrive hidden and need a script to show it — an empty page without JavaScript.
  test.each(['/catalog/modulnye-avtomaticheskie-vyklyuchateli', '/catalog/search?q=автомат', '/posts/news'])('%s', async (path) => {
    const answer = await request(site.server).get(encodeURI(path)).set('user-agent', browserUserAgent);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toMatch(pendingBoundary);
    expect(answer.text).not.toMatch(lateSegment);
    // The boundary is there, its content inside <main>, before the footer.
    expect(answer.text).toMatch(/<main[^>]*>.*<!--\$-->.*<\/main>/s);
  });
});
