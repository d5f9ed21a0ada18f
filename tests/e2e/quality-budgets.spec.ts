import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { createActivatedAccount, e2ePerson, signInThroughApi } from '../support/account-e2e';
import { e2eSiteData, waitForHydration } from '../support/e2e';
import { pageTypePath } from '../support/open-page-type';
import { pageTypes } from '../support/page-types';

/**
 * Quality gate: size budgets, in gzip bytes (level 9) of the decoded body: what a browser receives
 * at most, since the site sends these Brotli or gzip (docs/decisions/013-compression.md) and Brotli
 * is smaller. A budget that is exceeded fails with one line saying by how much.
 */
const kb = 1024;
/**
 * The home page's JavaScript budget is 130 KB, not the 100 KB first asked for: the chosen packages
 * alone are 109 KB gzip before any code of the site (react-dom 64, react-router 31, TanStack
 * Query 10, react 3, each measured on its own with the APIs the site uses). The popup, its dialog
 * library, the toaster and the account pages already load only when needed; lowering this further
 * needs a decision on the packages (docs/decisions/007-javascript-budget.md). The entry carries no
 * list of every chunk's dependencies (vite.config.ts, `modulePreload`): that list grew with every
 * route and had taken the budget to 132 KB.
 */
const budgets = { homeJs: 130 * kb, css: 30 * kb, html: 60 * kb };

const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;
const over = (what: string, size: number, budget: number) =>
  size <= budget
    ? null
    : `${what}: ${(size / kb).toFixed(1)} KB gzip, ${((size - budget) / kb).toFixed(1)} KB over the ${budget / kb} KB budget`;

test('the home page loads at most 130 KB of JavaScript and 30 KB of CSS (gzip) before interaction', async ({ page }) => {
  const bodies = new Map<string, Promise<{ type: string; size: number; url: string }>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.set(
        response.url(),
        response.body().then((body) => ({ type, size: gzipped(body), url: response.url() })),
      );
  });
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  const loaded = await Promise.all(bodies.values());
  const js = loaded.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.size, 0);
  const css = loaded.filter((r) => r.type === 'stylesheet').reduce((sum, r) => sum + r.size, 0);
  for (const r of loaded) console.log(`  ${r.url.replace(/^.*\/assets\//, '')}: ${(r.size / kb).toFixed(1)} KB`);
  console.log(
    `home: JavaScript ${(js / kb).toFixed(1)} KB gzip in ${loaded.filter((r) => r.type === 'script').length} files; ` +
      `CSS ${(css / kb).toFixed(1)} KB gzip`,
  );
  expect([over('home JavaScript', js, budgets.homeJs), over('CSS', css, budgets.css)].filter(Boolean)).toEqual([]);
});

test('the HTML of every page type is at most 60 KB gzip, and goes out compressed', async ({ page, request, baseURL }) => {
  const data = await e2eSiteData(request);
  // Public pages first, as a visitor without a session asks for them; then the account's, signed in.
  const ordered = [...pageTypes].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
  const failures: string[] = [];
  let largest = { path: '', size: 0 };
  let signedIn = false;
  for (const type of ordered) {
    if (type.signedIn && !signedIn) {
      // The page's request context shares the browser's cookies: signed in, it carries the session.
      await signInThroughApi(page, baseURL, await createActivatedAccount(request, baseURL, e2ePerson('budget')));
      signedIn = true;
    }
    const path = type.formFirst || type.specLines || type.projectItems ? await pageTypePath(page.request, baseURL, type) : type.path(data);
    const answer = await page.request.get(path, { maxRedirects: 0, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer.status(), path).toBe(type.status);
    // Measured on the decoded body; the coding it came in is checked here. A signed-in visitor's
    // private pages are never compressed (docs/decisions/013-compression.md, "No length side channel").
    const coding = answer.headers()['content-encoding'] ?? 'identity';
    const expected = type.signedIn || type.personal ? 'identity' : 'br';
    if (coding !== expected) failures.push(`HTML of ${path}: sent as ${coding}, not ${expected}`);
    const size = gzipped(await answer.body());
    if (size > largest.size) largest = { path, size };
    const failure = over(`HTML of ${path}`, size, budgets.html);
    if (failure) failures.push(failure);
  }
  console.log(`largest HTML: ${largest.path}, ${(largest.size / kb).toFixed(1)} KB gzip`);
  expect(failures).toEqual([]);
});

/**
 * The uncompressed HTML of the heaviest page types, in bytes as the server renders them for a
 * person's browser: every byte is rendered, encoded and parsed on each view, whatever the wire
 * carries (docs/behaviour.md, "Page weight"). `budget` is what the page may weigh today; `goal`
 * where it is headed, printed with the distance left. A page past its budget fails with by how much.
 */
const htmlBytes: Record<string, { budget: number; goal: number }> = {
  // 24 product cards with the filters.
  'section with products': { budget: 67 * kb, goal: 70 * kb },
  product: { budget: 58 * kb, goal: 60 * kb },
  home: { budget: 40 * kb, goal: 50 * kb },
  'posts list': { budget: 27 * kb, goal: 45 * kb },
  // The designer carries no device library in its page (docs/designer.md, "Page weight"); the result
  // page here is the 36-module house panel, the 48-module one is tests/integration/designer-page-size.test.ts.
  designer: { budget: 17 * kb, goal: 100 * kb },
  'designer result': { budget: 76 * kb, goal: 150 * kb },
};

test('the uncompressed HTML of the section, product, home, posts and designer pages stays within its byte budget', async ({ request }) => {
  const data = await e2eSiteData(request);
  const failures: string[] = [];
  for (const [name, { budget, goal }] of Object.entries(htmlBytes)) {
    const type = pageTypes.find((t) => t.name === name);
    expect(type, `page type «${name}»`).toBeDefined();
    const path = type!.path(data);
    const answer = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(answer.status(), path).toBe(200);
    const html = await answer.body();
    if (name === 'section with products') expect(html.toString().match(/class="product-card"/g), path).toHaveLength(24);
    const size = html.length;
    const toGoal = size > goal ? `, ${((size - goal) / kb).toFixed(1)} KB above the ${goal / kb} KB goal` : '';
    console.log(`${name} (${path}): ${(size / kb).toFixed(1)} KB${toGoal}`);
    if (size > budget)
      failures.push(
        `HTML of ${path}: ${(size / kb).toFixed(1)} KB, ${((size - budget) / kb).toFixed(1)} KB over its ${budget / kb} KB budget`,
      );
  }
  expect(failures).toEqual([]);
});

test('scripts and styles go out compressed (Brotli, else gzip), prepared at build time', async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') assets.push(new URL(response.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await waitForHydration(page);
  expect(assets.length).toBeGreaterThan(1);
  for (const path of assets) {
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    const size = (await request.get(path, { headers: { 'accept-encoding': 'identity' } })).headers()['content-length'];
    // Files under 1 KB are not worth a compressed copy.
    if (Number(size) < 1024) continue;
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
  }
});
