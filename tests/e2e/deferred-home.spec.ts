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

test('when the latest news cannot be read, that section says so in Russian and its retry brings them; the rest of the page stays', async ({
  page,
  request,
}) => {
  const latest = await apiJson<{ items: { title: string }[] }>(request, '/api/posts/news?page=1&perPage=3');
  let failing = true;
  await page.route('**/api/posts/news?*', (route) =>
    failing
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","data":"Сервис временно недоступен"}' })
      : route.continue(),
  );
  await page.goto('/about', { waitUntil: 'load' });
  await waitForHydration(page);
  // In the browser: the home page's news are read by the client after this navigation.
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).click();

  const block = page.locator('.deferred-error');
  await expect(block).toContainText('Не удалось загрузить этот раздел');
  await expect(page.locator('.project-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  failing = false;
  await block.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await expect(page.locator('.post-card .card__title')).toHaveText(latest.items.map((p) => p.title));
  await expect(block).toHaveCount(0);
});
