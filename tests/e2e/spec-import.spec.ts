import { expect, test, type Page } from '@playwright/test';
import { specSchema } from '#shared/contract/specs';
import { waitForHydration } from '../support/e2e';

/**
 * A buyer pastes a list of articles from an estimate (docs/behaviour.md, "Bulk add"): twenty lines
 * typed every which way, two of them bad; the eighteen go into the specification, the two are
 * listed; one is corrected and goes in, the other stays listed. With JavaScript and without, on a
 * phone and on a desktop.
 */
const list = [
  'A9F79110 12',
  'MVA20-1-016-C;5',
  'ф9а79116', // A9F79116 typed with the Russian layout on
  'mcb4763-1-16C-pro 10 шт',
  '2CDS251001R0164\t3',
  'EZ9F34116, 2',
  'МVА20-3-032-С х 2', // Cyrillic М, А, С
  'SVA10-3-125', // a leading zero left out
  '419662 4',
  'kkm11 018 230 10',
  'lc1d40ap7',
  '11098DEK 6',
  'MDV10.2.040.100',
  'A9F79340; 1',
  'ЕZ9L33620', // Cyrillic Е
  '2CSF204101R1400',
  'tc-30-250 2',
  'mb21-12',
  'фывапролд',
  'QQQ-123-XYZ',
].join('\n');

const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

const group = (page: Page, testId: string) => page.getByTestId(testId);

async function story(page: Page, javaScript: boolean, width: number) {
  // From the specification's page, empty yet: «Добавить списком».
  await page.goto('/spec');
  if (javaScript) await waitForHydration(page);
  await page.getByRole('link', { name: 'Добавить списком' }).click();
  await expect(page).toHaveURL(/\/spec\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Добавить списком' })).toBeVisible();
  await page.getByLabel('Список артикулов').fill(list);
  await expectNoPageOverflow(page);
  await page.getByRole('button', { name: 'Добавить в спецификацию' }).click();

  await expect(page).toHaveURL(/\/spec\/import\/[\w-]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Результат загрузки списка' })).toBeVisible();
  await expect(page.getByTestId('import-summary')).toContainText('Добавлено в спецификацию: 18 из 20');
  await expect(group(page, 'import-matched').locator('li')).toHaveCount(18);
  const unmatched = group(page, 'import-unmatched');
  await expect(unmatched.locator('li.bulk-row')).toHaveCount(2);
  await expect(unmatched).toContainText('фывапролд');
  await expect(unmatched).toContainText('QQQ-123-XYZ');
  await expectNoPageOverflow(page);
  await page.screenshot({ path: `test-results/spec-import/${width}-${javaScript ? 'js' : 'nojs'}-outcome.png`, fullPage: true });

  // The first bad line corrected: matched again and added; the other one stays listed.
  await page.getByLabel('Артикул в строке 19').fill('A9F79125');
  await page.locator('#line-19').getByRole('button', { name: 'Найти и добавить' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('Добавлено в спецификацию: 19 из 20');
  await expect(group(page, 'import-matched')).toContainText('A9F79125');
  await expect(unmatched.locator('li.bulk-row')).toHaveCount(1);
  await expect(unmatched).toContainText('QQQ-123-XYZ');
  await expect(unmatched).toContainText('Товар не найден');
  await expectNoPageOverflow(page);

  // The matched lines are on the specification's page…
  await page.getByRole('link', { name: 'Открыть спецификацию' }).click();
  await expect(page).toHaveURL(/\/spec$/);
  await expect(page.locator('.spec-lines > li')).toHaveCount(19);
  await expect(page.locator('.spec-lines')).toContainText('A9F79125');
  await expectNoPageOverflow(page);

  // …with the quantities typed.
  const answer = await page.request.get('/api/specs/current', { headers: { accept: 'application/json' } });
  const spec = specSchema.parse(((await answer.json()) as { spec: unknown }).spec);
  expect(spec.lines).toHaveLength(19);
  const quantityOf = (article: string) => spec.lines.find((line) => line.product?.article === article)?.quantity;
  expect(quantityOf('A9F79110')).toBe(12);
  expect(quantityOf('MVA20-3-032-C')).toBe(2);
  expect(quantityOf('A9F79116')).toBe(1);
  expect(quantityOf('A9F79125')).toBe(1);
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('paste a 20-line mixed list with two bad lines, fix one, see the other listed', async ({ page }) => {
      await story(page, true, viewport.width);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('the same paste, fix and outcome through form posts', async ({ page }) => {
        await story(page, false, viewport.width);
      });
    });
  });
}
