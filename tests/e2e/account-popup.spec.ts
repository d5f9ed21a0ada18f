import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';
import { accountButton, openLoginFromHeader, popup, popupTitle } from '../support/account-e2e';

/** docs/behaviour.md, "Authentication popup": closing, focus, scroll lock, views. */

async function focusInsideDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog !== null && dialog.contains(document.activeElement);
  });
}

/** Focus comes back to the header's account button (a soft check, so the story goes on). */
async function expectFocusBackOnAccountButton(page: Page, after: string): Promise<void> {
  await expect.soft(accountButton(page), `focus after ${after}`).toBeFocused();
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('the popup traps focus, locks scrolling; Escape, overlay click and «Закрыть» close it; focus returns to the account button', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const dialog = popup(page);

  // Opened from the header: focus inside, page scroll locked.
  await accountButton(page).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await expect.poll(() => focusInsideDialog(page)).toBe(true);
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await focusInsideDialog(page), 'Tab keeps focus inside the dialog').toBe(true);
  expect(await bodyOverflow(page)).toBe('hidden');
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 800);
  // A wheel turn scrolls on the next frames: give it two, then the page must still be where it was.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => window.scrollY), 'the page does not scroll under the popup').toBe(scrollBefore);

  // Escape.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectFocusBackOnAccountButton(page, 'Escape');
  expect(await bodyOverflow(page)).not.toBe('hidden');

  // An overlay click.
  await accountButton(page).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(12, 400);
  await expect(dialog).toHaveCount(0);
  await expectFocusBackOnAccountButton(page, 'an overlay click');

  // The close button titled 'Закрыть'.
  await accountButton(page).click();
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Закрыть' });
  await expect(close).toHaveAttribute('title', 'Закрыть');
  await close.click();
  await expect(dialog).toHaveCount(0);
  await expectFocusBackOnAccountButton(page, '«Закрыть»');

  // With the popup closed the page scrolls again.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
});

test('a popup opened by the address (?auth=login) drops ?auth when closed', async ({ page }) => {
  await page.goto('/about?auth=login');
  await waitForHydration(page);
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await page.keyboard.press('Escape');
  await expect(popup(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
});

test('an unknown view shows the generic error view with links to register and to log in', async ({ page }) => {
  await page.goto('/?auth=zzz');
  await expect(popupTitle(page)).toHaveText('Ошибка!');
  await expect(popup(page)).toContainText('Что-то пошло не так…');
  await waitForHydration(page);
  await popup(page).getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(popupTitle(page)).toHaveText('Регистрация');
  await popup(page).locator('.auth-popup__footer').getByRole('link', { name: 'Войти' }).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
});

test('the first click on «Зарегистрироваться» switches the view, even while the e-mail field has focus', async ({ page }) => {
  // Opening the popup focuses the e-mail field. Pressing the mouse on a link blurs it; the blur
  // validation then inserts 'Поле E-mail обязательно для заполнения' above the link, which moves
  // down before the button is released — the click lands beside the link and nothing happens.
  await openLoginFromHeader(page);
  await page.locator('.auth-popup__footer').getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(popupTitle(page), 'one click on the footer link opens registration').toHaveText('Регистрация', { timeout: 2_000 });
});

test('the first click on «Забыли пароль?» switches the view, even while the e-mail field has focus', async ({ page }) => {
  await openLoginFromHeader(page);
  await popup(page).getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(popupTitle(page), 'one click on «Забыли пароль?» opens recovery').toHaveText('Восстановление пароля', { timeout: 2_000 });
});

test.describe('the eight views at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const views: Array<[view: string, query: string, title: string]> = [
    ['login', 'auth=login', 'Вход в личный кабинет'],
    ['login-finish', 'auth=login-finish', 'Вы вошли'],
    ['registration', 'auth=registration', 'Регистрация'],
    ['registration-finish', 'auth=registration-finish', 'Регистрация завершена'],
    ['recovery', 'auth=recovery', 'Восстановление пароля'],
    ['recovery2', 'auth=recovery2&email=anna%40example.ru', 'Восстановление пароля'],
    ['recovery-finish', 'auth=recovery-finish', 'Пароль успешно изменён'],
    ['error', 'auth=zzz', 'Ошибка!'],
  ];

  test('each view renders inside the screen, with no CSP violation or console error; screenshots in test-results/popup-views/', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    for (const [view, query, title] of views) {
      await page.goto(`/?${query}`);
      await waitForHydration(page);
      const dialog = popup(page);
      await expect(popupTitle(page)).toHaveText(title);
      await expect(dialog).toHaveAttribute('data-view', view);
      const box = await dialog.boundingBox();
      expect(box, view).not.toBeNull();
      expect(box!.x, `${view}: left edge on screen`).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, `${view}: right edge on screen`).toBeLessThanOrEqual(375);
      // The close button is reachable on a phone.
      await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeInViewport();
      await page.screenshot({ path: `test-results/popup-views/${view}.png` });
    }
    // A refused script or style shows up here as "Refused to … because it violates … Content Security Policy".
    expect(problems).toEqual([]);
  });
});
