import { expect, test, type Page } from '@playwright/test';
import { apiJson } from '../support/e2e';
import { createActivatedAccount, e2ePerson, popup, popupTitle, type E2ePerson } from '../support/account-e2e';

/**
 * Without JavaScript every account action still works (docs/behaviour.md, "Without JavaScript"):
 * the header's icon, «Закрыть», «В избранное», the profile's forms, «Выйти», and a failed form's
 * messages beneath their fields.
 */
test.use({ javaScriptEnabled: false });

async function logIn(page: Page, person: E2ePerson): Promise<void> {
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
}

const notice = (page: Page) => page.locator('.flash-notice');

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: the header's icon opens the login view, and «Закрыть» closes the popup after logging in`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const person = await createActivatedAccount(request, baseURL, e2ePerson('nojs-icon'));
    await page.goto('/catalog');
    await page.locator('header').getByRole('link', { name: 'Личный кабинет' }).click();
    await expect(page).toHaveURL(/\/catalog\?auth=login$/);
    await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');

    await logIn(page, person);
    await expect(popupTitle(page)).toHaveText('Вы вошли');
    await page.screenshot({ path: `test-results/no-js/${viewport.width}-login-finish.png` });
    await popup(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(page).toHaveURL(/\/catalog\??$/);
    await expect(popup(page)).toHaveCount(0);

    // Signed in, the header's icon (the same for everyone) leads to «Вы вошли», not the login form.
    await page.locator('header').getByRole('link', { name: 'Личный кабинет' }).click();
    await expect(popupTitle(page)).toHaveText('Вы вошли');
    await page.goto('/?auth=registration');
    await expect(popupTitle(page)).toHaveText('Вы вошли');
    await expect(popup(page).getByLabel('Имя')).toHaveCount(0);
  });
}

test('«В избранное» sends a signed-out visitor to log in and back; pressed again, it saves', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const person = await createActivatedAccount(request, baseURL, e2ePerson('nojs-save'));
  const panel = (await apiJson<Array<{ id: string }>>(request, '/api/elpanels'))[0]!;
  const path = `/elpanels/${panel.id}`;

  await page.goto(path);
  await page.getByRole('button', { name: 'В избранное' }).click();
  await expect(popupTitle(page)).toHaveText('Вход в личный кабинет');
  await logIn(page, person);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await page.getByRole('button', { name: 'В избранное' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(notice(page)).toHaveText('Сохранено в избранное');
  await page.screenshot({ path: 'test-results/no-js/375-saved-notice.png' });
  await page.goto('/my/saves');
  await expect(page.getByTestId('saves').locator('li')).toHaveCount(1);
});

test('the profile saves by POST, never putting the name, phone or e-mail into the address; the password change works too', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('nojs-profile'));
  await page.goto('/my/profile');
  await logIn(page, person);
  await expect(page).toHaveURL(/\/my\/profile$/);

  await page.getByLabel('Имя').fill('Зоя Новикова');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByText('Данные профиля сохранены')).toBeVisible();
  await expect(page.getByLabel('Имя')).toHaveValue('Зоя Новикова');

  const newPassword = 'Novyi-Parol-9';
  await page.getByLabel('Текущий пароль').fill(person.password);
  await page.getByLabel('Новый пароль').fill(newPassword);
  await page.getByLabel('Повторите пароль').fill('something-else');
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.locator('#password-confirmPassword-error')).toHaveText('Поле Повторите пароль не совпадает с другим полем');
  await expect(page.getByLabel('Повторите пароль')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: 'test-results/no-js/1280-profile-field-message.png', fullPage: true });

  await page.getByLabel('Текущий пароль').fill(person.password);
  await page.getByLabel('Новый пароль').fill(newPassword);
  await page.getByLabel('Повторите пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByText('Пароль изменён')).toBeVisible();

  // «Выйти» from the account menu (a disclosure that opens without JavaScript).
  await page.locator('header summary[aria-label^="Личный кабинет"]').click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notice(page)).toHaveText('Вы вышли из личного кабинета');
  await page.screenshot({ path: 'test-results/no-js/1280-signed-out-notice.png' });
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ status: 'unauthenticated', user: null });
});

test('a registration the server refuses shows each field’s message beneath that field', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/?auth=registration');
  const dialog = popup(page);
  await dialog.getByLabel('Имя').fill('Анна');
  await dialog.getByLabel('Телефон').fill('+7 900 000-00-00');
  await dialog.getByLabel('E-mail').fill(e2ePerson('nojs-fields').email);
  await dialog.getByLabel('Пароль', { exact: true }).fill('short');
  await dialog.getByLabel('Повторите пароль').fill('other');
  await page.locator('#registration-agreement').check();
  await page.locator('#registration-consent').check();
  await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(popupTitle(page)).toHaveText('Регистрация');
  await expect(dialog.locator('#registration-password-error')).toHaveText('Поле Пароль должно быть не короче 8 символов');
  await expect(dialog.locator('#registration-confirmPassword-error')).toHaveText('Поле Повторите пароль не совпадает с другим полем');
  await expect(dialog.locator('.form-message--error')).toHaveCount(0);
  await expect(dialog.getByLabel('Имя')).toHaveValue('Анна');
  await dialog.screenshot({ path: 'test-results/no-js/375-registration-field-messages.png' });
});
