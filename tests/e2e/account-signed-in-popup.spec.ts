import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, popup, popupTitle, signInThroughApi } from '../support/account-e2e';

test('a signed-in visitor who follows «Войти» on the activation page sees «Вы вошли», not the login form', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('signed-in-popup'));
  await signInThroughApi(page, baseURL, person);

  await page.goto('/confirm/registration/no-such-code');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/\?auth=login$/);
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  await expect(popup(page).getByLabel('Пароль', { exact: true })).toHaveCount(0);
  await expect(popup(page).getByRole('link', { name: 'Перейти в личный кабинет' })).toBeVisible();
  await expect(page.locator('header summary[aria-label^="Личный кабинет"]')).toBeVisible();
});

test('a signed-out visitor on /?auth=login keeps the login form and never sees «Вы вошли»', async ({ page }) => {
  // Notes every title the popup shows, from the first byte on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __popupTitles: string[] }).__popupTitles = seen;
    new MutationObserver(() => {
      const title = document.querySelector('.auth-popup__title')?.textContent;
      if (title && seen[seen.length - 1] !== title) seen.push(title);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/?auth=login');
  await waitForHydration(page);
  // The header has its answer (signed out): so has the popup.
  // (Its placeholder links to the login view too, under a neutral name: the name says the session is known.)
  await expect(page.getByTestId('account-slot')).toHaveAttribute('aria-label', 'Войти в личный кабинет');
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await expect(popup(page).getByLabel('Пароль', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __popupTitles: string[] }).__popupTitles)).toEqual(['Вход в личный кабинет']);
});

test('a signed-in visitor at /?auth=registration sees «Вы вошли», not the registration form', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('signed-in-registration'));
  await signInThroughApi(page, baseURL, person);
  await page.goto('/?auth=registration');
  await waitForHydration(page);
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  await expect(popup(page).getByLabel('Имя')).toHaveCount(0);
  await expect(popup(page).getByRole('link', { name: 'Перейти в личный кабинет' })).toBeVisible();
});
