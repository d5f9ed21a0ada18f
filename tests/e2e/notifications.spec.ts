import { expect, test, type Locator, type Page } from '@playwright/test';
import { createActivatedAccount, e2ePerson, openLoginFromHeader, popup, popupTitle, submitLogin, toast } from '../support/account-e2e';

/**
 * The notification area: a notification goes on its timer, a click or its close button; at most
 * five at once (the oldest goes); success and error look different.
 */

const liveToasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

async function failLogin(page: Page, email: string): Promise<void> {
  await submitLogin(page, email, 'not-the-password');
  await expect(popup(page).getByRole('alert').filter({ hasText: 'Логин или пароль введены неверно' })).toBeVisible();
}

async function look(notification: Locator) {
  return notification.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, border: style.borderLeftColor, icon: el.querySelector('[data-icon] svg') !== null };
  });
}

test('a visitor clicks an error notification away, closes the next with its close button, and the popup stays open', async ({ page }) => {
  const stranger = e2ePerson('toast-click');
  await openLoginFromHeader(page);

  await failLogin(page, stranger.email);
  const first = toast(page, 'Логин или пароль введены неверно');
  await expect(first).toBeVisible();
  await first.click();
  await expect(first).toHaveCount(0);
  await expect(popupTitle(page), 'a click on a notification does not close the popup').toHaveText('Вход в личный кабинет');

  await failLogin(page, stranger.email);
  const second = toast(page, 'Логин или пароль введены неверно');
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(second).toHaveCount(0);
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
});

test('a visitor who fails to log in six times sees at most five notifications: the oldest goes', async ({ page }) => {
  const stranger = e2ePerson('toast-limit');
  await openLoginFromHeader(page);
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(stranger.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  const password = dialog.getByLabel('Пароль', { exact: true });
  const failures = dialog.getByRole('alert').filter({ hasText: 'Логин или пароль введены неверно' });

  await password.press('Enter');
  await expect(failures).toBeVisible();
  await expect(liveToasts(page)).toHaveCount(1);
  // The pointer rests on the notifications, which holds their timers: none expires during the story.
  await liveToasts(page).first().hover();
  for (let attempt = 2; attempt <= 6; attempt++) {
    // Mark the notifications already there, so the new one is told apart (they all say the same).
    await liveToasts(page).evaluateAll((items) => items.forEach((item) => item.setAttribute('data-seen', '')));
    await expect(password).toBeEnabled();
    await password.focus();
    await password.press('Enter');
    await expect(page.locator('[data-sonner-toast]:not([data-seen])')).toHaveCount(1);
    await expect(liveToasts(page)).toHaveCount(Math.min(attempt, 5));
  }
  // Every one left is on screen: none waits hidden behind the five.
  await expect(page.locator('[data-sonner-toast][data-visible="false"]:not([data-removed="true"])')).toHaveCount(0);
});

test('success and error notifications each have their own colour, border and icon', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('toast-look'));
  await openLoginFromHeader(page);
  await failLogin(page, person.email);
  const error = toast(page, 'Логин или пароль введены неверно');
  await expect(error).toHaveAttribute('data-type', 'error');
  const errorLook = await look(error);

  await submitLogin(page, person.email, person.password);
  const success = toast(page, 'Вы успешно авторизованы');
  await expect(success).toHaveAttribute('data-type', 'success');
  const successLook = await look(success);

  expect(errorLook.icon && successLook.icon, 'both carry an icon').toBe(true);
  expect(successLook.background).not.toBe(errorLook.background);
  expect(successLook.border).not.toBe(errorLook.border);
  expect(errorLook.background, 'not the plain white of an untyped notification').not.toBe('rgb(255, 255, 255)');
});
