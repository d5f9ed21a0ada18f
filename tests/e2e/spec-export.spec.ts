import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import type { CatalogIndex, Product } from '#shared/contract/catalog';
import { apiJson, waitForHydration } from '../support/e2e';
import { originOf } from '../support/account-e2e';

/**
 * A buyer puts three products in the specification, downloads it as XLSX and as PDF and the
 * documents pack from the specification's page, and reads each back (docs/behaviour.md,
 * "Documents") — at 375 and 1280 px, with JavaScript and without.
 */
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

async function threeProducts(page: Page): Promise<Product[]> {
  const index = await apiJson<CatalogIndex>(page.request, '/api/catalog/index');
  return Promise.all(index.products.slice(0, 3).map((p) => apiJson<Product>(page.request, `/api/catalog/products/${p.id}`)));
}

/** «В спецификацию» as the product page's form posts it (the browser's cookies go along). */
async function addToSpec(page: Page, baseURL: string | undefined, product: Product, quantity: number, note = '') {
  const answer = await page.request.post('/api/specs/current/lines', {
    form: { productId: product.id, quantity: String(quantity), note, callbackUrl: product.url },
    headers: { origin: originOf(baseURL) },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

async function download(page: Page, name: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  expect(await file.failure()).toBeNull();
  return readFileSync((await file.path())!);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    for (const viewport of viewports) {
      test(`at ${viewport.width} px: export XLSX and PDF and the documents, and read them back`, async ({ page, baseURL }) => {
        await page.setViewportSize(viewport);
        const products = await threeProducts(page);
        await addToSpec(page, baseURL, products[0]!, 2, '=HYPERLINK("http://example.com")');
        await addToSpec(page, baseURL, products[1]!, 5, 'этаж 1');
        await addToSpec(page, baseURL, products[2]!, 1);

        await page.goto('/spec');
        if (javaScriptEnabled) await waitForHydration(page);
        await expect(page.getByRole('link', { name: 'Скачать XLSX' })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
        await page
          .locator('.spec-actions')
          .screenshot({ path: `test-results/spec-export/${viewport.width}-${javaScriptEnabled ? 'js' : 'no-js'}.png` });

        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await download(page, 'Скачать XLSX')) as unknown as ArrayBuffer);
        const rows: unknown[][] = [];
        workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        const header = rows.findIndex((row) => row[0] === '№');
        expect(rows[header]!.slice(0, 8)).toEqual(['№', 'Артикул', 'Наименование', 'Производитель', 'Ед.', 'Кол-во', 'Цена', 'Сумма']);
        const lines = rows.slice(header + 1, header + 4);
        expect(lines.map((row) => [row[1], row[5]])).toEqual(products.map((p, i) => [p.article, [2, 5, 1][i]]));
        expect(lines[0]![8]).toBe(`'=HYPERLINK("http://example.com")`);
        const total = products.reduce((sum, p, i) => sum + Math.round(p.price * 100) * [2, 5, 1][i]!, 0) / 100;
        expect(rows[header + 4]).toEqual(expect.arrayContaining(['Итого:', total]));
        // The page stays where it was: a download is not a navigation.
        await expect(page).toHaveURL(/\/spec$/);

        const parser = new PDFParse({ data: new Uint8Array(await download(page, 'Скачать PDF')) });
        const text = (await parser.getText()).text.replace(/[\u00a0\u202f\s]+/g, ' ');
        await parser.destroy();
        expect(text).toContain('Спецификация «Спецификация»');
        for (const product of products) expect(text).toContain(product.article);
        expect(text).toContain('Итого:');
        expect(text).toContain('Страница 1 из 1');

        const files = unzipSync(new Uint8Array(await download(page, 'Документы (ZIP)')));
        const listing = strFromU8(files['README.txt']!);
        for (const [i, product] of products.entries()) expect(listing).toContain(`${i + 1}. ${product.article} — `);
        expect(Object.keys(files).filter((name) => name.endsWith('.svg'))).toHaveLength(6);
      });
    }
  });
}
