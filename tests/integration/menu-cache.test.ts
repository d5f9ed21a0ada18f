/**
 * Menus and contacts come from a short server-side cache
 * (stale-while-revalidate, last good copy), so the site shell outlives a backend outage
 * (docs/decisions/005-retries-timeouts-and-refresh.md).
 */
import request from 'supertest';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { endpointUrl, type ContactEntry, type MainMenu, type PostPage } from '#shared/contract';
import { phoneLinkValue } from '#shared/contacts';
import { errorMessage, errorTitles } from '#shared/error-page';
import { escapeHtmlText } from '../support/html-checks';
import { getJson } from '../support/site-data';
import {
  breakerNeverOpens,
  browserUserAgent,
  createSiteHarness,
  crawlerUserAgent,
  titleOf,
  type SiteHarness,
} from '../support/site-harness';

const harnesses: SiteHarness[] = [];
function startSite(options: { menuCacheTtlMs?: number; bffNow?: () => number } = {}): SiteHarness {
  const site = createSiteHarness({ ...options, env: breakerNeverOpens });
  harnesses.push(site);
  return site;
}
afterEach(() => {
  for (const site of harnesses.splice(0)) site.close();
});

const visit = (site: SiteHarness, path: string) => request(site.server).get(path).set('user-agent', browserUserAgent);
const menuCalls = (site: SiteHarness) => site.upstreamCalls.filter((call) => call === `GET ${endpointUrl('mainMenu', {})}`).length;

/** The shell as the API described it before the outage: menu labels and the phone link. */
async function shellFacts(site: SiteHarness) {
  const menu = await getJson<MainMenu>(site, endpointUrl('mainMenu', {}));
  const contacts = await getJson<ContactEntry[]>(site, endpointUrl('contacts', {}));
  const telephone = contacts.find((c) => c.name === 'telephone')?.data;
  expect(telephone, 'the demo contacts have a telephone').toBeDefined();
  return { labels: menu.menuList.map((item) => item.label), telLink: `href="tel:${phoneLinkValue(telephone!)}"`, menu };
}

function expectShell(html: string, facts: Awaited<ReturnType<typeof shellFacts>>) {
  expect(html).toContain('class="site-header"');
  for (const label of facts.labels) expect(html).toContain(`>${escapeHtmlText(label)}</a>`);
  expect(html).toContain(facts.telLink);
}

describe('after one page view, the backend goes down', () => {
  test('a page that needs only the shell data still renders with the header menu and contacts', async () => {
    const site = startSite();
    const facts = await shellFacts(site);
    expect((await visit(site, '/')).status).toBe(200);
    site.setUpstreamDown(true);

    // The designer's result page without a design reads nothing but the shell's data.
    const answer = await visit(site, '/elpanels/designer/result');
    expect(answer.status).toBe(200);
    expect(titleOf(answer.text)).toContain(escapeHtmlText(facts.menu.menuList.find((m) => m.name === 'elpanels')!.seo.title));
    expectShell(answer.text, facts);
  });

  test('/api/menu/main still answers 200 from the cache, with the same menu', async () => {
    const site = startSite();
    const before = await getJson<MainMenu>(site, endpointUrl('mainMenu', {}));
    expect((await visit(site, '/')).status).toBe(200);
    site.setUpstreamDown(true);
    const callsBefore = site.upstreamCalls.length;

    const answer = await request(site.server).get('/api/menu/main');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(before);
    expect(site.upstreamCalls.length, 'served without asking upstream').toBe(callsBefore);
  });

  test('an entity page that is not cached answers 502/504 with the error page', async () => {
    const site = startSite();
    const latest = await getJson<PostPage>(site, endpointUrl('posts', { postType: 'news' }, { page: 1, perPage: 1 }));
    const post = latest.items[0];
    expect(post, 'the demo content has news').toBeDefined();
    expect((await visit(site, '/')).status).toBe(200);
    site.setUpstreamDown(true);

    const answer = await visit(site, `/posts/news/${post!.id}`);
    expect([502, 504]).toContain(answer.status);
    expect(titleOf(answer.text)).toBe(errorTitles.other);
    expect(answer.text).toContain(String(answer.status));
    // The status message a visitor reads is Russian (docs/behaviour.md, "Error pages").
    const message = /data-testid="error-message">([^<]*)</.exec(answer.text)?.[1];
    expect(message).toBe(errorMessage(answer.status));
    expect(message).toMatch(/^[А-ЯЁ][а-яё ]+$/);
  });

  test('an API read that is not cached answers 502/504 JSON in the contract shape', async () => {
    const site = startSite();
    expect((await visit(site, '/')).status).toBe(200);
    site.setUpstreamDown(true);

    const answer = await request(site.server).get(endpointUrl('postTypes', {}));
    expect([502, 504]).toContain(answer.status);
    expect(answer.body).toMatchObject({ status: answer.status, error: expect.any(String), data: expect.stringMatching(/[А-Яа-яЁё]/) });
  });
});

describe('with a tiny cache lifetime', () => {
  test('the last good copy is still served while upstream is down, and a refresh was tried', async () => {
    let now = 1_000_000;
    const site = startSite({ menuCacheTtlMs: 1000, bffNow: () => now });
    const facts = await shellFacts(site);
    expect((await visit(site, '/elpanels/designer/result')).status).toBe(200);
    now += 1001;
    site.setUpstreamDown(true);
    const triedBefore = menuCalls(site);

    const page = await visit(site, '/elpanels/designer/result');
    expect(page.status).toBe(200);
    expectShell(page.text, facts);
    const menu = await request(site.server).get('/api/menu/main');
    expect(menu.status).toBe(200);
    expect(menu.body).toEqual(facts.menu);

    // The copy was stale: the cache did ask upstream again, and kept serving when that failed.
    await vi.waitFor(() => expect(menuCalls(site)).toBeGreaterThan(triedBefore));
    now += 10_000;
    expect((await visit(site, '/elpanels/designer/result')).status).toBe(200);
  });
});

describe('a cold start with the backend down', () => {
  test('a page answers a 5xx error page, never a crash, and recovers when upstream is back', async () => {
    const site = startSite();
    site.setUpstreamDown(true);

    const answer = await visit(site, '/');
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(answer.status).toBeLessThan(600);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(answer.text)).toBe(errorTitles.other);
    expect(answer.text).toContain('<html lang="ru"');

    const crawler = await request(site.server).get('/about').set('user-agent', crawlerUserAgent);
    expect(crawler.status).toBeGreaterThanOrEqual(500);
    expect(crawler.text).not.toMatch(/<script/i);

    expect((await request(site.server).get('/healthz')).status).toBe(200);
    site.setUpstreamDown(false);
    expect((await visit(site, '/')).status).toBe(200);
  });

  test('/readyz is 503 once shutdown has begun, whatever upstream says; /healthz stays 200', async () => {
    const site = startSite();
    expect((await request(site.server).get('/readyz')).status).toBe(200);
    site.beginDrain();
    const ready = await request(site.server).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'shutting down' });
    expect((await request(site.server).get('/healthz')).status).toBe(200);
  });

  test('/readyz is 503 on a cold cache while /healthz stays 200', async () => {
    const site = startSite();
    site.setUpstreamDown(true);
    const ready = await request(site.server).get('/readyz');
    expect(ready.status).toBe(503);
    const health = await request(site.server).get('/healthz');
    expect(health.status).toBe(200);

    site.setUpstreamDown(false);
    expect((await request(site.server).get('/readyz')).status).toBe(200);
    expect((await request(site.server).get('/healthz')).status).toBe(200);
  });
});
