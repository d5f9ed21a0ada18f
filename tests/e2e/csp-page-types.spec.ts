import { expect, test } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';
import { openPageType } from '../support/open-page-type';
import { pageTypes } from '../support/page-types';

/**
 * Every page type (tests/support/page-types.ts) opened in a browser that enforces the site's
 * Content-Security-Policy: a refused script or style, a hydration warning or any other console
 * error fails the story, and so does any request that leaves the site's host.
 */
const siteHost = '127.0.0.1';

// Independent pages: spread over the workers, so this file is not the suite's long tail.
test.describe.configure({ mode: 'parallel' });
const documentStatus = (status: number) =>
  `error: Failed to load resource: the server responded with a status of ${status} (${status === 404 ? 'Not Found' : status})`;

for (const type of pageTypes) {
  test(`${type.name}: runs under the CSP with no console error, and no request leaves ${siteHost}`, async ({ page, request, baseURL }) => {
    const problems = collectConsoleProblems(page);
    const seen: string[] = [];
    const offHost: string[] = [];
    await page.route('**/*', async (route) => {
      const target = new URL(route.request().url());
      seen.push(target.href);
      if (target.protocol === 'data:' || target.protocol === 'blob:' || target.hostname === siteHost) return route.continue();
      offHost.push(target.href);
      return route.abort('blockedbyclient');
    });
    const path = await openPageType(page, request, baseURL, type);
    await expect(page.locator('h1'), path).toHaveCount(1);
    // Deferred sections have arrived (their skeletons are gone): everything the page loads has run.
    await expect(page.locator('.cards--skeleton')).toHaveCount(0);
    // The browser logs an error document's own status; nothing else may appear.
    expect(problems).toEqual(type.status === 200 ? [] : [documentStatus(type.status)]);
    expect(seen.length, 'the page did load its own files').toBeGreaterThan(1);
    expect(offHost).toEqual([]);
  });
}

test('a route whose parameter cannot be valid shows the error page under the CSP', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const response = await page.goto('/posts/news/abc');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(problems).toEqual([documentStatus(404)]);
});
