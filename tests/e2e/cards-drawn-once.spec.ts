import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * A section's product cards are drawn once, by the server (docs/decisions/028-cards-drawn-once.md):
 * the page data names each card by its id; the browser keeps the cards' pictures and texts as the
 * server drew them, hydrates only their buttons, follows their links in the app, and draws them the
 * same on going back. Cards the browser reads itself (another page of the grid) it draws from their data.
 */

const section = '/catalog/avtomaticheskie-vyklyuchateli';

/** Whether React owns the element: hydration or a render attaches its fiber, and nothing else does. */
const live = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

const titles = async (page: Page) => (await page.locator('.product-card h3').allTextContents()).map((title) => title.trim());
const offers = (page: Page) => page.locator('script[type="application/ld+json"][data-drawn="offer-catalog"]').textContent();

/** The section's listing as the page data hands it to the browser. */
async function handedOverItems(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const payload = JSON.parse(document.getElementById('__ssr')!.textContent!) as { queries: { queryKey: unknown[]; data: unknown }[] };
    const listing = payload.queries.find((query) => query.queryKey[1] === 'catalogListing')!.data as { items: unknown[] };
    return listing.items;
  });
}

test('a section’s cards keep the server’s drawing through hydration, a product and back; their buttons and links work', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto(section, { waitUntil: 'load' });
  await waitForHydration(page);
  await markDocument(page);

  const items = await handedOverItems(page);
  expect(items).toHaveLength(24);
  for (const item of items) expect(Object.keys(item as object)).toEqual(['id']);

  const drawn = await titles(page);
  const drawnOffers = await offers(page);
  expect(drawn).toHaveLength(24);
  expect(JSON.parse(drawnOffers!).itemListElement.map((offer: { name: string }) => offer.name)).toEqual(drawn);
  const card = page.locator('.product-card').nth(1);
  // Its buttons are React's; its picture and texts are the server's, left as they were.
  expect(await live(card.getByRole('button', { name: 'Сравнить' }))).toBe(true);
  expect(await live(card.locator('h3'))).toBe(false);

  await card.getByRole('button', { name: 'Сравнить' }).click();
  await expect(card.getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');

  // The name's link opens the product in the app, not as a new document.
  const name = drawn[2]!;
  await page.locator('.product-card h3 a').nth(2).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await documentMarker(page)).toBe(1);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Автоматические выключатели');
  await expect.poll(() => titles(page)).toEqual(drawn);
  expect(await offers(page)).toBe(drawnOffers);
  await expect(page.locator('.product-card').nth(1).getByRole('button', { name: 'В сравнении' })).toHaveAttribute('aria-pressed', 'true');

  // The next page of the grid is read by the browser and drawn from its data.
  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(async () => (await titles(page))[0]).not.toBe(drawn[0]);
  expect(await live(page.locator('.product-card h3').first())).toBe(true);
  expect(JSON.parse((await offers(page))!).itemListElement.map((offer: { name: string }) => offer.name)).toEqual(await titles(page));
  expect(await documentMarker(page)).toBe(1);
  expect(problems).toEqual([]);
});

test('the search’s cards are handed over the same way; a hit found as an analogue keeps its mark and link', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto(`/catalog/search?q=${encodeURIComponent('S201-C10')}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const items = await page.evaluate(() => {
    const payload = JSON.parse(document.getElementById('__ssr')!.textContent!) as { queries: { queryKey: unknown[]; data: unknown }[] };
    return (payload.queries.find((query) => query.queryKey[1] === 'search')!.data as { items: Record<string, unknown>[] }).items;
  });
  expect(items.length).toBeGreaterThan(1);
  for (const item of items) expect(Object.keys(item)).toEqual(item.analogueOf ? ['id', 'url', 'analogueOf'] : ['id']);
  const analogue = items.find((item) => item.analogueOf)!;
  const mark = page.locator('.search-hit__analogue').first();
  await expect(mark).toHaveText('Аналог артикула S201-C10 (ABB) · все аналоги');
  expect(await live(mark.getByRole('link'))).toBe(true);
  await expect(mark.getByRole('link')).toHaveAttribute('href', `/product/${String(analogue.url)}/${String(analogue.id)}#analogues`);
  await expect(page.locator('.product-card h3 mark').first()).toBeVisible();
  expect(problems).toEqual([]);
});

/** The product page's queries as the page data hands them to the browser, by the endpoint they read. */
async function handedOverProduct(page: Page): Promise<{ product: Record<string, unknown>; analogues: Record<string, unknown>[] }> {
  return page.evaluate(() => {
    const payload = JSON.parse(document.getElementById('__ssr')!.textContent!) as { queries: { queryKey: unknown[]; data: unknown }[] };
    const data = (name: string) => payload.queries.find((query) => query.queryKey[1] === name)!.data;
    return {
      product: data('product') as Record<string, unknown>,
      analogues: (data('productAnalogues') as { items: Record<string, unknown>[] }).items,
    };
  });
}

const productTexts = (page: Page) =>
  Promise.all([
    page.locator('.product-page__buy').innerText(),
    page.locator('.spec-table').innerText(),
    page.getByRole('region', { name: 'Описание' }).innerText(),
    page.locator('#analogues').innerText(),
    page.locator('script[type="application/ld+json"][data-drawn^="product-data:"]').textContent(),
  ]);

test('a product page’s texts and analogues keep the server’s drawing; a product read by the browser is drawn from its data', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  // Made to order: its buy box links to its analogues, which the page data hands over by id.
  await page.goto('/product/avtomaticheskiy-vyklyuchatel-va47-29-1p-32a-c-iek/iek-va47-29-c32', { waitUntil: 'load' });
  await waitForHydration(page);
  await markDocument(page);

  const { product, analogues } = await handedOverProduct(page);
  for (const part of ['specs', 'description', 'documents']) expect(product).not.toHaveProperty(part);
  expect(analogues.length).toBeGreaterThan(1);
  for (const analogue of analogues) {
    expect(Object.keys(analogue)).toEqual(['kind', 'product']);
    expect(Object.keys(analogue.product as object)).toEqual(['id']);
  }

  const drawn = await productTexts(page);
  expect(JSON.parse(drawn[4]!)).toMatchObject({ '@type': 'Product', name: await page.getByRole('heading', { level: 1 }).innerText() });
  // The texts are the server's, left as they were; the buttons are React's.
  expect(await live(page.locator('.spec-table'))).toBe(false);
  expect(await live(page.locator('.facts'))).toBe(false);
  const row = page.locator('.analogue').first();
  expect(await live(row.getByRole('link'))).toBe(false);
  expect(await live(row.getByRole('button', { name: 'В спецификацию' }))).toBe(true);
  expect(await live(page.locator('.product-page__buy').getByRole('button', { name: 'Сравнить' }))).toBe(true);
  // A document opens in a new tab as a plain link: the kept part does not follow it in the app.
  const address = page.url();
  const opened = page.waitForEvent('popup');
  await page.getByRole('region', { name: 'Документы' }).getByRole('link').first().click();
  await (await opened).close();
  expect(page.url()).toBe(address);

  // «Подобрать аналог» and the analogue's name still open in the app.
  await page.getByRole('link', { name: 'Подобрать аналог' }).click();
  await expect(page).toHaveURL(/#analogues$/);
  const name = (await row.getByRole('link').innerText()).trim();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await documentMarker(page)).toBe(1);
  // Read by the browser: drawn from its data, the characteristics and the analogues React's own.
  await expect(page.locator('.spec-table tr').first()).toBeVisible();
  expect(await live(page.locator('.spec-table'))).toBe(true);
  await expect(page.locator('script[type="application/ld+json"][data-drawn^="product-data:"]')).toHaveCount(1);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await expect.poll(() => productTexts(page)).toEqual(drawn);
  expect(await documentMarker(page)).toBe(1);
  expect(problems).toEqual([]);
});
