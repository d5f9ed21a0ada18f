import { expect, test } from '@playwright/test';
import { collectConsoleProblems, contentPages, waitForHydration } from '../support/e2e';

const siteHost = '127.0.0.1';

for (const { name, path } of contentPages) {
  test(`${name}: hydrates with no console errors and no hydration warnings`, async ({ page, request }) => {
    const url = await path(request);
    const problems = collectConsoleProblems(page);
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    // Deferred sections have arrived (their skeletons are gone): everything the page loads has run.
    await expect(page.locator('.cards--skeleton')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test(`${name}: no request leaves ${siteHost}`, async ({ page, request }) => {
    const url = await path(request);
    const seen: string[] = [];
    const offHost: string[] = [];
    await page.route('**/*', async (route) => {
      const target = new URL(route.request().url());
      seen.push(target.href);
      if (target.protocol === 'data:' || target.protocol === 'blob:' || target.hostname === siteHost) return route.continue();
      offHost.push(target.href);
      return route.abort('blockedbyclient');
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('.cards--skeleton')).toHaveCount(0);
    expect(seen.length, 'the page did load its own files').toBeGreaterThan(1);
    expect(offHost).toEqual([]);
  });
}
