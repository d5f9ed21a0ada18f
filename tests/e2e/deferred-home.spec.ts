import { expect, test } from '@playwright/test';
import { apiJson, waitForHydration } from '../support/e2e';

test("the home page's portfolio highlights and latest news arrive, and hydration asks for them no second time", async ({
  page,
  request,
}) => {
  const featured = await apiJson<{ title: string }[]>(request, '/api/portfolio?featured=1');
  const latest = await apiJson<{ items: { title: string }[] }>(request, '/api/posts/news?page=1&perPage=3');
  const projectTitles = featured.slice(0, 3).map((p) => p.title);
  const newsTitles = latest.items.map((p) => p.title);
  expect(projectTitles.length).toBeGreaterThan(0);
  expect(newsTitles.length).toBeGreaterThan(0);

  const browserReads: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/portfolio') || url.pathname.startsWith('/api/posts/')) browserReads.push(url.pathname + url.search);
  });

  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);

  await expect(page.locator('.project-card .card__title')).toHaveText(projectTitles);
  await expect(page.locator('.post-card .card__title')).toHaveText(newsTitles);
  await expect(page.locator('.cards--skeleton')).toHaveCount(0);
  expect(browserReads).toEqual([]);
});
