import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import {
  createActivatedAccount,
  e2ePerson,
  openLoginFromHeader,
  popup,
  popupTitle,
  submitLogin,
  toast,
  fillRegistration,
} from '../support/account-e2e';

/** The popup's forms and the notifications they raise: errors go once the form succeeds, and no notification covers the popup. */

/** True when the middle of the element is what a click there would hit (nothing lies over it). */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Resolves once nothing on the page moves any more (notifications slide in, the popup makes room). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** The popup ends above the top of the notifications (close buttons included). */
async function popupAboveNotifications(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]')?.getBoundingClientRect();
    const parts = [
      ...document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"]), [data-sonner-toast] [data-close-button]'),
    ].map((el) => el.getBoundingClientRect());
    if (!dialog || parts.length === 0) return false;
    return parts.every((part) => part.top >= dialog.bottom);
  });
}

test('after a failed login, a successful retry leaves «Вы успешно авторизованы» and no stale error', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('stale-error'));
  await openLoginFromHeader(page);
  const dialog = popup(page);
  await submitLogin(page, person.email, 'not-the-password');
  const error = toast(page, 'Логин или пароль введены неверно');
  await expect(error).toBeVisible();

  // The pointer rests on the notifications, which holds their timers: the error would stay for good.
  await error.hover();
  const password = dialog.getByLabel('Пароль', { exact: true });
  await password.fill(person.password);
  await password.press('Enter');
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  await expect(toast(page, 'Вы успешно авторизованы')).toBeVisible();
  await expect(error).toHaveCount(0);
});

test.describe('at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a failed registration's notification leaves the popup's error message and button in sight", async ({ page, request, baseURL }) => {
    const person = await createActivatedAccount(request, baseURL, e2ePerson('covered-registration'));
    await page.goto('/?auth=registration');
    await waitForHydration(page);
    const dialog = popup(page);
    await fillRegistration(page, person);
    await page.locator('#registration-consent').check();
    const submit = dialog.getByRole('button', { name: 'Зарегистрироваться' });
    await submit.click();

    await expect(toast(page, /уже зарегистрирован/)).toBeVisible();
    const inlineError = dialog.locator('.form-message--error');
    await expect(inlineError).toBeVisible();
    await settled(page);
    await expect.poll(() => popupAboveNotifications(page), 'the popup ends above the notifications').toBe(true);
    await expect.poll(() => uncovered(inlineError), 'the error message is in sight').toBe(true);
    await expect.poll(() => uncovered(submit), 'the submit button is in sight').toBe(true);
    await page.screenshot({ path: 'test-results/popup-notifications/registration-1280.png' });
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("a failed login's notification leaves the popup's footer link, error message and button in sight", async ({ page }) => {
    await openLoginFromHeader(page);
    await submitLogin(page, e2ePerson('covered-login').email, 'not-the-password');
    await expect(toast(page, 'Логин или пароль введены неверно')).toBeVisible();
    const dialog = popup(page);
    await settled(page);
    await expect.poll(() => popupAboveNotifications(page), 'the popup ends above the notifications').toBe(true);
    await expect.poll(() => uncovered(dialog.locator('.form-message--error'))).toBe(true);
    await expect.poll(() => uncovered(dialog.getByRole('button', { name: 'Войти' }))).toBe(true);
    // The footer may need a scroll inside the popup; once there, nothing lies over it.
    const footerLink = dialog.locator('.auth-popup__footer').getByRole('link', { name: 'Зарегистрироваться' });
    await footerLink.scrollIntoViewIfNeeded();
    await expect.poll(() => uncovered(footerLink)).toBe(true);
    await page.screenshot({ path: 'test-results/popup-notifications/login-375.png' });
  });
});
