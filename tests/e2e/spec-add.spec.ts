import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ElPanel } from '#shared/contract';
import type { Design } from '#shared/designer/design';
import { designResultPath } from '#shared/designer/url-encoding';
import { apiJson, collectConsoleProblems, waitForHydration } from '../support/e2e';
import { toast } from '../support/account-e2e';

/**
 * A buyer fills a specification from where the products are (docs/behaviour.md, "Specification"):
 * a direct analogue of a product made to order, a card of a section, a comparison column, and the
 * designer's whole bill at once — at a phone's and a desktop's width, with JavaScript and without.
 */

// IEK ВА47-29 1P C32, made to order in the demo stock; its direct analogues are other makers' 1P C32 4,5 kA.
const madeToOrder = '/product/avtomaticheskiy-vyklyuchatel-va47-29-1p-32a-c-iek/iek-va47-29-c32';
const breakers = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';

type Lines = Record<string, number>;

/** The visitor's current specification as the BFF answers it, read with the page's own cookies. */
async function specLines(page: Page): Promise<Lines> {
  const answer = await page.request.get('/api/specs/current', { headers: { accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  const { spec } = (await answer.json()) as { spec: { lines: { productId: string; quantity: number }[] } | null };
  return Object.fromEntries((spec?.lines ?? []).map((line) => [line.productId, line.quantity]));
}

const idOf = (href: string | null) => href!.split('#')[0]!.split('/').pop()!;

async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself never scrolls sideways').toBeLessThanOrEqual(0);
}

/** With JavaScript a toast says it and leads to the specification; without, the page comes back with the notice. */
async function expectAdded(page: Page, js: boolean, text: string | RegExp, back: RegExp) {
  if (js) {
    const added = toast(page, text);
    await expect(added).toBeVisible();
    await expect(added.getByRole('link', { name: 'Открыть спецификацию' })).toHaveAttribute('href', '/spec');
  } else {
    await expect(page).toHaveURL(back);
    await expect(page.locator('.flash-notice')).toHaveText(text);
  }
}

async function flatPanelResult(request: APIRequestContext): Promise<{ path: string; lines: Lines }> {
  const panels = await apiJson<ElPanel[]>(request, '/api/elpanels');
  const panel = panels.find((p) => p.id === 'shchit-kvartirnyy-24')!;
  const design = panel.design as Design;
  const lines: Lines = {};
  if (design.enclosureId) lines[design.enclosureId] = 1;
  for (const row of design.rows) for (const item of row.items) lines[item.productId] = (lines[item.productId] ?? 0) + item.quantity;
  return { path: designResultPath(design), lines };
}

for (const width of [375, 1280]) {
  for (const js of [true, false]) {
    test.describe(`at ${width} px, ${js ? 'with' : 'without'} JavaScript`, () => {
      test.use({ viewport: { width, height: width === 375 ? 812 : 900 }, javaScriptEnabled: js });

      test('open a product made to order, «Подобрать аналог», add a direct analogue to the specification', async ({ page }) => {
        const problems = collectConsoleProblems(page);
        await page.goto(madeToOrder);
        if (js) await waitForHydration(page);
        await expect(page.locator('.product-page__buy .stock')).toHaveText(/Под заказ/);
        await page.getByRole('link', { name: 'Подобрать аналог' }).click();
        await expect(page).toHaveURL(/#analogues$/);
        const direct = page.locator('#analogues [data-kind="direct"]');
        await expect(direct.getByRole('heading', { name: 'Прямые аналоги' })).toBeVisible();
        const analogue = direct.locator('.analogue').first();
        const id = idOf(await analogue.getByRole('link').first().getAttribute('href'));
        const button = analogue.getByRole('button', { name: 'В спецификацию' });
        await expect(button).toBeInViewport();
        await expectNoPageOverflow(page);
        await button.click();
        await expectAdded(page, js, 'Добавлено в спецификацию', new RegExp(`${madeToOrder}$`));
        await page.screenshot({ path: test.info().outputPath(`analogue-${width}-${js ? 'js' : 'no-js'}.png`) });
        expect(await specLines(page)).toEqual({ [id]: 1 });
        if (js) expect(problems).toEqual([]);
      });

      test('add from a card of a section page and from a comparison column, with a quantity', async ({ page }) => {
        await page.goto(breakers);
        if (js) await waitForHydration(page);
        const card = page.locator('.product-card').nth(1);
        const fromCard = idOf(await card.getByRole('link').last().getAttribute('href'));
        await card.getByRole('button', { name: 'В спецификацию' }).click();
        await expectAdded(page, js, 'Добавлено в спецификацию', new RegExp(`${breakers}$`));
        await expectNoPageOverflow(page);
        expect(await specLines(page)).toEqual({ [fromCard]: 1 });

        const ids = await page
          .locator('.product-card')
          .evaluateAll((cards) =>
            cards.slice(2, 5).map((c) => c.querySelector<HTMLAnchorElement>('.product-card h3 a')!.pathname.split('/').pop()!),
          );
        const compare = `/catalog/compare?ids=${ids.join(',')}`;
        await page.goto(compare);
        if (js) await waitForHydration(page);
        const column = page.locator('.compare-table__product').nth(2);
        await column.getByRole('spinbutton', { name: 'Количество, шт' }).fill('3');
        await column.getByRole('button', { name: 'В спецификацию' }).click();
        await expectAdded(page, js, 'Добавлено в спецификацию', /\/catalog\/compare\?ids=/);
        await expectNoPageOverflow(page);
        await page.screenshot({ path: test.info().outputPath(`compare-${width}-${js ? 'js' : 'no-js'}.png`) });
        expect(await specLines(page)).toEqual({ [fromCard]: 1, [ids[2]!]: 3 });
      });

      test('the designer’s bill of materials goes into the specification at once: «Всё в спецификацию»', async ({ page, request }) => {
        const { path, lines } = await flatPanelResult(request);
        await page.goto(path);
        if (js) await waitForHydration(page);
        const count = Object.keys(lines).length;
        await expect(page.locator('table.bom tbody tr')).toHaveCount(count);
        await page.getByRole('button', { name: 'Всё в спецификацию' }).click();
        const added = new RegExp(`Добавлено в спецификацию: ${count}\\s(строка|строки|строк)`);
        await expectAdded(page, js, added, /\/elpanels\/designer\/result\?d=/);
        await expectNoPageOverflow(page);
        expect(await specLines(page)).toEqual(lines);
      });
    });
  }
}
