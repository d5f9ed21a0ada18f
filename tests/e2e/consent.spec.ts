import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import { activationPath, e2ePerson, popup, popupTitle, signInThroughApi, toast, fillRegistration } from '../support/account-e2e';

/**
 * The separate consent (docs/behaviour.md, "Consent to the processing of personal data"): a visitor
 * registers without the consent box — refused with the Russian message — then with it; its link opens
 * the document on the first click and never ticks the box; once signed in, the consent is in «Мои
 * согласия» and is withdrawn. One story per viewport.
 */
const required = 'Поле Согласие на обработку персональных данных обязательно для заполнения';
const consentName = 'Даю согласие на обработку персональных данных';

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: register without the consent, then with it; find it in «Мои согласия» and withdraw it`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const person = e2ePerson(`consent${viewport.width}`);
    await page.goto('/?auth=registration');
    await waitForHydration(page);
    const dialog = popup(page);
    await expect(popupTitle(page)).toHaveText('Регистрация');
    await fillRegistration(page, person);

    // The consent box comes after the agreement, unticked; its words open the document in a new tab.
    const consent = dialog.getByRole('checkbox', { name: consentName });
    await expect(consent).not.toBeChecked();
    const link = dialog.getByRole('link', { name: 'согласие на обработку персональных данных' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    const [tab] = await Promise.all([context.waitForEvent('page', { timeout: 5_000 }), link.click()]);
    await expect(tab).toHaveURL(/\/legal\/consent$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Согласие на обработку персональных данных');
    await tab.close();
    await expect(consent, 'the click on the link did not tick the box').not.toBeChecked();

    // Without the box the form is refused, with the Russian message beneath it.
    const submit = dialog.getByRole('button', { name: 'Зарегистрироваться' });
    await expect(submit).toBeDisabled();
    await consent.check();
    await consent.uncheck();
    await expect(dialog.locator('#registration-consent-error')).toHaveText(required);
    await expect(submit).toBeDisabled();
    // The server refuses it too, whatever the page does.
    const refused = await request.post('/api/auth/registration', {
      headers: { origin: new URL(baseURL!).origin },
      data: { ...person, confirmPassword: person.password, agreement: true },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).data).toBe(required);
    await page.screenshot({ path: `test-results/consent/${viewport.width}-refused.png` });

    // With it: registered.
    await consent.check();
    await expect(dialog.locator('#registration-consent-error')).toHaveCount(0);
    await submit.click();
    await expect(popupTitle(page)).toHaveText('Регистрация завершена');
    await expect(toast(page, 'Вы успешно зарегистрированы. Теперь вы можете войти в систему.')).toBeVisible();

    // Activate (the demo outbox) and sign in; the consent is in «Мои согласия».
    await page.goto(await activationPath(request, person.email));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Учётная запись активирована');
    await signInThroughApi(page, baseURL, person);
    await page.goto('/my/profile');
    await waitForHydration(page);
    const list = page.getByRole('region', { name: 'Мои согласия' });
    await expect(list).toContainText('Регистрация');
    await expect(list).toContainText('Согласие на обработку персональных данных');
    await expect(list).toContainText('После отзыва мы прекращаем обрабатывать данные');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(0);
    await list.screenshot({ path: `test-results/consent/${viewport.width}-my-consents.png` });

    await list.getByRole('button', { name: 'Отозвать' }).click();
    await expect(toast(page, 'Согласие отозвано')).toBeVisible();
    await expect(list).toContainText('Отозвано');
    await expect(list.getByRole('button', { name: 'Отозвать' })).toHaveCount(0);
    // Recorded: a reload still says so.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Мои согласия' })).toContainText('Отозвано');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('register without the consent box: the page answers 400 with the message beneath it, the values kept; ticked, registered', async ({
    page,
  }) => {
    const person = e2ePerson('consentnojs');
    await page.goto('/?auth=registration');
    const dialog = popup(page);
    await fillRegistration(page, person);

    // The browser's own check stands in the way of an unticked required box: a visitor whose browser
    // skips it (or a forged post) is what the server refuses.
    await page
      .locator('form')
      .filter({ has: page.locator('#registration-agreement') })
      .evaluate((form) => form.setAttribute('novalidate', ''));
    const landed = page.waitForResponse(
      (response) => response.request().method() === 'GET' && response.url().includes('auth=registration'),
    );
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    expect((await landed).status()).toBe(400);
    await expect(popupTitle(page)).toHaveText('Регистрация');
    await expect(dialog.locator('#registration-consent-error')).toHaveText(required);
    await expect(dialog.getByLabel('E-mail')).toHaveValue(person.email);

    await dialog.getByLabel('Пароль', { exact: true }).fill(person.password);
    await dialog.getByLabel('Повторите пароль').fill(person.password);
    await page.locator('#registration-agreement').check();
    await dialog.getByRole('checkbox', { name: consentName }).check();
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(popupTitle(page)).toHaveText('Регистрация завершена');
  });
});
