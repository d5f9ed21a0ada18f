import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';
import { toast } from '../support/account-e2e';

/**
 * An engineer sizes a flat's input and buys its breaker (docs/calculators.md, "From result to
 * product"): a power-consumption result offers breakers of its rating, and one goes into the
 * specification — at a phone's and a desktop's width, with JavaScript and without.
 *
 * Worked by hand: one load of 9 kW, Кс 1, Ко 1, 230 V, cos φ 1: I = 9000 / 230 = 39,13 A → 40 A
 * (32 A < 39,13 A). At 12 kW: I = 12 000 / 230 = 52,17 A → 63 A (50 A < 52,17 A).
 */
const path = '/calculators/power-consumption?name=Котёл&power=9&count=1&kc=1&ko=1&phases=1&cosphi=1';

const offers = (page: Page) => page.getByRole('region', { name: 'Подходящие товары' });

async function specLines(page: Page): Promise<Record<string, number>> {
  const answer = await page.request.get('/api/specs/current', { headers: { accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  const { spec } = (await answer.json()) as { spec: { lines: { productId: string; quantity: number }[] } | null };
  return Object.fromEntries((spec?.lines ?? []).map((line) => [line.productId, line.quantity]));
}

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  for (const js of [true, false]) {
    test.describe(`at ${width} px, ${js ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 900 }, javaScriptEnabled: js });

      test('a power-consumption result offers breakers and puts one into the specification', async ({ page }) => {
        const problems = collectConsoleProblems(page);
        const listings: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/catalog/sections/')) listings.push(request.url());
        });
        await page.goto(path);
        if (js) await waitForHydration(page);
        await expect(offers(page).getByRole('heading', { level: 3, name: 'Вводные автоматы на 40 А' })).toBeVisible();
        const breakers = offers(page).locator('.calc-offers__group').first().locator('.calc-offer');
        const count = await breakers.count();
        expect(count).toBeGreaterThan(0);
        expect(count).toBeLessThanOrEqual(6);
        await expect(breakers.first()).toContainText('₽');
        await expect(offers(page).getByRole('link', { name: 'Все подходящие' }).first()).toHaveAttribute(
          'href',
          /^\/catalog\/modulnye-avtomaticheskie-vyklyuchateli\?current=40&/,
        );
        await expectNoPageOverflow(page);

        const chosen = breakers.nth(1);
        const add = chosen.getByRole('button', { name: 'В спецификацию' });
        // The button names the product it adds (and the page's shared form, client/components/shared-forms.ts).
        const id = (await add.getAttribute('value'))!;
        await add.click();
        if (js) {
          const added = toast(page, 'Добавлено в спецификацию');
          await expect(added).toBeVisible();
          await expect(added.getByRole('link', { name: 'Открыть спецификацию' })).toHaveAttribute('href', '/spec');
        } else {
          // The form post comes back to the same result with the notice.
          await expect(page).toHaveURL(/\/calculators\/power-consumption\?.*power=9/);
          await expect(page.locator('.flash-notice')).toHaveText('Добавлено в спецификацию');
          await expect(offers(page).getByRole('heading', { level: 3, name: 'Вводные автоматы на 40 А' })).toBeVisible();
        }
        await offers(page).screenshot({ path: test.info().outputPath(`offers-${width}-${js ? 'js' : 'no-js'}.png`) });
        expect(await specLines(page)).toEqual({ [id]: 1 });

        if (js) {
          // Hydration reads the server's products, not the network.
          expect(listings).toEqual([]);
          // The offers follow the result as the visitor types.
          await page.getByLabel('Мощность').first().fill('12');
          await expect(offers(page).getByRole('heading', { level: 3, name: 'Вводные автоматы на 63 А' })).toBeVisible();
          await expect(offers(page).getByRole('link', { name: 'Все подходящие' }).first()).toHaveAttribute('href', /current=63&/);
          await expectNoPageOverflow(page);
          expect(problems).toEqual([]);
        }
      });
    });
  }
}
