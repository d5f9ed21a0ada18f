import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { createActivatedAccount, e2ePerson, popup, popupTitle, type E2ePerson } from '../support/account-e2e';

/** Before hydration the popup's forms are ordinary HTML forms that work without JavaScript. */
test.use({ javaScriptEnabled: false });

/**
 * One account for this file (its tests run in order in one worker): registrations from one address
 * are limited (10 an hour), and the whole browser suite shares the server.
 */
let shared: Promise<E2ePerson> | undefined;
const account = (request: APIRequestContext, baseURL: string | undefined) =>
  (shared ??= createActivatedAccount(request, baseURL, e2ePerson('nojs')));

test('without JavaScript, /?auth=login shows the login form and logging in works', async ({ page, request, baseURL }) => {
  const person = await account(request, baseURL);

  await page.goto('/?auth=login');
  const dialog = popup(page);
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await expect(dialog.locator('form[action="/api/auth/login"][method="post"]')).toHaveCount(1);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/[?&]auth=login-finish(&|$)/);
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  // The login success text travels in the flash (no toast without JavaScript); soft, so the rest still runs.
  await expect
    .soft(dialog, 'the login-finish view shows the flash success text')
    .toContainText('Вы успешно авторизованы', { timeout: 2_000 });

  // Signed in: the session says so, with this browser's cookies, and the private page does not redirect.
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toMatchObject({ status: 'authenticated', user: { email: person.email } });
  const profile = await page.goto('/my/profile');
  expect(profile?.status()).toBe(200);
  await expect(page).toHaveURL(/\/my\/profile$/);
  // The no-JS account link of the finish view leads to the personal account.
  await page.goto('/?auth=login-finish');
  await popup(page)
    .getByRole('link', { name: /личный кабинет/i })
    .click();
  await expect(page).toHaveURL(/\/my\/profile$/);
});

test('without JavaScript, a wrong password shows the failed-login message on the reloaded page', async ({ page, request, baseURL }) => {
  const person = await account(request, baseURL);

  await page.goto('/catalog?auth=login');
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/\/catalog\?auth=login$/);
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await expect(dialog.getByRole('alert')).toHaveText('Логин или пароль введены неверно');
  await expect(dialog.getByLabel('E-mail')).toHaveValue(person.email);
  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ status: 'unauthenticated', user: null });

  // Shown once: a reload no longer carries it.
  await page.reload();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('without JavaScript, the guarded page sends to login and the form returns to it', async ({ page, request, baseURL }) => {
  const person = await account(request, baseURL);
  await page.goto('/my/saves');
  await expect(page).toHaveURL(/[?&]redirect=%2Fmy%2Fsaves(&|$)/);
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/my\/saves$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Избранное');
});
