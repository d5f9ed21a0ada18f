import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';

/**
 * An engineer checks how a cable section was reached (docs/calculators.md, "How it was computed"):
 * «Как считали» shows the current's formula with their values and the ПУЭ table, column and row —
 * from the server's HTML without JavaScript, and following the typing with it — on a phone without
 * the page scrolling sideways, and on a desktop.
 *
 * Worked by hand: 15 kW three-phase, cos φ 0,95: I = 15 000 / (1,732 · 400 · 0,95) = 22,79 А →
 * ПУЭ табл. 1.3.4, copper, open: 1,5 mm² — 23 А. At 25 kW: I = 25 000 / 658,2 = 37,98 → «38 А»;
 * 2,5 mm² — 30 А is not enough, 4 mm² — 41 А is.
 */
const first = '/calculators/cable-section?mode=power&power=15&phases=3&cosphi=0.95&material=copper&laying=open';

const how = (page: Page) => page.getByRole('region', { name: 'Как считали' });

async function expectFirst(page: Page) {
  await expect(how(page).getByRole('heading', { level: 3, name: 'Как считали' })).toBeVisible();
  await expect(how(page)).toContainText(/I = P \/ \(√3 · U · cos φ\) = 15\s000 \/ \(1,732 · 400 · 0,95\) = 22,8\sА/);
  await expect(how(page)).toContainText(/ПУЭ, 7-е изд\., табл\. 1\.3\.4, медь, проложенные открыто, 1,5\sмм² — 23\sА/);
  await expect(how(page).getByRole('heading', { level: 4, name: 'Допущения и границы применимости' })).toBeVisible();
  await expect(how(page)).toContainText(/Температура воздуха \+25\s°C/);
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scroll of the page').toBeLessThanOrEqual(width);
  // Each formula stays inside the result's frame.
  const outside = await how(page)
    .locator('.calc-how__formula')
    .evaluateAll((boxes) =>
      boxes.flatMap((box) => {
        const frame = box.closest('.calc-result')!.getBoundingClientRect();
        const rect = box.getBoundingClientRect();
        return rect.right <= frame.right + 0.5 ? [] : [box.textContent ?? ''];
      }),
    );
  expect(outside).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('«Как считали» names the formula with the values and the table row, and follows the typing', async ({ page }) => {
      const problems = collectConsoleProblems(page);
      await page.goto(first);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
      await expectFirst(page);
      await expectNoSidewaysScroll(page, width);
      await how(page).screenshot({ path: test.info().outputPath(`how-${width}.png`) });

      const power = page.getByLabel('Мощность нагрузки');
      await power.fill('25');
      await expect(how(page)).toContainText(/= 25\s000 \/ \(1,732 · 400 · 0,95\) = 38\sА/);
      await expect(how(page)).toContainText(
        /Iдоп ≥ I: 41\sА ≥ 38\sА — выполняется: 4\sмм² — первое такое сечение \(2,5\sмм²: 30\sА < 38\sА\)/,
      );
      await expect(how(page)).toContainText(/табл\. 1\.3\.4, медь, проложенные открыто, 4\sмм² — 41\sА/);
      await expect(how(page)).not.toContainText('1,5\u00a0мм² — 23\u00a0А');
      await expectNoSidewaysScroll(page, width);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('the server’s page has «Как считали», and «Рассчитать» brings the new one', async ({ page }) => {
    await page.goto(first);
    await expectFirst(page);
    await expectNoSidewaysScroll(page, 375);

    await page.getByLabel('Мощность нагрузки').fill('25');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page).toHaveURL(/[?&]power=25(&|$)/);
    await expect(how(page)).toContainText(/табл\. 1\.3\.4, медь, проложенные открыто, 4\sмм² — 41\sА/);
  });
});
