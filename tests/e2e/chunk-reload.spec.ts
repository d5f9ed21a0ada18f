import { expect, test } from '@playwright/test';
import { documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * After a new build the chunk of a page can be gone from the server. A click on a link to that
 * page then loads it in full from the server — the page the visitor asked for, not the one they
 * were on.
 */
test('a visitor clicks «Портфолио» while its page chunk is gone and lands on the portfolio, loaded in full', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);

  // The portfolio page's chunk fails once (a deploy removed it), then loads again.
  let failed = 0;
  await page.route(
    /\/assets\/portfolio-[\w-]+\.js$/,
    async (route) => {
      failed++;
      await route.abort('failed');
    },
    { times: 1 },
  );

  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Портфолио' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.locator('.project-list')).toBeVisible();
  await expect.poll(() => documentMarker(page), 'a full page load happened').toBeUndefined();
  await waitForHydration(page);
  expect(failed).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
