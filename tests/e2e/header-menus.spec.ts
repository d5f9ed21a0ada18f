import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, signInThroughApi } from '../support/account-e2e';

/** The header's menus close like menus do: a press outside, Escape (focus back on the toggle), a followed link. */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor opens the mobile menu and closes it by tapping outside, with Escape, and by following a link', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByLabel('Меню', { exact: true });
    const panel = page.getByRole('navigation', { name: 'Главное меню' });

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(187, 760);
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('link', { name: 'О компании' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(panel).toBeHidden();
  });
});

test('on a wide screen the main menu is in the bar, and the keyboard goes from the logo to its first link', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  const menu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(menu.getByRole('link')).toHaveCount(7);
  await expect(menu.getByRole('link', { name: 'Каталог' })).toBeVisible();
  await expect(page.getByLabel('Меню', { exact: true })).toBeHidden();
  await page
    .getByRole('link', { name: /на главную$/ })
    .first()
    .focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Главная' })).toBeFocused();
});

for (const width of [1200, 1440, 1920]) {
  test(`at ${width} px the header's logo, main menu, phone and buttons sit side by side, none over another`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await waitForHydration(page);
    const boxes = await Promise.all(
      [
        page.getByRole('link', { name: /на главную$/ }).first(),
        page.getByRole('navigation', { name: 'Главное меню' }),
        page.getByRole('link', { name: /^Позвонить/ }),
        page.getByRole('link', { name: 'Сравнение' }),
      ].map(async (element) => (await element.boundingBox())!),
    );
    // The logo's name fits its box: squeezed, it ran on under the menu.
    const logo = page.getByRole('link', { name: /на главную$/ }).first();
    expect(await logo.evaluate((link) => link.scrollWidth - link.clientWidth)).toBeLessThanOrEqual(1);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.x, `item ${i} starts after item ${i - 1} ends`).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    }
  });
}

test('a signed-in visitor opens the account menu and closes it by clicking outside and with Escape', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('account-menu'));
  await signInThroughApi(page, baseURL, person);
  await page.goto('/about');
  await waitForHydration(page);
  const toggle = page.locator('header summary[aria-label^="Личный кабинет"]');
  const profileLink = page.locator('header .account-menu__panel').getByRole('link', { name: 'Профиль' });

  await toggle.click();
  await expect(profileLink).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(profileLink).toBeHidden();

  await toggle.click();
  await expect(profileLink).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profileLink).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('the main menu marks the section a page belongs to, for entity pages too: product, post, SEO page', async ({ page }) => {
  const current = page.getByRole('navigation', { name: 'Главное меню' }).locator('[aria-current="page"]');
  const firstHref = async (listing: string, selector: string) => {
    await page.goto(listing);
    return (await page.locator(selector).first().getAttribute('href'))!;
  };
  const product = await firstHref('/catalog/modulnye-avtomaticheskie-vyklyuchateli', '.product-grid a[href^="/product/"]');
  const article = await firstHref('/posts/articles', '.cards a[href^="/posts/articles/"]');
  const seoPage = await firstHref('/', 'a[href^="/page/"]');
  const pages: [path: string, item: string][] = [
    [product, 'Каталог'],
    [article, 'Публикации'],
    ['/posts/articles', 'Публикации'],
    [seoPage, 'О компании'],
    ['/calculators/voltage-drop', 'Калькуляторы'],
    ['/', 'Главная'],
  ];
  for (const [path, item] of pages) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(current, path).toHaveCount(1);
    await expect(current, path).toHaveText(item);
    await expect(current, path).toHaveClass(/\bactive\b/);
  }
  // The trail says the same as the menu.
  await page.goto(seoPage);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('listitem')).toHaveText([
    'Главная',
    'О компании',
    (await page.getByRole('heading', { level: 1 }).textContent())!,
  ]);
  // A page of no section marks none.
  await page.goto('/legal/privacy');
  await expect(current).toHaveCount(0);
});
