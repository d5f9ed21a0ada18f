import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';
import { popup, toast } from '../support/account-e2e';

/**
 * A product page's related products sit below its analogues, far from the first screen: the page
 * carries their cards' HTML but no data for them; the browser leaves that HTML as it is and draws
 * the section when the visitor comes near it (docs/behaviour.md, "Hydration").
 */

const product = '/product/avtomaticheskiy-vyklyuchatel-va-47-63-1p-16a-c-ekf-proxima/ekf-va-47-63-c16';

/** Whether React owns the element: hydration or a render attaches its fiber, and nothing else does. */
const live = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

function recordRelatedReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/catalog\/products\/[^/]+\/related$/.test(new URL(request.url()).pathname)) reads.push(request.url());
  });
  return reads;
}

// By its markup: with the login view open, the page behind it is hidden from the accessibility tree.
const firstSeriesCard = (page: Page) => page.locator('section[aria-labelledby="series-title"] .product-card').first();

test.use({ viewport: { width: 375, height: 812 } });

test('the related products are drawn when the visitor scrolls to them, and their «В спецификацию» then adds in place', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const relatedReads = recordRelatedReads(page);

  await page.goto(product, { waitUntil: 'load' });
  await waitForHydration(page);
  await markDocument(page);
  const card = firstSeriesCard(page);
  // The page's own buttons are live; the related cards are there as the server drew them, not React's.
  expect(await live(page.locator('.product-page__buy').getByRole('button', { name: 'Сравнить' }))).toBe(true);
  await expect(card).toBeAttached();
  expect(await live(card)).toBe(false);
  expect(relatedReads).toEqual([]);

  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => live(card.getByRole('button', { name: 'В спецификацию' }))).toBe(true);
  expect(relatedReads).toHaveLength(1);

  await card.getByRole('button', { name: 'В спецификацию' }).click();
  await expect(toast(page, 'Добавлено в спецификацию')).toBeVisible();
  expect(await documentMarker(page), 'added in place, without loading the page again').toBe(1);
  expect(problems).toEqual([]);
});

test('a visitor who jumps to the end of the page past them gets them drawn too', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto(product, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.keyboard.press('End');
  await expect.poll(() => live(firstSeriesCard(page))).toBe(true);
  expect(problems).toEqual([]);
});

test('while they wait, the page works: the login view opens from «В избранное» and the related cards stay as drawn', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const relatedReads = recordRelatedReads(page);
  await page.goto(product, { waitUntil: 'load' });
  await waitForHydration(page);

  await page.locator('.product-page__actions').getByRole('button', { name: 'В избранное' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await expect(firstSeriesCard(page)).toBeAttached();
  expect(await live(firstSeriesCard(page))).toBe(false);
  expect(relatedReads).toEqual([]);
  expect(problems).toEqual([]);
});
