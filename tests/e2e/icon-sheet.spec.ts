import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * Every icon of a page is drawn from one sheet of symbols (docs/behaviour.md, "Page weight"): the
 * server's sheet for the page it sent, with or without JavaScript, and the symbols a page drawn in
 * the browser brings along after a navigation.
 */

/** Each `<use>` on screen (not in a closed menu) and whether what it points at is there and draws something. */
const uses = (page: Page) =>
  page.locator('svg > use').evaluateAll((elements) =>
    elements
      .filter((use) => use.parentElement!.checkVisibility())
      .map((use) => {
        const href = use.getAttribute('href') ?? '';
        const box = (use as SVGGraphicsElement).getBBox();
        return { href, defined: document.querySelector(`symbol${href}`) !== null, drawn: box.width > 0 && box.height > 0 };
      }),
  );

test('from «О компании» to a catalogue section in the browser: every icon there is drawn, the cards’ from one symbol', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/about');
  await waitForHydration(page);
  await markDocument(page);
  // The about page has no product cards: their icons come with the section, drawn in the browser.
  await page.getByRole('navigation', { name: 'Каталог' }).getByRole('link').first().click();
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(await documentMarker(page), 'no full page load').toBeDefined();
  const drawn = await uses(page);
  expect(drawn.length).toBeGreaterThan(10);
  expect(drawn.filter((icon) => !icon.defined || !icon.drawn)).toEqual([]);
  // One symbol per drawing, however many cards use it.
  const ids = await page.locator('symbol').evaluateAll((symbols) => symbols.map((s) => s.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a catalogue section’s icons are drawn from the sheet the server sent', async ({ page }) => {
    await page.goto('/catalog/avtomaticheskie-vyklyuchateli');
    const drawn = await uses(page);
    expect(drawn.length).toBeGreaterThan(30);
    expect(drawn.filter((icon) => !icon.defined || !icon.drawn)).toEqual([]);
  });
});

test('from «О компании» to the home page in the browser: the icons named by content there are asked for once and drawn', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const iconCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/icons/')) iconCalls.push(request.url());
  });
  await page.goto('/about');
  await waitForHydration(page);
  // The catalogue menu's icons are named by content too: the server's sheet brought them.
  expect(iconCalls).toEqual([]);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page.locator('.advantage').first()).toBeVisible();
  expect(await documentMarker(page), 'no full page load').toBeDefined();
  const drawn = await uses(page);
  const advantages = await page.locator('.advantage svg > use').count();
  expect(advantages).toBeGreaterThan(2);
  expect(drawn.filter((icon) => !icon.defined || !icon.drawn)).toEqual([]);
  expect(iconCalls).toHaveLength(1);
  expect(problems).toEqual([]);
});
