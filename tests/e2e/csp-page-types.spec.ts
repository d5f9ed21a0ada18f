import { expect, test, type Page } from '@playwright/test';
import { createActivatedAccount, e2ePerson, submitLogin, openLoginFromHeader } from '../support/account-e2e';
import { apiJson, collectConsoleProblems, waitForHydration } from '../support/e2e';

/**
 * The page types the content-page stories do not visit, each opened in a browser that enforces the
 * site's Content-Security-Policy: a refused script or style, a hydration warning or any other
 * console error fails the story. (tests/e2e/content-pages.spec.ts covers the content pages.)
 */
async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await waitForHydration(page);
  await expect(page.locator('h1'), path).toHaveCount(1);
}

test('catalogue, product, panel, designer, calculator, search, 404 and account pages run under the CSP with no console error', async ({
  page,
  request,
  baseURL,
}) => {
  const problems = collectConsoleProblems(page);
  const sections = await apiJson<{ id: string }[]>(request, '/api/menu/catalogs123');
  const panels = await apiJson<{ id: string }[]>(request, '/api/elpanels');
  const calculators = await apiJson<{ id: string }[]>(request, '/api/calculators');
  const product = await apiJson<{ id: string; url: string }>(request, '/api/catalog/products/by-num/10231');

  await visit(page, `/catalog/${sections[0]!.id}`);
  await visit(page, `/product/${product.url}/${product.id}`);
  await visit(page, '/catalog/search?q=автомат');
  await visit(page, `/elpanels/${panels[0]!.id}`);
  await visit(page, '/elpanels/designer');
  await visit(page, '/elpanels/designer/result');
  await visit(page, `/calculators/${calculators[0]!.id}`);
  await visit(page, '/confirm/registration/no-such-code');
  // The browser logs the document's own 404 status; nothing else may appear.
  const before404 = problems.length;
  await visit(page, '/no/such/page', 404);
  await visit(page, '/posts/news/abc', 404);
  const documentStatus = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(problems.splice(before404)).toEqual([documentStatus, documentStatus]);

  const person = await createActivatedAccount(request, baseURL, e2ePerson('csp'));
  await openLoginFromHeader(page);
  await submitLogin(page, person.email, person.password);
  await visit(page, '/my/profile');
  await visit(page, '/my/saves');

  expect(problems).toEqual([]);
});
