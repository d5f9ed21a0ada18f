import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/e2e';

test('the about page’s breadcrumb is «Главная › О компании», without the page title again', async ({ page }) => {
  await page.goto('/about');
  const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Главная', 'О компании']);
  await expect(crumbs.last().locator('[aria-current="page"]')).toHaveText('О компании');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a visitor reads the whole production table on /about: it scrolls in its own box, with a shadow hint, by touch or keyboard', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page itself does not scroll sideways').toBeLessThanOrEqual(
      375,
    );

    const box = page.getByRole('region', { name: 'Таблица, прокручивается по горизонтали' }).filter({ hasText: 'Мощность' });
    const table = box.getByRole('table');
    await expect(box).toHaveAttribute('tabindex', '0');
    await box.scrollIntoViewIfNeeded();
    const hint = await box.evaluate((el) => ({ wider: el.scrollWidth > el.clientWidth, background: getComputedStyle(el).backgroundImage }));
    expect(hint.wider, 'the table is wider than the screen here').toBe(true);
    expect(hint.background, 'the edge shadows').toContain('radial-gradient');

    // The third column comes into view with the keyboard.
    const thirdColumn = table.getByRole('columnheader', { name: 'Мощность' });
    await box.focus();
    await expect(box).toBeFocused();
    await expect
      .poll(async () => {
        await page.keyboard.press('ArrowRight');
        return box.evaluate((el) => Math.round(el.scrollWidth - el.clientWidth - el.scrollLeft));
      }, 'arrow keys scroll the table to its end')
      .toBeLessThanOrEqual(0);
    const [column, frame] = [await thirdColumn.boundingBox(), await box.boundingBox()];
    expect(column!.x + column!.width, 'the third column ends inside the box').toBeLessThanOrEqual(frame!.x + frame!.width + 1);
    expect(column!.x).toBeGreaterThanOrEqual(frame!.x);
  });
});
