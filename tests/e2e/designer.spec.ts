import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, popup, signInThroughApi, toast } from '../support/account-e2e';

/** An electrician builds a panel in the designer, with the mouse and with the keyboard, and takes it further. */

const announcer = (page: Page) => page.getByTestId('designer-announcer');

/** Chooses the option of `select` whose text contains `text` (option texts carry rating, width and price too). */
async function choose(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option «${text}»`);
  await select.selectOption(value);
}

/** The same with the keyboard, on the focused `select`: Home, then down to the option. */
async function chooseWithKeys(page: Page, select: Locator, text: string): Promise<void> {
  const texts = await select.locator('option').allInnerTexts();
  const index = texts.findIndex((option) => option.includes(text));
  if (index < 0) throw new Error(`no option «${text}»`);
  await page.keyboard.press('Home');
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await expect(select.locator('option').nth(index)).toHaveJSProperty('selected', true);
}

/** The result page's bill: article → quantity. */
async function bill(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('table.bom tbody tr');
  const lines: Record<string, string> = {};
  for (const row of await rows.all()) {
    const article = (await row.locator('.bom__article').innerText()).trim();
    lines[article] = (await row.locator('td[data-label="Кол-во"]').innerText()).trim();
  }
  return lines;
}

test('a panel built with the mouse, then with the keyboard alone, gives the same bill on the result page, saved and reopened', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('designer'));
  await signInThroughApi(page, baseURL, person);
  await page.goto('/elpanels/designer');
  await waitForHydration(page);
  const add = page.locator('form.designer-add');

  // With the mouse: a 12-module box, the input breaker and an RCD.
  await choose(page.getByRole('combobox', { name: 'Корпус' }), 'ЩРН-П-12 навесной IP41 IEK');
  await expect(announcer(page)).toContainText('Выбран корпус');
  await choose(add.getByRole('combobox', { name: 'Тип' }), 'Автоматические выключатели');
  await choose(add.getByRole('combobox', { name: 'Устройство' }), 'ВА47-29 2P 25 А (C)');
  await add.getByLabel('Подпись группы').fill('Ввод');
  await add.getByRole('button', { name: 'Добавить в ряд 1' }).click();
  await expect(announcer(page)).toContainText('Добавлено в ряд 1: Автоматический выключатель ВА47-29 2P 25 А');
  await page.getByRole('button', { name: /^Вводной аппарат: Автоматический выключатель ВА47-29 2P 25/ }).click();
  await choose(add.getByRole('combobox', { name: 'Тип' }), 'УЗО');
  await choose(add.getByRole('combobox', { name: 'Устройство' }), 'УЗО ВД1-63 2P 25 А 30 мА тип AC IEK');
  await add.getByRole('button', { name: 'Добавить в ряд 1' }).click();
  await expect(page.locator('.designer-row').first().locator('.designer-item')).toHaveCount(2);

  // With the keyboard alone: two socket lines behind the RCD, then one moved left of the other and back.
  await add.getByRole('combobox', { name: 'Тип' }).focus();
  await page.keyboard.press('Home');
  await expect(add.getByRole('combobox', { name: 'Тип' })).toHaveValue('breaker');
  await page.keyboard.press('Tab');
  await chooseWithKeys(page, add.getByRole('combobox', { name: 'Устройство' }), 'ВА47-29 1P 16 А (C)');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('combobox', { name: 'Ряд' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Кухня, розетки');
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText(
    'Добавлено в ряд 1: Автоматический выключатель ВА47-29 1P 16 А (C) 4,5 кА IEK, «Кухня, розетки», 2',
  );
  await expect(page.locator('.designer-row').first().locator('.designer-item')).toHaveCount(3);

  const left = page.getByRole('button', { name: /^Левее: Автоматический выключатель ВА47-29 1P 16 А.*Кухня, розетки/ });
  await left.focus();
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toContainText('Перемещено на место 2 в ряду 1');
  await page.keyboard.press('Control+z');
  await expect(announcer(page)).toContainText('Отменено: перемещение на место 2 в ряду 1');
  await expect(page.locator('.designer-row').first().locator('.designer-item').nth(2)).toContainText('ВА47-29 1P 16 А');
  await expect(page.locator('.design-findings--ok')).toBeVisible();

  // The address holds the design: a reload opens the same panel.
  await expect(page).toHaveURL(/[?&]d=v1\./);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.designer-row').first().locator('.designer-item')).toHaveCount(3);

  await page.getByRole('link', { name: 'Смета и схема' }).click();
  await expect(page).toHaveURL(/\/elpanels\/designer\/result\?d=v1\./);
  await expect(page.getByRole('heading', { name: 'Состав и смета' })).toBeVisible();
  expect(await bill(page)).toEqual({
    'MKP42-N-12-41-20': '1',
    'MVA20-2-025-C': '1',
    'MDV10-2-025-030': '1',
    'MVA20-1-016-C': '2',
  });
  const resultUrl = page.url();

  await waitForHydration(page);
  await page.getByRole('button', { name: 'В избранное' }).click();
  await expect(toast(page, 'Сохранено в избранное')).toBeVisible();
  await page.goto('/my/saves');
  const saved = page.getByTestId('saves').locator('li').filter({ hasText: 'Свой проект щита' });
  await expect(saved).toContainText('Проект щита: Корпус пластиковый ЩРН-П-12 навесной IP41 IEK, 4\u00a0устройства');
  await expect(saved.locator('svg[role="img"]')).toBeVisible();
  await saved.getByRole('link').click();
  await expect(page).toHaveURL(resultUrl);
  // A client-side navigation: the address changes before the result page has drawn its bill.
  await expect(page.locator('table.bom tbody tr')).toHaveCount(4);
  expect(Object.keys(await bill(page))).toHaveLength(4);
});

test('a broken design link says why and leads back to the designer', async ({ page }) => {
  await page.goto('/elpanels/designer/result?d=v1.0000000.AAAA');
  await expect(page.getByRole('alert')).toContainText('Ссылка на щит повреждена');
  await page.getByRole('link', { name: 'Вернуться в конструктор' }).click();
  await expect(page).toHaveURL(/\/elpanels\/designer$/);
});

test('a ready-made panel opens in the designer, and a design saved signed out is saved after login', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('designer-login'));
  await page.goto('/elpanels/shchit-dachnyy-12');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Открыть в конструкторе' }).click();
  await expect(page).toHaveURL(/\/elpanels\/designer\?d=v1\./);
  await expect(page.locator('.designer-item')).toHaveCount(6);
  await page.getByRole('link', { name: 'Смета и схема' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'В избранное' }).click();
  const dialog = popup(page);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль').fill(person.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/my\/saves$/);
  await expect(page.getByTestId('saves').locator('li').first()).toContainText('Проект щита: Корпус пластиковый ЩРН-П-12');
});
