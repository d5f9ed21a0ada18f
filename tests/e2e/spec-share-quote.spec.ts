import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { quoteMessages } from '#shared/catalog/quote-messages';
import { shareMessages } from '#shared/contract/spec-shares';
import { waitForHydration } from '../support/e2e';
import { toast } from '../support/account-e2e';

/**
 * A buyer's specification goes out of the site (docs/behaviour.md, "Specification"): a quote for all
 * of it reaches sales with the XLSX attached, and a read-only link opens it for someone signed out
 * until it is revoked — at 375 and 1280 px, with and without JavaScript.
 */

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

interface Product {
  id: string;
  name: string;
  article: string;
}

/** Two breakers of the demo catalogue, from the section's listing (ids, names, articles). */
async function twoProducts(page: Page): Promise<Product[]> {
  const section = await page.request.get('/api/catalog/sections/modulnye-avtomaticheskie-vyklyuchateli/products');
  const listing = (await section.json()) as { items: Product[] };
  return listing.items.slice(0, 2);
}

/** The visitor's guest specification with these products, made as «В спецификацию» makes it. */
async function specWith(page: Page, products: Product[]): Promise<void> {
  for (const [index, product] of products.entries()) {
    const answer = await page.request.post('/api/specs/current/lines', {
      headers: { 'sec-fetch-site': 'same-origin' },
      data: { productId: product.id, quantity: index + 3 },
    });
    expect(answer.status()).toBe(200);
  }
}

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

async function openSpec(page: Page, js: boolean) {
  await page.goto('/spec');
  if (js) await waitForHydration(page);
}

/** The quote form: filled and sent; answers the request's number, from the toast or from the page that came back. */
async function requestQuote(page: Page, js: boolean): Promise<string> {
  await page.locator('#spec-quote > summary').click();
  const form = page.locator('#spec-quote form');
  await form.getByLabel('Имя').fill('Пётр Кузнецов');
  await form.getByLabel('Телефон').fill('+7 (912) 555-44-33');
  await form.getByLabel('E-mail').fill('petr@example.ru');
  await form.getByLabel('Комментарий').fill('Поставка на объект до конца месяца');
  await form.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
  await form.getByRole('button', { name: quoteMessages.submit }).click();
  const confirmation = js ? toast(page, quoteMessages.sentTitle) : page.locator('#spec-quote').getByText(/Запрос № \d+ принят/);
  await expect(confirmation).toBeVisible();
  const number = /Запрос № (\d+) принят/.exec(await confirmation.innerText())?.[1];
  expect(number).toBeDefined();
  return number!;
}

/** The mail to sales about request `number` in the demo outbox, its attachment downloaded and read with ExcelJS. */
async function attachmentCells(page: Page, number: string): Promise<string[]> {
  await page.goto('/dev/outbox');
  const mail = page.locator('article.mail').filter({ has: page.getByRole('heading', { name: new RegExp(`^Запрос КП № ${number}:`) }) });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('Пётр Кузнецов');
  const [download] = await Promise.all([page.waitForEvent('download'), mail.locator('a.mail-attachment').click()]);
  expect(download.suggestedFilename()).toMatch(/^specification-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
  return cells;
}

/** Opens the link in a browser of its own — no cookie of the owner's — and answers the document's status. */
async function openSignedOut(browser: Browser, url: string, js: boolean, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, status: response?.status() };
}

for (const js of [true, false]) {
  test.describe(js ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: js });

    for (const viewport of viewports) {
      test(`at ${viewport.width} px: request a quote and find the mail with the attachment in the outbox`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const products = await twoProducts(page);
        await specWith(page, products);
        await openSpec(page, js);
        const number = await requestQuote(page, js);
        await expectNoPageOverflow(page);

        const cells = await attachmentCells(page, number);
        for (const product of products) {
          expect(cells).toContain(product.article);
          expect(cells).toContain(product.name);
        }
      });

      test(`at ${viewport.width} px: share the link, open it signed out, revoke it`, async ({ page, browser }) => {
        await page.setViewportSize(viewport);
        const products = await twoProducts(page);
        await specWith(page, products);
        await openSpec(page, js);

        await page.getByRole('button', { name: 'Поделиться ссылкой' }).click();
        if (js) await expect(toast(page, shareMessages.created)).toBeVisible();
        else await expect(page.locator('.flash-notice')).toHaveText(shareMessages.created);
        const url = await page.getByTestId('spec-share-url').inputValue();
        expect(url).toMatch(/\/spec\/shared\/[\w-]{32}$/);
        await expectNoPageOverflow(page);

        const stranger = await openSignedOut(browser, url, js, viewport);
        expect(stranger.status).toBe(200);
        await expect(stranger.page.getByRole('heading', { level: 1 })).toHaveText('Спецификация');
        for (const product of products) await expect(stranger.page.getByTestId('shared-spec')).toContainText(product.name);
        await expect(stranger.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        // Read-only: nothing on it changes the specification.
        await expect(stranger.page.locator('main form[action^="/api/specs"]')).toHaveCount(0);
        await expectNoPageOverflow(stranger.page);

        await page.getByRole('button', { name: 'Отозвать ссылку' }).click();
        if (js) await expect(toast(page, shareMessages.revoked)).toBeVisible();
        else await expect(page.locator('.flash-notice')).toHaveText(shareMessages.revoked);
        await expect(page.getByRole('button', { name: 'Поделиться ссылкой' })).toBeVisible();

        const again = await stranger.page.goto(url);
        expect(again?.status()).toBe(404);
        await stranger.context.close();
      });
    }
  });
}
