import { expect, test } from '@playwright/test';
import { documentMarker, markDocument, waitForHydration } from '../support/e2e';

test('a visitor goes through the menu to «Публикации», opens a post and comes back, all without reloading the page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await markDocument(page);
  const announcer = page.getByTestId('route-announcer');
  const homeTitle = await page.title();

  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Публикации' }).click();
  await expect(page).toHaveURL(/\/posts\/news$/);
  await expect(page).not.toHaveTitle(homeTitle);
  const listTitle = await page.title();
  await expect(announcer).toHaveText(listTitle);
  expect(await documentMarker(page), 'no full page load').toBe(1);

  const firstPost = page.locator('.post-card .card__title a').first();
  const postHref = await firstPost.getAttribute('href');
  expect(postHref).toMatch(/^\/posts\/news\/\d+$/);
  await firstPost.click();
  await expect(page).toHaveURL(new RegExp(`${postHref}$`));
  await expect(page).not.toHaveTitle(listTitle);
  const postTitle = await page.title();
  await expect(announcer).toHaveText(postTitle);
  await expect(page.locator('article.article')).toBeVisible();
  expect(await documentMarker(page), 'no full page load').toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/posts\/news$/);
  await expect(page).toHaveTitle(listTitle);
  await expect(announcer).toHaveText(listTitle);
  expect(await documentMarker(page), 'no full page load').toBe(1);
});

test('a reader pages through the news to page 2 and back without reloading the page', async ({ page }) => {
  await page.goto('/posts/news');
  await waitForHydration(page);
  await markDocument(page);
  const pagination = page.getByRole('navigation', { name: 'Страницы' });
  const postLinks = page.locator('.post-card .card__title a');
  const firstPagePosts = await postLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(firstPagePosts.length).toBeGreaterThan(0);
  const firstPageTitle = await page.title();

  await pagination.getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/posts\/news\?page=2$/);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
  await expect(page).not.toHaveTitle(firstPageTitle);
  await expect(postLinks.first()).not.toHaveAttribute('href', firstPagePosts[0]!);
  const secondPagePosts = await postLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(secondPagePosts.length).toBeGreaterThan(0);
  expect(
    secondPagePosts.filter((href) => firstPagePosts.includes(href)),
    'no post on both pages',
  ).toEqual([]);
  expect(await documentMarker(page), 'no full page load').toBe(1);

  await pagination.getByRole('link', { name: 'Страница 1' }).click();
  await expect(page).toHaveURL(/\/posts\/news$/);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
  await expect(page).toHaveTitle(firstPageTitle);
  await expect(postLinks).toHaveCount(firstPagePosts.length);
  expect(await postLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(firstPagePosts);
  expect(await documentMarker(page), 'no full page load').toBe(1);
});
