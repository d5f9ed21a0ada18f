import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';

/**
 * A buyer meets a breaker made to order, asks for an analogue and opens a direct one
 * (docs/behaviour.md, "Analogues"): at a phone's and a desktop's width, with JavaScript and without.
 */

// IEK ВА47-29 1P C32, made to order in the demo stock; its direct analogues are other makers' 1P C32 4,5 kA.
const madeToOrder = '/product/avtomaticheskiy-vyklyuchatel-va47-29-1p-32a-c-iek/iek-va47-29-c32';

async function pickDirectAnalogue(page: Page, width: number): Promise<void> {
  await expect(page.locator('.product-page__buy .stock')).toHaveText(/Под заказ/);
  await page.getByRole('link', { name: 'Подобрать аналог' }).click();
  await expect(page).toHaveURL(/#analogues$/);
  const block = page.locator('#analogues');
  await expect(block.getByRole('heading', { level: 2, name: 'Аналоги' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll of the page').toBeLessThanOrEqual(width);
  await page.screenshot({
    path: `test-results/analogues/${width}-${test.info().project.name}-${test.info().title.includes('without') ? 'no-js' : 'js'}.png`,
  });

  const direct = block.locator('[data-kind="direct"]');
  await expect(direct.getByRole('heading', { name: 'Прямые аналоги' })).toBeVisible();
  const first = direct.locator('.analogue').first();
  await expect(first).toContainText('Ключевые характеристики совпадают');
  await expect(first).toContainText('₽');
  const name = (await first.getByRole('link').innerText()).trim();
  expect(name).toMatch(/1P 32 А \(C\) 4,5 кА/);
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator('.facts')).not.toContainText('MVA20-1-032-C');
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('open a product made to order, «Подобрать аналог», open a direct analogue', async ({ page }) => {
      const problems = collectConsoleProblems(page);
      await page.goto(madeToOrder);
      await waitForHydration(page);
      await pickDirectAnalogue(page, width);
      expect(problems).toEqual([]);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the same story works without JavaScript', async ({ page }) => {
        await page.goto(madeToOrder);
        await pickDirectAnalogue(page, width);
      });
    });
  });
}

test('a search by another maker’s article marks its analogues, each card within its cell, and leads to the analogues', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/catalog/search?q=${encodeURIComponent('SH201L-C16')}`);
  await waitForHydration(page);
  const marked = page.locator('.search-hit--analogue');
  await expect(marked.first()).toContainText('Аналог артикула SH201L-C16 (ABB)');
  for (const cell of await marked.all()) {
    const [outer, card] = await Promise.all([cell.boundingBox(), cell.locator('.product-card').boundingBox()]);
    expect(card!.y + card!.height, 'the card ends inside its grid cell').toBeLessThanOrEqual(outer!.y + outer!.height + 1);
  }
  await marked.first().getByRole('link', { name: 'все аналоги' }).click();
  await expect(page).toHaveURL(/#analogues$/);
  await expect(page.locator('#analogues').getByRole('heading', { level: 2, name: 'Аналоги' })).toBeInViewport();
});
