import AxeBuilder from '@axe-core/playwright';
import { encodeDesign } from '#shared/designer/url-encoding';
import { threePhaseDesign } from '../support/three-phase-design';
import { expect, test, type Page } from '@playwright/test';
import { popup } from '../support/account-e2e';
import { apiJson, e2eSiteData, waitForHydration } from '../support/e2e';
import { cspGate } from '../support/csp-gate';
import { openPageType } from '../support/open-page-type';
import { pageTypes } from '../support/page-types';

/**
 * Quality gate: axe-core on every page type (tests/support/page-types.ts) and on each popup view. A serious or critical
 * violation fails, listed with the rule, its help text and where it is. The page types' CSP gate runs on the same
 * page load, before axe (tests/support/csp-gate.ts).
 */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test.describe('axe: no serious or critical violation', () => {
  // Independent pages: spread over the workers, so this file is not the suite's long tail.
  test.describe.configure({ mode: 'parallel' });

  // Each page type is opened once for two gates: the CSP's (tests/support/csp-gate.ts) and axe's.
  for (const type of pageTypes) {
    test(`${type.name}; and under the CSP with no console error, no request leaving ${cspGate.siteHost}`, async ({
      page,
      request,
      baseURL,
    }) => {
      const watched = await cspGate.watch(page);
      const path = await openPageType(page, request, baseURL, type);
      await cspGate.expectClean(page, watched, type, path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('states beyond a page type: a design in the designer, with its phases and a line editor open, the empty result', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const design = encodeDesign(threePhaseDesign((await e2eSiteData(request)).panels));
    const found: string[] = [];
    for (const path of [`/elpanels/designer?d=${design}`, '/elpanels/designer/result']) {
      await page.goto(path);
      await waitForHydration(page);
      const line = page.locator('.designer-line summary').first();
      if (await line.count()) await line.click();
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  test('each popup view', async ({ page }) => {
    test.setTimeout(60_000);
    const views = [
      'login',
      'login-finish',
      'registration',
      'registration-finish',
      'recovery',
      'recovery2&email=anna%40example.ru',
      'recovery-finish',
      'zzz',
    ];
    const found: string[] = [];
    for (const view of views) {
      await page.goto(`/?auth=${view}`);
      await waitForHydration(page);
      await expect(popup(page)).toBeVisible();
      found.push(...(await seriousViolations(page, '[role="dialog"]')).map((v) => `${view}: ${v}`));
    }
    expect(found).toEqual([]);
  });

  test('the header suggestions open, a filtered section and a product with its quote form open', async ({ page, request }) => {
    test.setTimeout(60_000);
    const product = await apiJson<{ id: string; url: string }>(request, '/api/catalog/products/by-num/10231');
    const found: string[] = [];

    await page.goto('/catalog');
    await waitForHydration(page);
    await page.getByLabel('Поиск по каталогу').click();
    await page.getByLabel('Поиск по каталогу').pressSequentially('кабель', { delay: 20 });
    await expect(page.getByRole('listbox', { name: 'Подсказки поиска' }).getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Поиск по каталогу' }).press('ArrowDown');
    found.push(...(await seriousViolations(page)).map((v) => `suggestions: ${v}`));

    await page.goto('/catalog/modulnye-avtomaticheskie-vyklyuchateli?poles=3P&current=16&sort=price-asc');
    await waitForHydration(page);
    found.push(...(await seriousViolations(page)).map((v) => `filtered section: ${v}`));

    await page.goto(`/product/${product.url}/${product.id}`);
    await waitForHydration(page);
    await page.getByText('Запросить коммерческое предложение').click();
    await page.locator('.quote__form').getByRole('button', { name: 'Отправить запрос' }).focus();
    await page.locator('.quote__form').getByLabel('Количество').fill('0');
    await page.locator('.quote__form').getByLabel('Имя').focus();
    await expect(page.locator('.quote__form').getByRole('alert').first()).toBeVisible();
    found.push(...(await seriousViolations(page)).map((v) => `quote form: ${v}`));
    expect(found).toEqual([]);
  });
});
