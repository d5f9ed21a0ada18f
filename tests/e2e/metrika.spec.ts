import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { toast } from '../support/account-e2e';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * Yandex Metrika (docs/operations.md, "Analytics"), in a browser that enforces the site's CSP. A
 * second built site runs here with METRIKA_ID set (the shared one has none); Yandex is never
 * reached: a stand-in tag.js served for https://mc.yandex.ru records every `ym` call and every
 * e-commerce event it reads from `dataLayer`, and any other address off loopback is refused. The
 * counter waits for consent there (ANALYTICS_CONSENT's default, docs/operations.md, "Consent to
 * analytics"): the stories of the counter itself start with the visitor's «Принять» in the cookie.
 */
const counter = 98765432;
const counterOptions = { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true, ecommerce: 'dataLayer' };
const breakers = '/catalog/modulnye-avtomaticheskie-vyklyuchateli';
let dataDir: string;
let site: ChildProcess | undefined;
let origin: string;

/**
 * Replays the queue the site's stub filled, then records each call as the real tag.js would take it;
 * reads the e-commerce container as tag.js does: what it holds on arrival, then each push.
 */
const fakeTag = `(function () {
  var calls = (window.__ymCalls = []);
  var queued = (window.ym && window.ym.a) || [];
  window.ym = function () { calls.push(Array.prototype.slice.call(arguments)); };
  for (var i = 0; i < queued.length; i++) window.ym.apply(null, queued[i]);
  var layer = window.dataLayer;
  var events = (window.__ecommerce = []);
  if (!layer) return;
  for (var j = 0; j < layer.length; j++) events.push(layer[j]);
  var push = layer.push;
  layer.push = function () {
    for (var k = 0; k < arguments.length; k++) events.push(arguments[k]);
    return push.apply(layer, arguments);
  };
})();`;

type YmCall = [number, string, ...unknown[]];

/** A client-side navigation by the main menu, done once the new page is announced (its title in place). */
async function openByMenu(page: Page, name: string): Promise<void> {
  const announced = await page.getByTestId('route-announcer').textContent();
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name }).click();
  await expect(page.getByTestId('route-announcer')).not.toHaveText(announced ?? '');
  await expect(page.getByTestId('route-announcer')).not.toBeEmpty();
}
const ymCalls = (page: Page) => page.evaluate(() => (window as unknown as { __ymCalls?: YmCall[] }).__ymCalls);
const ecommerceEvents = (page: Page) => page.evaluate(() => (window as unknown as { __ecommerce?: unknown[] }).__ecommerce);
/** The visitor accepted before: the counter starts on the first page. */
const accepted = (page: Page) => page.context().addCookies([{ name: 'analytics_consent', value: 'granted', url: origin }]);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Everything off loopback is refused; what Yandex would get is recorded and answered by the stand-in. */
async function offline(page: Page): Promise<string[]> {
  const yandex: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  await page.route(/^https:\/\/(mc\.yandex\.ru|yastatic\.net)\//, (route) => {
    yandex.push(route.request().url());
    return route.request().url() === 'https://mc.yandex.ru/metrika/tag.js'
      ? route.fulfill({ contentType: 'application/javascript', body: fakeTag })
      : route.fulfill({ status: 204 });
  });
  return yandex;
}

/** CSP violations the page reports, from the very first script on. */
async function violations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  return found;
}

test.describe('with METRIKA_ID', () => {
  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'site-metrika-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WEB_CONCURRENCY: '1',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        METRIKA_ID: String(counter),
      },
      stdio: 'inherit',
    });
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${origin} did not come up`);
  });

  test.afterAll(async () => {
    // Its data folder goes once it has stopped writing to it.
    if (site && site.exitCode === null) await new Promise((done) => site!.once('exit', done).kill('SIGTERM'));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('home, then the portfolio: the counter starts once, then one hit per page opened, with its address and title', async ({ page }) => {
    const problems = collectConsoleProblems(page);
    const refused = await violations(page);
    const yandex = await offline(page);
    await accepted(page);

    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await markDocument(page);
    // tag.js comes after the page's load event, and init counts the home page: no hit of ours for it.
    await expect.poll(() => ymCalls(page)).toEqual([[counter, 'init', counterOptions]]);

    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Портфолио' }).click();
    await expect(page).toHaveURL(`${origin}/portfolio`);
    await expect(page.getByTestId('route-announcer')).not.toBeEmpty();
    const title = await page.title();
    expect(title).toContain('Портфолио');
    await expect.poll(async () => (await ymCalls(page))?.length).toBe(2);
    expect((await ymCalls(page))![1]).toEqual([counter, 'hit', `${origin}/portfolio`, { title, referer: `${origin}/` }]);
    expect(await documentMarker(page), 'a client-side navigation, no full page load').toBe(1);

    // Nothing more comes for the same page: the next call the counter gets is the next page's hit.
    await openByMenu(page, 'Публикации');
    const nextTitle = await page.title();
    await expect.poll(async () => (await ymCalls(page))?.length).toBeGreaterThan(2);
    expect((await ymCalls(page))!.slice(1)).toEqual([
      [counter, 'hit', `${origin}/portfolio`, { title, referer: `${origin}/` }],
      [counter, 'hit', page.url(), { title: nextTitle, referer: `${origin}/portfolio` }],
    ]);
    expect(yandex).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('an engineer typing into a calculator changes its address but opens no page: no hit', async ({ page }) => {
    await offline(page);
    await accepted(page);
    await page.goto(`${origin}/calculators/short-circuit`);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
    await expect.poll(() => ymCalls(page)).toEqual([[counter, 'init', counterOptions]]);
    await page.getByLabel('Длина линии').fill('150');
    await expect(page).toHaveURL(/[?&]length=150(&|$)/);
    // The next call the counter gets is the hit for the next page opened, not one for the typing.
    await openByMenu(page, 'Портфолио');
    await expect.poll(async () => (await ymCalls(page))?.length).toBeGreaterThan(1);
    expect((await ymCalls(page))!.slice(1)).toEqual([[counter, 'hit', `${origin}/portfolio`, expect.anything()]]);
  });
  for (const width of [375, 1280]) {
    test(`${width} px: decline: nothing to Yandex; accept: the counter loads, a quote request fires its goal and purchase`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const problems = collectConsoleProblems(page);
      const refused = await violations(page);
      const yandex = await offline(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });

      await page.goto(`${origin}${breakers}`);
      await waitForHydration(page);
      const notice = page.getByRole('region', { name: 'Cookie и аналитика' });
      await expect(notice).toBeVisible();
      // It came up on its own: focus stays where the page put it.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await expect(notice.getByRole('link', { name: 'Подробнее о cookie и аналитике' })).toHaveAttribute(
        'href',
        '/legal/privacy#section-cookies',
      );
      const axe = await new AxeBuilder({ page })
        .include('.analytics-notice')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      // Fixed at the bottom: the page is as wide as the screen, and nothing moved to make room for it.
      expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Esc in the notice is «Отклонить»: kept, and nothing of Metrika comes, on this page or the next.
      await notice.getByRole('button', { name: 'Принять' }).focus();
      await page.keyboard.press('Escape');
      await expect(notice).toBeHidden();
      // A cookie the page writes reaches the browser's cookie store a moment later: asked until it is there.
      await expect
        .poll(async () => (await page.context().cookies(origin)).find((c) => c.name === 'analytics_consent')?.value)
        .toBe('denied');
      await page.reload();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(notice).toBeHidden();
      const name = (await page.locator('.product-card h3 a').first().innerText()).trim();
      await page.locator('.product-card h3 a').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await page.waitForLoadState('networkidle');
      expect(yandex).toEqual([]);
      expect(scripts.filter((path) => /metrika/.test(path))).toEqual([]);
      expect(await page.evaluate(() => 'ym' in window || 'dataLayer' in window)).toBe(false);

      // The footer's «Настройки cookie» opens it again, with focus in it; Enter on «Принять».
      await page.getByRole('contentinfo').getByRole('link', { name: 'Настройки cookie' }).click();
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Принять' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(notice).toBeHidden();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Настройки cookie' })).toBeFocused();
      await expect.poll(() => ymCalls(page)).toEqual([[counter, 'init', counterOptions]]);
      expect(yandex).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
      // The product's view came before consent: dropped, not kept for later.
      expect(await ecommerceEvents(page)).toEqual([]);

      await page.getByText('Запросить коммерческое предложение').click();
      const form = page.locator('.quote__form');
      await form.getByLabel('Имя').fill('Пётр Кузнецов');
      await form.getByLabel('Телефон').fill('+7 (912) 555-44-33');
      await form.getByLabel('Количество').fill('40');
      await form.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
      const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote-requests');
      await form.getByRole('button', { name: 'Отправить запрос' }).click();
      const { id } = (await (await sent).json()) as { id: number };
      await expect(toast(page, 'Запрос отправлен')).toBeVisible();
      await expect.poll(() => ymCalls(page)).toContainEqual([counter, 'reachGoal', 'quote_request_sent']);
      await expect
        .poll(() => ecommerceEvents(page))
        .toEqual([
          {
            ecommerce: {
              currencyCode: 'RUB',
              purchase: {
                actionField: { id: String(id) },
                products: [expect.objectContaining({ id: expect.any(String), name, quantity: 40, price: expect.any(Number) })],
              },
            },
          },
        ]);
      expect(refused).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
  /** Accepted: a product page opened directly is a `detail`, «В спецификацию» an `add`; the quotes are `purchase`s. */
  test('accepted: detail on a direct product page, add from «В спецификацию», purchase for the spec’s and a panel’s quote', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    const refused = await violations(page);
    await offline(page);
    await accepted(page);
    const ecommerceOf = async (action: string) =>
      ((await ecommerceEvents(page)) as Array<{ ecommerce: Record<string, unknown> }> | undefined)?.filter((e) => action in e.ecommerce);

    // The product's address as a search engine would bring the visitor there: a full page load.
    await page.goto(`${origin}${breakers}`);
    const href = (await page.locator('.product-card h3 a').first().getAttribute('href'))!;
    await page.goto(`${origin}${href}`);
    await waitForHydration(page);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await expect
      .poll(() => ecommerceOf('detail'))
      .toEqual([
        {
          ecommerce: {
            currencyCode: 'RUB',
            detail: { products: [expect.objectContaining({ id: expect.any(String), name, price: expect.any(Number) })] },
          },
        },
      ]);
    const [{ ecommerce: detail }] = (await ecommerceOf('detail'))! as [
      { ecommerce: { detail: { products: [{ id: string; price: number }] } } },
    ];
    const { id: productId, price } = detail.detail.products[0];

    await page.getByRole('button', { name: 'В спецификацию' }).first().click();
    await expect(toast(page, 'Добавлено в спецификацию')).toBeVisible();
    await expect
      .poll(() => ecommerceOf('add'))
      .toEqual([{ ecommerce: { currencyCode: 'RUB', add: { products: [{ id: productId, quantity: 1 }] } } }]);

    await page.goto(`${origin}/spec`);
    await waitForHydration(page);
    await page.locator('#spec-quote > summary').click();
    const form = page.locator('#spec-quote form');
    await form.getByLabel('Имя').fill('Пётр Кузнецов');
    await form.getByLabel('Телефон').fill('+7 (912) 555-44-33');
    await form.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/specs/current/quote');
    await form.getByRole('button', { name: 'Отправить запрос' }).click();
    const { id: specQuote } = (await (await sent).json()) as { id: number };
    await expect.poll(() => ymCalls(page)).toContainEqual([counter, 'reachGoal', 'quote_request_sent']);
    await expect
      .poll(() => ecommerceOf('purchase'))
      .toEqual([
        {
          ecommerce: {
            currencyCode: 'RUB',
            purchase: {
              actionField: { id: String(specQuote) },
              products: [expect.objectContaining({ id: productId, name, price, quantity: 1 })],
            },
          },
        },
      ]);

    // A ready-made panel is no product of the catalogue: its quote counts the products of its bill, × 2 panels.
    await page.goto(`${origin}/elpanels`);
    await page.goto(`${origin}${await page.locator('.panel-card__title a').first().getAttribute('href')}`);
    await waitForHydration(page);
    const bill = await page.locator('.bom tbody tr').count();
    expect(bill).toBeGreaterThan(1);
    await page.getByText('Запросить коммерческое предложение').click();
    const panelForm = page.locator('.quote__form');
    await panelForm.getByLabel('Имя').fill('Пётр Кузнецов');
    await panelForm.getByLabel('Телефон').fill('+7 (912) 555-44-33');
    await panelForm.getByLabel('Количество').fill('2');
    await panelForm.getByRole('checkbox', { name: 'Даю согласие на обработку персональных данных' }).check();
    const panelSent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/quote-requests');
    await panelForm.getByRole('button', { name: 'Отправить запрос' }).click();
    const { id: panelQuote } = (await (await panelSent).json()) as { id: number };
    // A page of its own (a full load): its events start afresh.
    await expect.poll(async () => (await ecommerceOf('purchase'))?.length).toBe(1);
    const [panelPurchase] = (await ecommerceOf('purchase'))! as Array<{
      ecommerce: { purchase: { actionField: { id: string }; products: Array<{ id: string; quantity: number }> } };
    }>;
    expect(panelPurchase!.ecommerce.purchase.actionField).toEqual({ id: String(panelQuote) });
    expect(panelPurchase!.ecommerce.purchase.products).toHaveLength(bill);
    for (const product of panelPurchase!.ecommerce.purchase.products) expect(product.quantity % 2).toBe(0);
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test('without METRIKA_ID nothing goes to Yandex and no counter code loads', async ({ page }) => {
  const yandex = await offline(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await waitForHydration(page);
  // With a counter its chunk and tag.js load after the load event: the network falling quiet
  // (Playwright's networkidle) is the point by which they would have been asked for.
  await page.waitForLoadState('networkidle');
  await openByMenu(page, 'Портфолио');
  expect(yandex).toEqual([]);
  expect(scripts.filter((path) => /metrika/.test(path))).toEqual([]);
  expect(await page.evaluate(() => 'ym' in window)).toBe(false);
});
