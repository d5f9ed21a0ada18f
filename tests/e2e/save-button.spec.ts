import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiJson, waitForHydration } from '../support/e2e';
import { createActivatedAccount, e2ePerson, signInThroughApi, toast } from '../support/account-e2e';

/** «В избранное» shows whether the item is saved, and a second press removes it. */

async function firstPanelPath(api: APIRequestContext): Promise<{ id: string; path: string }> {
  const panels = await apiJson<{ id: string }[]>(api, '/api/elpanels');
  const panel = panels[0];
  if (!panel) throw new Error('the demo content has no panels');
  return { id: panel.id, path: `/elpanels/${panel.id}` };
}

/** The save button's markup, as a string cut from the page. */
function saveButtonHtml(html: string): string {
  const match = /<button[^>]*save-button[\s\S]*?<\/button>/.exec(html);
  if (!match) throw new Error('no save button in the page');
  return match[0];
}

test('a signed-in visitor saves a panel, sees it saved after a reload, and a second press removes it', async ({
  page,
  request,
  baseURL,
}) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('save-toggle'));
  const panel = await firstPanelPath(request);
  await signInThroughApi(page, baseURL, person);
  await page.goto(panel.path);
  await waitForHydration(page);

  const save = page.getByRole('button', { name: 'В избранное' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = page.getByRole('button', { name: 'В избранном' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Сохранено в избранное')).toBeVisible();

  // Still saved after a reload: looked up in the visitor's saves.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'В избранном' })).toHaveAttribute('aria-pressed', 'true');

  // A second press removes it, and it is gone from the account too.
  await page.getByRole('button', { name: 'В избранном' }).click();
  await expect(page.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page, 'Удалено из избранного')).toBeVisible();
  const items = await apiJson<{ refId: string }[]>(page.request, '/api/saves');
  expect(items.filter((item) => item.refId === panel.id)).toEqual([]);

  // Saving again lists it once in «Избранное».
  await page.getByRole('button', { name: 'В избранное' }).click();
  await expect(page.getByRole('button', { name: 'В избранном' })).toBeVisible();
  await page.goto('/my/saves');
  await expect(page.getByTestId('saves').locator('li')).toHaveCount(1);
});

test('the page HTML holds the same neutral save button for a signed-in visitor and a stranger', async ({ page, request, baseURL }) => {
  const person = await createActivatedAccount(request, baseURL, e2ePerson('save-public-html'));
  const panel = await firstPanelPath(request);
  await signInThroughApi(page, baseURL, person);
  await page.request.post('/api/saves', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { kind: 'elpanel-design', refId: panel.id },
  });

  const strangers = saveButtonHtml(await (await request.get(panel.path)).text());
  const signedIn = saveButtonHtml(await (await page.request.get(panel.path)).text());
  expect(signedIn).toBe(strangers);
  expect(strangers).not.toContain('aria-pressed');
  expect(strangers).toContain('В избранное');
});

test('on a panel page the save button sits in line with its neighbour', async ({ page, request }) => {
  const panel = await firstPanelPath(request);
  await page.goto(panel.path);
  await waitForHydration(page);
  const save = page.getByRole('button', { name: 'В избранное' });
  await expect(save).toBeEnabled();
  const designer = page.getByRole('link', { name: 'Открыть в конструкторе' });
  const [a, b] = [await save.boundingBox(), await designer.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(Math.abs(a!.y - b!.y), 'same top').toBeLessThan(1);
  expect(Math.abs(a!.height - b!.height), 'same height').toBeLessThan(1);
});
