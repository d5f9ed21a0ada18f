import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleProblems, documentMarker, markDocument, waitForHydration } from '../support/e2e';

/**
 * Yandex Metrika (docs/operations.md, "Analytics"), in a browser that enforces the site's CSP. A
 * second built site runs here with METRIKA_ID set (the shared one has none); Yandex is never
 * reached: a stand-in tag.js served for https://mc.yandex.ru records every `ym` call, and any
 * other address off loopback is refused.
 */
const counter = 98765432;
const counterOptions = { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true };
let dataDir: string;
let site: ChildProcess | undefined;
let origin: string;

/** Replays the queue the site's stub filled, then records each call as the real tag.js would take it. */
const fakeTag = `(function () {
  var calls = (window.__ymCalls = []);
  var queued = (window.ym && window.ym.a) || [];
  window.ym = function () { calls.push(Array.prototype.slice.call(arguments)); };
  for (var i = 0; i < queued.length; i++) window.ym.apply(null, queued[i]);
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
