import { expect, test, type Page } from '@playwright/test';
import { documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * Back and forward return to where the reader was; a click on a link keeps the old rules: to the
 * top smoothly, or to the page title between catalogue pages.
 */
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Where a wheel scroll ends: the position once it has not moved for 150 ms (a wheel scroll glides on). */
async function settledScrollY(page: Page): Promise<number> {
  let last = await scrollY(page);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(150);
    const now = await scrollY(page);
    if (now === last) return now;
    last = now;
  }
  return last;
}

test('a reader scrolls down the news, opens a post, comes back to the same place, and forward again to their place in the post', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/posts/news');
  await waitForHydration(page);
  await markDocument(page);

  // Down to the last post of the list.
  const lastPost = page.locator('.post-card .card__title a').last();
  await lastPost.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
  const listPosition = await settledScrollY(page);

  // A click on a link: the post opens at its top.
  await lastPost.click();
  await expect(page.locator('article.article')).toBeVisible();
  await expect.poll(() => scrollY(page), 'a new page starts at the top').toBe(0);

  // Halfway through the post, back to the list: the same place, not the top.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  const postPosition = await settledScrollY(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/posts\/news$/);
  await expect.poll(() => scrollY(page), 'back lands where the reader left the list').toBe(listPosition);

  // Forward: where they were in the post.
  await page.goForward();
  await expect(page.locator('article.article')).toBeVisible();
  await expect.poll(() => scrollY(page), 'forward lands where the reader left the post').toBe(postPosition);
  expect(await documentMarker(page), 'no full page load').toBe(1);
});

test('between catalogue pages a click still brings the page title into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/catalog');
  await waitForHydration(page);
  const firstSection = page.locator('.catalog-tree__head').first();
  await firstSection.scrollIntoViewIfNeeded();
  await firstSection.click();
  await expect(page).toHaveURL(/\/catalog\/[^/]+$/);
  await expect
    .poll(
      () => page.evaluate(() => Math.round(document.getElementById('page-title')!.getBoundingClientRect().top)),
      'the title at the top of the window',
    )
    .toBeLessThanOrEqual(20);
  await expect(page.locator('#page-title')).toBeInViewport();
});
