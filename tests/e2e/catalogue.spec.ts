import { expect, test, type Locator, type Page } from '@playwright/test';
import { documentMarker, markDocument, waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, outboxMails, popup, toast } from '../support/account-e2e';

/** A buyer in the catalogue: filters, search from the header, a product's page, saving and a quote. */

const breakers = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';

/** A filter option's checkbox: its name is the value, then «товаров: N». */
const option = (group: Locator, value: string) => group.getByRole('checkbox', { name: new RegExp(`^${value} товаров: \\d+$`) });

// Text content, not innerText: a card below the screen is not rendered yet (content-visibility), and its innerText is empty.
const cardTitles = async (page: Page) => (await page.locator('.product-card h3').allTextContents()).map((title) => title.trim());

async function foundCount(page: Page): Promise<number> {
  const text = await page.locator('#listing-summary').innerText();
  const match = /Найдено: (\d+)/.exec(text);
  if (!match) throw new Error(`no count in «${text}»`);
  return Number(match[1]);
}

test('a buyer ticks «3P» and a rating: the address follows, the grid narrows in place, and a reload shows the same grid', async ({
  page,
}) => {
  await page.goto(breakers);
  await waitForHydration(page);
  await markDocument(page);
  const everything = await foundCount(page);

  const filters = page.getByRole('form', { name: 'Фильтры' });
  await option(filters.getByRole('group', { name: 'Число полюсов' }), '3P').check();
  await expect(page).toHaveURL(/[?&]poles=3P(&|$)/);
  await expect.poll(() => foundCount(page)).toBeLessThan(everything);

  const threePole = await foundCount(page);
  await option(filters.getByRole('group', { name: 'Номинальный ток, А' }), '16').check();
  await expect(page).toHaveURL(/poles=3P/);
  await expect(page).toHaveURL(/[?&]current=16(&|$)/);
  await expect.poll(() => foundCount(page)).toBeLessThan(threePole);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const narrowed = await foundCount(page);
  expect(narrowed).toBeGreaterThan(0);
  expect(await documentMarker(page), 'no full page load').toBe(1);

  // Every card is a three-pole 16 A breaker.
  const titles = await cardTitles(page);
  expect(titles.length).toBe(Math.min(narrowed, 24));
  for (const title of titles) expect(title).toMatch(/3P.*16\s?А|16\s?А.*3P/u);

  const filtered = page.url();
  await page.reload();
  await waitForHydration(page);
  expect(page.url()).toBe(filtered);
  expect(await foundCount(page)).toBe(narrowed);
  expect(await cardTitles(page)).toEqual(titles);
  await expect(option(filters.getByRole('group', { name: 'Число полюсов' }), '3P')).toBeChecked();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form submits as a GET and the server renders the filtered grid', async ({ page }) => {
    await page.goto(breakers);
    const everything = await foundCount(page);
    const filters = page.getByRole('form', { name: 'Фильтры' });
    await option(filters.getByRole('group', { name: 'Число полюсов' }), '1P').check();
    await filters.getByRole('checkbox', { name: /^Только в наличии/ }).check();
    await filters.getByRole('combobox', { name: 'Сортировка' }).selectOption('price-asc');
    await filters.getByRole('button', { name: 'Показать' }).click();

    await expect(page).toHaveURL(/[?&]poles=1P(&|$)/);
    await expect(page).toHaveURL(/in_stock=1/);
    await expect(page).toHaveURL(/sort=price-asc/);
    const narrowed = await foundCount(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(everything);
    await expect(option(filters.getByRole('group', { name: 'Число полюсов' }), '1P')).toBeChecked();

    // Sorted by price, cheapest first.
    const prices = (await page.locator('.product-card > [data-drawn] > :nth-last-child(2)').allTextContents()).map((text) =>
      Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
    );
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});

test('typing «автоматы» in the header offers breakers, and «Все результаты» lists them', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  // The box becomes a combobox when it is first used: typing goes on without a break.
  await page.getByLabel('Поиск по каталогу').click();
  await page.getByLabel('Поиск по каталогу').pressSequentially('автоматы', { delay: 30 });
  const box = page.getByRole('combobox', { name: 'Поиск по каталогу' });

  const list = page.getByRole('listbox', { name: 'Подсказки поиска' });
  await expect(list).toBeVisible();
  await expect(
    list
      .getByRole('option')
      .filter({ hasText: /Автоматические выключатели/ })
      .first(),
  ).toBeVisible();
  await expect(
    list
      .getByRole('option')
      .filter({ hasText: /Автоматический выключатель/ })
      .first(),
  ).toBeVisible();

  // The keyboard walks the suggestions: the active one is announced through aria-activedescendant.
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);

  await list.getByRole('option', { name: /Все результаты/ }).click();
  await expect(page).toHaveURL(/\/catalog\/search\?q=%D0%B0%D0%B2%D1%82%D0%BE%D0%BC%D0%B0%D1%82%D1%8B/);
  await expect(page.locator('h1')).toContainText('автоматы');
  const titles = await cardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.filter((title) => /автоматический выключатель/i.test(title)).length).toBeGreaterThan(0);
  await expect(page.locator('.product-card h3 mark').first()).toBeVisible();
});

test('a product page streams its related products in after the page', async ({ page }) => {
  await page.goto(breakers);
  await waitForHydration(page);
  await page.locator('.product-card h3 a').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Номинальный ток');
  const series = page.getByRole('region', { name: /Другие товары серии/ });
  await expect(series.locator('.product-card').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'С этим товаром покупают' }).locator('.product-card').first()).toBeVisible();

  // Straight from the server too.
  await page.reload();
  await expect(series.locator('.product-card').first()).toBeVisible();
});

test('saving a product signed out leads through login to «Избранное», the product in it', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('catalogue-save'));
  await page.goto(breakers);
  await waitForHydration(page);
  const name = (await page.locator('.product-card h3 a').first().innerText()).trim();
  await page.locator('.product-card h3 a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.locator('.product-page__actions').getByRole('button', { name: 'В избранное' }).click();
  const dialog = popup(page);
  await expect(dialog.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Пароль').fill(person.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/\/my\/saves$/);
  await expect(toast(page, 'Сохранено в избранное')).toBeVisible();
  await expect(page.getByTestId('saves').locator('li').first()).toContainText(name);
  await page.reload();
  await expect(page.getByTestId('saves').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('saves').locator('li').first()).toContainText(name);
});

test('a quote request signed out is confirmed with a toast and its mail reaches the sales team', async ({ page, request }) => {
  await page.goto(breakers);
  await waitForHydration(page);
  const name = (await page.locator('.product-card h3 a').first().innerText()).trim();
  await page.locator('.product-card h3 a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.getByText('Запросить коммерческое предложение').click();
  const form = page.locator('.quote__form');
  await form.getByLabel('Имя').fill('Пётр Кузнецов');
  await form.getByLabel('Телефон').fill('+7 (912) 555-44-33');
  await form.getByLabel('Количество').fill('0');
  await form.getByLabel('Комментарий').click();
  await expect(form.getByText('Поле Количество должно быть целым числом от 1 до 100000')).toBeVisible();
  await form.getByLabel('Количество').fill('40');
  await form.getByLabel('Комментарий').fill('Нужна поставка до конца месяца');
  await form.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
  await form.getByRole('button', { name: 'Отправить запрос' }).click();

  await expect(toast(page, 'Запрос отправлен')).toBeVisible();
  const number = /Запрос № (\d+) принят/.exec(await toast(page, 'Запрос отправлен').innerText())?.[1];
  expect(number).toBeDefined();
  const mail = (await outboxMails(request)).find((m) => m.subject.startsWith(`Запрос КП № ${number}:`));
  expect(mail?.subject).toContain(name);
  expect(mail?.text).toContain('Пётр Кузнецов');
  expect(mail?.text).toContain('40');
  expect(mail?.text).toContain('Нужна поставка до конца месяца');
});

test('back from a product returns to the same place in the grid', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`${breakers}?page=2`);
  await waitForHydration(page);
  await markDocument(page);
  const card = page.locator('.product-card h3 a').nth(13);
  await card.evaluate((link) => window.scrollTo({ top: link.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' }));
  await expect(card).toBeInViewport();
  const gridPosition = await page.evaluate(() => window.scrollY);
  expect(gridPosition).toBeGreaterThan(600);

  const name = (await card.innerText()).trim();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Back at once, while the product page is still gliding to its title.
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(() => page.evaluate(() => window.scrollY), 'the grid where the buyer left it').toBe(gridPosition);
  expect(await documentMarker(page), 'no full page load').toBe(1);
});
