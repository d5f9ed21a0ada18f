import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';

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
