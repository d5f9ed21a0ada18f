/**
 * Reused public HTML (docs/decisions/011-reused-public-html.md) hydrates like a fresh render: the bytes
 * a visitor gets from the cache — also under an address whose parameters came in another order, or
 * with the popup open — hydrate with no console problem (no mismatch, no CSP refusal) and no request
 * the server already answered.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiJson, collectConsoleProblems, waitForHydration } from '../support/e2e';

/** Loads `path` and returns how it was served (`x-cache`), once React has hydrated it with no problem. */
async function loadHydrated(page: Page, path: string): Promise<string | undefined> {
  const problems = collectConsoleProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Data reads only: not the session (personal, after hydration), not pictures or icons.
    const data = url.pathname.startsWith('/api/') && !/^\/api\/(auth|icons|media)\//.test(url.pathname);
    if (data) apiCalls.push(url.pathname + url.search);
  });
  const response = await page.goto(path, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('.cards--skeleton')).toHaveCount(0);
  expect(problems).toEqual([]);
  // The data the page was rendered with came with it: hydration asks for none of it again.
  expect(apiCalls).toEqual([]);
  return (await response!.allHeaders())['x-cache'];
}

test('pages served from reused bytes hydrate with no problem', async ({ browser, request }) => {
  const sections = await apiJson<Array<{ id: string }>>(request, '/api/catalog/sections');
  const section = `/catalog/${sections[0]!.id}`;
  for (const path of ['/', '/about', section, '/?auth=login']) {
    // A browser of its own per view, so that nothing but the server's cache is shared.
    const first = await browser.newContext();
    await loadHydrated(await first.newPage(), path);
    await first.close();
    const second = await browser.newContext();
    expect(await loadHydrated(await second.newPage(), path), path).toMatch(/^(hit|stale)$/);
    await second.close();
  }
});

test('a page reused under its parameters in another order hydrates with no problem', async ({ browser, request }) => {
  const sections = await apiJson<Array<{ id: string }>>(request, '/api/catalog/sections');
  const section = `/catalog/${sections[0]!.id}`;
  const first = await browser.newContext();
  await loadHydrated(await first.newPage(), `${section}?sort=price-asc&in_stock=1`);
  await first.close();
  const second = await browser.newContext();
  expect(await loadHydrated(await second.newPage(), `${section}?in_stock=1&sort=price-asc`)).toMatch(/^(hit|stale)$/);
  await second.close();
});
