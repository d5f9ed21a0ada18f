import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import {
  createActivatedAccount,
  e2ePerson,
  leaveFocusedField,
  openLoginFromHeader,
  popup,
  popupTitle,
  resetCode,
  submitLogin,
  toast,
} from '../support/account-e2e';

/** docs/behaviour.md, "Authentication popup": recovery in two steps from 'Забыли пароль?', with the code from the mail. */
test('a visitor who forgot the password gets a code, sets a new password and logs in with it', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('recovery'));
  const newPassword = 'Vosstanovlen-9';

  await openLoginFromHeader(page);
  const dialog = popup(page);
  // See account-popup.spec.ts: clicked while the e-mail field has focus, the link moves away under the pointer.
  await leaveFocusedField(page);
  await dialog.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(popupTitle(page)).toHaveText('Восстановление пароля');

  // Step 1: the e-mail.
  const requestCode = dialog.getByRole('button', { name: 'Получить код' });
  await expect(requestCode).toBeDisabled();
  await dialog.getByLabel('E-mail').fill(person.email);
  await requestCode.click();
  await expect(
    toast(page, 'Письмо с инструкциями по восстановлению пароля отправлено на указанный адрес электронной почты.'),
  ).toBeVisible();

  // Step 2: the e-mail carried over, the code from the mail, the new password twice.
  await expect(dialog.getByLabel('Код из письма')).toBeVisible();
  await expect(dialog.getByLabel('E-mail')).toHaveValue(person.email);
  const code = await resetCode(request, person.email);
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('Код из письма').fill(code);
  await dialog.getByLabel('Новый пароль').fill(newPassword);
  await dialog.getByLabel('Повторите пароль').fill(newPassword);
  await dialog.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(popupTitle(page)).toHaveText('Пароль успешно изменён');
  await expect(toast(page, 'Пароль успешно восстановлен. Вы можете войти в систему с новым паролем.')).toBeVisible();

  // The link to log in, then the new password.
  await dialog.getByRole('link', { name: 'Войти' }).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await submitLogin(page, person.email, newPassword);
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  await expect(toast(page, 'Вы успешно авторизованы')).toBeVisible();
});

test('the link of the reset mail opens step 2 with the e-mail filled in', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('recovery-link'));
  const asked = await request.post(`/api/auth/reset/password/request?email=${encodeURIComponent(person.email)}`, {
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(asked.status()).toBe(200);
  const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(person.email)}`);
  const link = /<a class="mail-link" href="([^"]+)"/
    .exec(await answer.text())?.[1]
    ?.replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));
  expect(link).toBeDefined();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await waitForHydration(page);
  await expect(popup(page).getByLabel('Код из письма')).toBeVisible();
  await expect(popup(page).getByLabel('E-mail')).toHaveValue(person.email);
});
