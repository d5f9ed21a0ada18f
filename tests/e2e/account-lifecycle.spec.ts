import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import {
  accountButton,
  activationPath,
  e2ePerson,
  leaveFocusedField,
  openLoginFromHeader,
  popup,
  popupTitle,
  submitLogin,
  toast,
} from '../support/account-e2e';

/**
 * The whole life of an account through the interface: register in the popup, activate
 * from the mail, log in, edit the profile, change the password, sign out, log in again.
 */
test('a visitor registers, activates, logs in, edits the profile, changes the password, signs out and logs in again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const person = e2ePerson('lifecycle');
  const newPassword = 'Novyi-Schitok-7';

  // The popup from the header's account button; the footer link leads to registration.
  await openLoginFromHeader(page);
  const dialog = popup(page);
  // See account-popup.spec.ts: clicked while the e-mail field has focus, the link moves away under the pointer.
  await leaveFocusedField(page);
  await dialog.locator('.auth-popup__footer').getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(popupTitle(page)).toHaveText('Регистрация');
  const submit = dialog.getByRole('button', { name: 'Зарегистрироваться' });
  await expect(submit, 'disabled while the form is empty').toBeDisabled();

  // docs/behaviour.md, "Validation": an invalid e-mail is reported beneath the field after blur, in an alert block.
  const email = dialog.getByLabel('E-mail');
  await email.fill('ivan.example.ru');
  await email.blur();
  const emailError = dialog
    .locator('.field')
    .filter({ has: page.locator('#registration-email') })
    .getByRole('alert');
  await expect(emailError).toHaveText('Поле E-mail должно быть действительным электронным адресом');

  // The agreement's text, verbatim, names the checkbox, with both documents opening in a new tab.
  const agreementText = 'Согласен с условиями пользовательского соглашения и политикой обработки персональных данных';
  await expect(dialog.getByRole('checkbox', { name: agreementText })).toHaveCount(1);
  const agreementLabel = dialog.locator('#registration-agreement-text');
  await expect(agreementLabel).toHaveText(agreementText);
  const agreementLink = agreementLabel.getByRole('link', { name: 'пользовательского соглашения' });
  const privacyLink = agreementLabel.getByRole('link', { name: 'политикой обработки персональных данных' });
  await expect(agreementLink).toHaveAttribute('href', '/legal/agreement');
  await expect(agreementLink).toHaveAttribute('target', '_blank');
  await expect(privacyLink).toHaveAttribute('href', '/legal/privacy');
  await expect(privacyLink).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), privacyLink.click()]);
  await expect(tab).toHaveURL(/\/legal\/privacy$/);
  await tab.close();
  await expect(dialog, 'the popup stays open after opening a document').toBeVisible();
  await expect(dialog.getByLabel(/Согласен/)).not.toBeChecked();

  // Fill everything; the button waits for the agreement, the last required field.
  await dialog.getByLabel('Имя').fill(person.name);
  await dialog.getByLabel('Телефон').fill(person.phoneNumber);
  await email.fill(person.email);
  await email.blur();
  await expect(emailError).toHaveCount(0);
  await dialog.getByLabel('Пароль', { exact: true }).fill(person.password);
  await dialog.getByLabel('Повторите пароль').fill(person.password);
  await expect(submit, 'disabled until the agreement is ticked').toBeDisabled();
  await page.locator('#registration-agreement').check();
  await page.locator('#registration-consent').check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(popupTitle(page)).toHaveText('Регистрация завершена');
  await expect(toast(page, 'Вы успешно зарегистрированы. Теперь вы можете войти в систему.')).toBeVisible();

  // The activation mail, read in the demo outbox page.
  await page.goto('/dev/outbox');
  const mail = page.locator(`.mail[data-to="${person.email}"]`).first();
  await expect(mail).toContainText('Подтверждение регистрации');
  const link = await mail.locator('a.mail-link').getAttribute('href');
  expect(link).toMatch(/\/confirm\/registration\/[\w-]+$/);
  expect(await activationPath(request, person.email)).toBe(new URL(link!).pathname);
  // The link points at the configured public origin; this run reaches the same server at baseURL.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Учётная запись активирована');

  // Log in through the popup.
  await page.getByRole('link', { name: 'Войти' }).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await waitForHydration(page);
  await submitLogin(page, person.email, person.password);
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  await expect(toast(page, 'Вы успешно авторизованы')).toBeVisible();

  // The link to the personal account.
  await dialog.getByRole('link', { name: /личный кабинет/i }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(dialog).toHaveCount(0);
  const header = page.locator('header');
  const accountMenu = header.locator('summary[aria-label^="Личный кабинет"]');
  await expect(accountMenu).toHaveText('А');

  // Edit the name: toast, and the header's initial follows.
  const nameField = page.locator('#profile-name');
  await expect(nameField).toHaveValue(person.name);
  await nameField.fill('Зоя Новикова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Данные профиля сохранены')).toBeVisible();
  await expect(accountMenu).toHaveText('З');
  await page.reload();
  await expect(page.locator('#profile-name')).toHaveValue('Зоя Новикова');

  // Change the password.
  await waitForHydration(page);
  await page.locator('#password-currentPassword').fill(person.password);
  await page.locator('#password-password').fill(newPassword);
  await page.locator('#password-confirmPassword').fill(newPassword);
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(toast(page, 'Пароль изменён')).toBeVisible();
  await expect(page).toHaveURL(/\/my\/profile$/);

  // Sign out from the header menu.
  await accountMenu.click();
  await header.getByRole('button', { name: 'Выйти' }).click();
  await expect(toast(page, 'Вы вышли из личного кабинета')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountButton(page)).toBeVisible();

  // The old password no longer works: inline and as a toast titled 'Ошибка'.
  await accountButton(page).click();
  await submitLogin(page, person.email, person.password);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Логин или пароль введены неверно' })).toBeVisible();
  const errorToast = toast(page, 'Логин или пароль введены неверно');
  await expect(errorToast).toBeVisible();
  await expect(errorToast.locator('[data-title]')).toHaveText('Ошибка');
  await expect(errorToast.locator('[data-description]')).toHaveText('Логин или пароль введены неверно');

  // The new one does.
  await dialog.getByLabel('Пароль', { exact: true }).fill(newPassword);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(popupTitle(page)).toHaveText('Вы вошли');
  await expect(toast(page, 'Вы успешно авторизованы')).toBeVisible();
  await expect(header.locator('summary[aria-label^="Личный кабинет"]')).toHaveText('З');
});
