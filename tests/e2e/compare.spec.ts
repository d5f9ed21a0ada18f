import { expect, test, type Page } from '@playwright/test';
import { compareMessages } from '#shared/catalog/compare';
import { waitForHydration } from '../support/e2e';
import { toast } from '../support/account-e2e';

/** A buyer compares three breakers side by side and narrows the table to what differs (docs/behaviour.md, "Comparison"). */

const breakers = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

const columns = (page: Page) => page.locator('.compare-table__product');
const specRows = (page: Page) => page.locator('.compare-table tbody tr');
const compareLink = (page: Page) => page.locator('.site-header__compare');

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

/** Every characteristic row left by «Только различия» has at least two different values. */
async function expectOnlyDifferences(page: Page) {
  // The first five rows (price, availability, article, maker, section) stay whatever the switch says.
  const rows = await specRows(page).all();
  for (const row of rows.slice(5)) {
    const values = await row.locator('td').allInnerTexts();
    expect(new Set(values.map((value) => value.trim().toLowerCase())).size, values.join(' | ')).toBeGreaterThan(1);
  }
}

for (const viewport of viewports) {
  test(`at ${viewport.width} px: compare three breakers and switch «только различия»`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(breakers);
    await waitForHydration(page);

    const cards = page.locator('.product-card');
    for (let i = 0; i < 3; i++) {
      await cards.nth(i).getByRole('button', { name: 'Сравнить' }).click();
      await expect(toast(page, compareMessages.added(i + 1))).toBeVisible();
      await expect(cards.nth(i).getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(compareLink(page)).toHaveAttribute('aria-label', 'Сравнение, товаров: 3');
    await expect(compareLink(page).locator('.site-header__badge')).toHaveText('3');

    await compareLink(page).click();
    await expect(page).toHaveURL(/\/catalog\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Сравнение товаров' })).toBeVisible();
    await expect(columns(page)).toHaveCount(3);
    const allRows = await specRows(page).count();

    await page.getByRole('link', { name: 'Только различия' }).click();
    await expect(page).toHaveURL(/&diff=1$/);
    await expect(page.getByRole('link', { name: 'Только различия' })).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => specRows(page).count()).toBeLessThan(allRows);
    await expect(columns(page)).toHaveCount(3);
    await expectOnlyDifferences(page);
    await expectNoPageOverflow(page);

    if (viewport.width === 375) {
      // The table scrolls in its own box; the names column stays where it is.
      const box = page.locator('.compare-scroll');
      expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      const name = page.locator('.compare-table tbody tr').first().locator('th');
      const before = await name.boundingBox();
      await box.evaluate((el) => el.scrollTo({ left: 200 }));
      await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect((await name.boundingBox())?.x).toBe(before?.x);
      await expectNoPageOverflow(page);
    }
    await page.screenshot({ path: `test-results/compare/${viewport.width}-diff.png`, fullPage: true });

    // «Убрать»: the column goes from the address, and from the visitor's own list.
    await columns(page)
      .first()
      .getByRole('link', { name: /^Убрать из сравнения/ })
      .click();
    await expect(columns(page)).toHaveCount(2);
    await expect(page).toHaveURL(/\?ids=[\w-]+,[\w-]+&diff=1$/);
    await expect(compareLink(page)).toHaveAttribute('aria-label', 'Сравнение, товаров: 2');
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px: «Сравнить» posts, the header's link opens the list, «Только различия» is a link`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(breakers);
      for (let i = 0; i < 3; i++) {
        await page.locator('.product-card').nth(i).getByRole('button', { name: 'Сравнить' }).click();
        await expect(page).toHaveURL(new RegExp(`${breakers}$`));
        await expect(page.locator('.flash-notice')).toHaveText(compareMessages.added(i + 1));
      }
      await compareLink(page).click();
      await expect(page).toHaveURL(/\/catalog\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);
      await expect(columns(page)).toHaveCount(3);
      const allRows = await specRows(page).count();
      await page.getByRole('link', { name: 'Только различия' }).click();
      await expect(page).toHaveURL(/&diff=1$/);
      expect(await specRows(page).count()).toBeLessThan(allRows);
      await expectOnlyDifferences(page);
      await expectNoPageOverflow(page);
      await columns(page)
        .last()
        .getByRole('link', { name: /^Убрать из сравнения/ })
        .click();
      await expect(columns(page)).toHaveCount(2);
    });
  }
});

test('a comparison cookie that does not decode (edited by hand) leaves the page working and its valid ids counted', async ({
  page,
  context,
}) => {
  await page.goto(breakers);
  await waitForHydration(page);
  await page.locator('.product-card').first().getByRole('button', { name: 'Сравнить' }).click();
  await expect(toast(page, compareMessages.added(1))).toBeVisible();
  const saved = (await context.cookies()).find((cookie) => cookie.name === 'compare')!;
  await context.addCookies([{ ...saved, value: `%ZZ.${saved.value}` }]);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/ошибк/i);
  await expect(compareLink(page).locator('.site-header__badge')).toHaveText('1');
  await expect(page.locator('.product-card').first().getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
});
