import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, openLoginFromHeader, popup, submitLogin } from '../support/account-e2e';

/**
 * «Повторите пароль» must equal the password. Changing the password after the repeat is filled
 * in checks the repeat again: its message says why the button went grey, and goes once they match.
 */
const mismatch = 'Поле Повторите пароль не совпадает с другим полем';

async function changePasswordAfterRepeat(page: Page, password: Locator, repeat: Locator, submit: Locator, value: string): Promise<void> {
  // The alert block beneath the field (its id follows the field's).
  const repeatMessage = page.locator(`[role="alert"]#${await repeat.getAttribute('id')}-error`);
  await password.fill(value);
  await repeat.fill(value);
  await repeat.blur();
  await expect(repeatMessage).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // The visitor changes their mind about the password.
  await password.fill(`${value}-2`);
  await password.blur();
  await expect(submit).toBeDisabled();
  await expect(repeatMessage).toHaveText(mismatch);

  // …and types the same into the repeat: the message goes, the button comes back.
  await repeat.fill(`${value}-2`);
  await repeat.blur();
  await expect(repeatMessage).toHaveCount(0);
  await expect(submit).toBeEnabled();

  // Changing the password back while the repeat is filled: the message is there at once.
  await password.fill(value);
  await expect(repeatMessage).toHaveText(mismatch);
}

test('registration: changing «Пароль» after «Повторите пароль» explains the grey button', async ({ page }) => {
  const person = e2ePerson('repeat-registration');
  await page.goto('/?auth=registration');
  await waitForHydration(page);
  const dialog = popup(page);
  await dialog.getByLabel('Имя').fill(person.name);
  await dialog.getByLabel('Телефон').fill(person.phoneNumber);
  await dialog.getByLabel('E-mail').fill(person.email);
  await page.locator('#registration-agreement').check();
  await page.locator('#registration-consent').check();
  await changePasswordAfterRepeat(
    page,
    dialog.getByLabel('Пароль', { exact: true }),
    dialog.getByLabel('Повторите пароль'),
    dialog.getByRole('button', { name: 'Зарегистрироваться' }),
    person.password,
  );
});

test('password recovery, step 2: changing «Новый пароль» after its repeat explains the grey button', async ({ page }) => {
  await page.goto('/?auth=recovery2&email=anna%40example.ru');
  await waitForHydration(page);
  const dialog = popup(page);
  await dialog.getByLabel('Код из письма').fill('123456');
  await changePasswordAfterRepeat(
    page,
    dialog.getByLabel('Новый пароль'),
    dialog.getByLabel('Повторите пароль'),
    dialog.getByRole('button', { name: 'Сменить пароль' }),
    'Novyi-Schitok-7',
  );
});

test('profile: changing «Новый пароль» after its repeat explains the grey button', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('repeat-profile'));
  await openLoginFromHeader(page, '/');
  await submitLogin(page, person.email, person.password);
  await expect(popup(page).getByRole('heading', { name: 'Вы вошли' })).toBeVisible();
  await page.goto('/my/profile');
  await waitForHydration(page);
  await page.locator('#password-currentPassword').fill(person.password);
  await changePasswordAfterRepeat(
    page,
    page.locator('#password-password'),
    page.locator('#password-confirmPassword'),
    page.getByRole('button', { name: 'Изменить пароль' }),
    'Novyi-Schitok-7',
  );
});
