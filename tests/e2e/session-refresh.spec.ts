import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, signInThroughApi } from '../support/account-e2e';

/** The session is re-fetched on window focus while the page is visible, however recent the last answer. */
test('coming back to the browser window asks for the session again, so a sign-out elsewhere shows at once', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('focus-refetch'));
  await signInThroughApi(page, baseURL, person);
  const firstAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
  await page.goto('/');
  await waitForHydration(page);
  await firstAnswer;
  const accountMenu = page.locator('header summary[aria-label^="Личный кабинет"]');
  await expect(accountMenu).toBeVisible();

  // Signed out in another tab (the cookie goes); the visitor switches to another program and back.
  await page.context().clearCookies();
  const again = page.waitForRequest((r) => r.url().endsWith('/api/auth/session'), { timeout: 5_000 });
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  await again;
  await expect(page.getByRole('link', { name: 'Войти в личный кабинет' })).toBeVisible();
  await expect(accountMenu).toHaveCount(0);
});
