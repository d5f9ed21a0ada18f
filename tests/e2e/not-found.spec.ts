import { expect, test } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';

test('a visitor who follows a broken link sees the 404 page', async ({ page }) => {
  const path = '/no-such-page/for-sure';
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  const code = page.locator('.error-page__code');
  await expect(code).toBeVisible();
  await expect(code).toHaveText('404');
  await expect(page.getByTestId('error-message')).toHaveText(`Page not found: ${path}`);
  await expect(page.getByRole('link', { name: 'На главную', exact: true })).toBeVisible();
});

test('from the 404 page the menus lead on inside the app, without loading a new document', async ({ page }) => {
  await page.goto('/no-such-page/for-sure');
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Каталог', exact: true }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каталог электрооборудования');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('an address that does not decode (a link cut mid-escape) is the same 404 page, hydrated without a warning', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const response = await page.goto('/catalog/%ZZ');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);

  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  // The bad segment is read literally, its `%` written `%25`: the address and the message say the same.
  await expect(page).toHaveURL(/\/catalog\/%25ZZ$/);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /catalog/%25ZZ');
  await expect(page.getByRole('link', { name: 'На главную', exact: true })).toBeVisible();
  // The document's own 404 is the one expected console line.
  expect(problems.filter((line) => !line.includes('status of 404'))).toEqual([]);
});
