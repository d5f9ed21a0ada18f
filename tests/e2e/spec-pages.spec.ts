import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, e2ePerson, fillSpecification, signInThroughApi, toast } from '../support/account-e2e';
import { waitForHydration } from '../support/e2e';

/** The specification's pages as a buyer uses them (docs/behaviour.md, "Specification pages"). */

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];
const inStock = 'ekf-va-47-63-c16';
const toOrder = 'iek-va47-29-c32';

const lines = (page: Page) => page.locator('.spec-line');

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px: log in and find the anonymous spec merged`, async ({ page, request, baseURL }) => {
    await page.setViewportSize(viewport);
    await fillSpecification(page.request, baseURL, [inStock, toOrder]);
    await page.goto('/spec');
    await waitForHydration(page);
    await expect(lines(page)).toHaveCount(2);
    await expectNoPageOverflow(page);

    await signInThroughApi(page, baseURL, await createActivatedAccount(request, baseURL, e2ePerson('spec-merge')));
    await page.goto('/my/specs');
    await waitForHydration(page);
    const list = page.getByTestId('spec-list');
    await expect(list.getByRole('link', { name: 'Спецификация', exact: true })).toBeVisible();
    await expect(list).toContainText('2\u00a0строки');
    await list.getByRole('link', { name: 'Спецификация', exact: true }).click();
    await expect(page).toHaveURL(/\/my\/specs\/\d+$/);
    await expect(lines(page)).toHaveCount(2);
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `test-results/spec-pages/${viewport.width}-merged.png`, fullPage: true });
  });

  test(`at ${viewport.width} px: change a quantity and a note, remove a line, with JavaScript`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await fillSpecification(page.request, baseURL, [inStock, toOrder]);
    await page.goto('/spec');
    await waitForHydration(page);
    const first = lines(page).first();
    await first.getByLabel(/^Количество/).fill('5');
    await first.getByLabel('Примечание').fill('щит 1');
    await first.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toast(page, 'Строка спецификации сохранена')).toBeVisible();
    await first.getByLabel(/^Количество/).fill('0');
    await first.getByRole('button', { name: 'Сохранить' }).click();
    await expect(first.getByRole('alert')).toHaveText('Поле Количество должно быть целым числом от 1 шт до 99\u00a0999 шт');
    await lines(page)
      .nth(1)
      .getByRole('button', { name: /^Удалить/ })
      .click();
    await expect(toast(page, 'Строка удалена из спецификации')).toBeVisible();
    await expect(lines(page)).toHaveCount(1);
    await page.reload();
    await expect(
      lines(page)
        .first()
        .getByLabel(/^Количество/),
    ).toHaveValue('5');
    await expect(lines(page).first().getByLabel('Примечание')).toHaveValue('щит 1');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px: change, remove, rename, copy and delete by form posts`, async ({ page, request, baseURL }) => {
      await page.setViewportSize(viewport);
      await fillSpecification(page.request, baseURL, [inStock, toOrder]);
      await page.goto('/spec');
      const first = lines(page).first();
      await first.getByLabel(/^Количество/).fill('7');
      await first.getByLabel('Примечание').fill('этаж 2');
      await first.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.locator('.flash-notice')).toHaveText('Строка спецификации сохранена');
      await expect(
        lines(page)
          .first()
          .getByLabel(/^Количество/),
      ).toHaveValue('7');
      await lines(page)
        .nth(1)
        .getByRole('button', { name: /^Удалить/ })
        .click();
      await expect(page.locator('.flash-notice')).toHaveText('Строка удалена из спецификации');
      await expect(lines(page)).toHaveCount(1);
      await expectNoPageOverflow(page);

      await signInThroughApi(page, baseURL, await createActivatedAccount(request, baseURL, e2ePerson('spec-nojs')));
      await page.goto('/my/specs');
      await page.getByLabel('Новая спецификация').fill('Корпус Б');
      await page.getByRole('button', { name: 'Создать' }).click();
      await expect(page.locator('.flash-notice')).toHaveText('Спецификация создана');
      const item = page.locator('.spec-list__item').filter({ has: page.getByRole('link', { name: 'Корпус Б' }) });
      await item.getByLabel(/^Название спецификации/).fill('Корпус Б, ВРУ');
      await item.getByRole('button', { name: 'Переименовать' }).click();
      await expect(page.locator('.flash-notice')).toHaveText('Спецификация переименована');
      const renamed = page.locator('.spec-list__item').filter({ has: page.getByRole('link', { name: 'Корпус Б, ВРУ', exact: true }) });
      await renamed.getByRole('button', { name: /^Копировать/ }).click();
      await expect(page.locator('.flash-notice')).toHaveText('Копия спецификации создана');
      await expect(page.getByRole('link', { name: 'Корпус Б, ВРУ (копия)', exact: true })).toBeVisible();
      await renamed.getByRole('button', { name: /^Удалить/ }).click();
      await expect(page.locator('.flash-notice')).toHaveText('Спецификация удалена');
      await expect(page.getByRole('link', { name: 'Корпус Б, ВРУ', exact: true })).toHaveCount(0);
      await expectNoPageOverflow(page);
    });
  }
});
