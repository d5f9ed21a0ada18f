import { expect, test } from '@playwright/test';
import { products } from '#tests/support/previous-catalogue';
import { waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, popup, popupTitle, submitLogin, toast } from '../support/account-e2e';

/** docs/behaviour.md, "Guards": a signed-out visitor on /my/saves lands on the login view and comes back after logging in. */
test('the saved items page asks for login first, then shows what the visitor saves and removes', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('guard'));
  const product = products[0]!;

  await page.goto('/my/saves');
  await expect(page).toHaveURL(/[?&]redirect=%2Fmy%2Fsaves(&|$)/);
  await expect(page).toHaveURL(/[?&]auth=login(&|$)/);
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await waitForHydration(page);

  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/my\/saves$/);
  await expect(popup(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
  await expect(page.getByTestId('saves')).toHaveCount(0);

  // Save a product from its page.
  await page.goto(`/product/${product.url}/${product.id}`);
  await waitForHydration(page);
  await page.locator('.product-page__buy').getByRole('button', { name: 'В избранное' }).click();
  await expect(toast(page, 'Сохранено в избранное')).toBeVisible();

  // It is in /my/saves, with a link back to the product.
  await page.goto('/my/saves');
  const saves = page.getByTestId('saves');
  await expect(saves.getByRole('link', { name: product.name })).toHaveAttribute('href', `/product/${product.url}/${product.id}`);
  await waitForHydration(page);

  // Removing it works.
  await saves.getByRole('button', { name: `Удалить «${product.name}» из избранного` }).click();
  await expect(toast(page, 'Удалено из избранного')).toBeVisible();
  await expect(page.getByTestId('saves')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
  await expect(page.getByText(product.name)).toHaveCount(0);
});

test('a signed-out visitor who clicks «В избранное» is asked to log in', async ({ page }) => {
  const product = products[1]!;
  await page.goto(`/product/${product.url}/${product.id}`);
  await waitForHydration(page);
  await page.locator('.product-page__buy').getByRole('button', { name: 'В избранное' }).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
});
