import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * Every icon of a page is a `<use>` of a symbol in a file the browser caches (docs/behaviour.md,
 * "Page weight"): the icons the code names, of the site's sprite; an icon named by content, of its own
 * file from the site's icon endpoint. With or without JavaScript, and on pages drawn in the browser.
 */

const spritePath = /^\/assets\/icons-[\w-]+\.svg$/;
const namedIconPath = /^\/api\/icons\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/;

/**
 * Each `<use>` on screen (not in a closed menu), whether what it points at is there (in the page, or
 * in the sprite file) and whether it draws something: polled, since a sprite's drawing shows once
 * the file has come.
 */
const uses = (page: Page) =>
  page.locator('svg > use').evaluateAll(async (elements) => {
    const files = new Map<string, Promise<Document>>();
    const fileOf = (url: string) => {
      if (!files.has(url))
        files.set(
          url,
          fetch(url)
            .then((answer) => answer.text())
            .then((text) => new DOMParser().parseFromString(text, 'image/svg+xml')),
        );
      return files.get(url)!;
    };
    const shown = elements.filter((use) => use.parentElement!.checkVisibility());
    return Promise.all(
      shown.map(async (use) => {
        const href = use.getAttribute('href') ?? '';
        const [file, id] = href.split('#') as [string, string];
        const box = (use as SVGGraphicsElement).getBBox();
        const home = file === '' ? document : await fileOf(file);
        return { href, defined: home.querySelector(`symbol[id="${id}"]`) !== null, drawn: box.width > 0 && box.height > 0 };
      }),
    );
  });

/** Waits until every icon on screen is drawn; gives those that are not. */
const undrawn = async (page: Page) => {
  let missing: Array<{ href: string }> = [];
  await expect
    .poll(async () => {
      const drawn = await uses(page);
      missing = drawn.filter((icon) => !icon.defined || !icon.drawn);
      return drawn.length > 0 && missing.length === 0;
    })
    .toBe(true)
    .catch(() => undefined);
  return missing;
};

test('from «О компании» to a catalogue section in the browser: every icon there is drawn, the cards’ from one symbol', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/about');
  await waitForHydration(page);
  await markDocument(page);
  // The about page has no product cards: their icons come with the section, drawn in the browser.
  await page.getByRole('navigation', { name: 'Каталог' }).getByRole('link').first().click();
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(await documentMarker(page), 'no full page load').toBeDefined();
  expect(await undrawn(page)).toEqual([]);
  const drawn = await uses(page);
  expect(drawn.length).toBeGreaterThan(10);
  // Every icon is a symbol of a file: the page itself draws none.
  expect(drawn.filter(({ href }) => !spritePath.test(href.split('#')[0]!) && !namedIconPath.test(href.split('#')[0]!))).toEqual([]);
  expect(await page.locator('symbol').count()).toBe(0);
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a catalogue section’s icons are drawn from the sprite and the icons’ files', async ({ page }) => {
    await page.goto('/catalog/avtomaticheskie-vyklyuchateli');
    expect(await undrawn(page)).toEqual([]);
    const drawn = await uses(page);
    expect(drawn.length).toBeGreaterThan(30);
    expect(drawn.filter(({ href }) => spritePath.test(href.split('#')[0]!)).length, 'the sprite’s icons').toBeGreaterThan(24);
    expect(drawn.filter(({ href }) => namedIconPath.test(href.split('#')[0]!)).length, 'the named icons').toBeGreaterThan(3);
  });
});

test('from «О компании» to the home page in the browser: the named icons there are drawn from their files, each asked once', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const iconCalls: string[] = [];
  page.on('request', (request) => {
    // The checks' own reading of the files (`uses`) is a fetch; the page's are the `<use>`s'.
    if (new URL(request.url()).pathname.startsWith('/api/icons/') && request.resourceType() !== 'fetch')
      iconCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/about');
  await waitForHydration(page);
  // The catalogue menu's icons are named by content: a file each.
  expect(await undrawn(page)).toEqual([]);
  const menuIcons = iconCalls.length;
  expect(menuIcons).toBeGreaterThan(3);
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page.locator('.advantage').first()).toBeVisible();
  expect(await documentMarker(page), 'no full page load').toBeDefined();
  const advantages = await page.locator('.advantage svg > use').count();
  expect(advantages).toBeGreaterThan(2);
  expect(await undrawn(page)).toEqual([]);
  // The advantages' files came with the page drawn here; the menu's were not asked again; no JSON.
  expect(iconCalls.length).toBeGreaterThan(menuIcons);
  expect(new Set(iconCalls).size).toBe(iconCalls.length);
  expect(iconCalls.filter((path) => !namedIconPath.test(path))).toEqual([]);
  expect(problems).toEqual([]);
});

test('the icons the code names come from one sprite file: fetched once a visit, cached for good, allowed by the CSP', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const sprites: Array<{ path: string; status: number; headers: Record<string, string> }> = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    // The checks' own reading of the file (`uses`) is a fetch; the page's is the `<use>`'s.
    if (spritePath.test(path) && response.request().resourceType() !== 'fetch')
      sprites.push({ path, status: response.status(), headers: response.headers() });
  });
  await page.goto('/catalog/avtomaticheskie-vyklyuchateli');
  await waitForHydration(page);
  expect(await undrawn(page)).toEqual([]);
  // 24 cards and the header draw it; the browser asks for the file once.
  expect(await page.locator(`svg > use[href^="/assets/icons-"]`).count()).toBeGreaterThan(24);
  expect(sprites).toHaveLength(1);
  expect(sprites[0]).toMatchObject({ status: 200 });
  expect(sprites[0]!.headers['content-type']).toBe('image/svg+xml');
  expect(sprites[0]!.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // A page drawn in the browser uses the same file: no new request.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page.locator('.advantage').first()).toBeVisible();
  expect(await undrawn(page)).toEqual([]);
  // Chromium may report a `<use>` answered from its memory cache as a response again, with the first
  // answer's headers: the server's request id tells whether the file was asked for again.
  expect(new Set(sprites.map((sprite) => sprite.headers['x-request-id']))).toEqual(new Set([sprites[0]!.headers['x-request-id']]));
  expect(problems).toEqual([]);
});
