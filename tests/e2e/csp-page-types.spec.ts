import { expect, test } from '@playwright/test';
import { documentStatus } from '../support/csp-gate';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';

/**
 * Every page type runs under the site's Content-Security-Policy with no console error and no request
 * leaving the site's host: that gate shares each page type's visit with axe's
 * (tests/e2e/quality-accessibility.spec.ts, tests/support/csp-gate.ts). Here, the error page a
 * route shows for a parameter that cannot be valid.
 */
test('a route whose parameter cannot be valid shows the error page under the CSP', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const response = await page.goto('/posts/news/abc');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(problems).toEqual([documentStatus(404)]);
});
