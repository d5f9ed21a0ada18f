// `npm run screenshots`: every page type at 375 px and 1280 px, full page, into screenshots/ —
// so a reviewer sees the whole site at once. Builds when there is no build, runs the production
// server with the embedded API on a free loopback port and a throwaway data folder, then stops it.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import chromiumFlags from '../tests/support/chromium-flags.json' with { type: 'json' };

const outDir = 'screenshots';
const chromiumPath = process.env.CHROMIUM_PATH || execSync('bash scripts/find-chromium.sh').toString().trim();
if (!existsSync('dist/server/main.js')) execSync('npm run build', { stdio: 'inherit' });

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'site-screenshots-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    WEB_CONCURRENCY: '1',
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 100) throw new Error('the site did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const json = async (path) => (await fetch(origin + path)).json();
  const [sections, panels, calculators, news, seoPages, product] = await Promise.all([
    json('/api/menu/catalogs123'),
    json('/api/elpanels'),
    json('/api/calculators'),
    json('/api/posts/news?page=1&perPage=1'),
    json('/api/seo-pages'),
    json('/api/catalog/products/by-num/10231'),
  ]);
  const pages = {
    home: '/',
    about: '/about',
    catalog: '/catalog',
    'catalog-section': `/catalog/${sections[0].id}`,
    'catalog-search': '/catalog/search?q=автомат',
    product: `/product/${product.url}/${product.id}`,
    elpanels: '/elpanels',
    elpanel: `/elpanels/${panels[0].id}`,
    designer: '/elpanels/designer',
    'designer-result': '/elpanels/designer/result',
    calculators: '/calculators',
    calculator: `/calculators/${calculators[0].id}`,
    portfolio: '/portfolio',
    news: '/posts/news',
    post: `/posts/news/${news.items[0].id}`,
    'seo-page': `/page/${seoPages[0].name}`,
    privacy: '/legal/privacy',
    agreement: '/legal/agreement',
    'confirm-registration': '/confirm/registration/no-such-code',
    'not-found': '/no/such/page',
    'popup-login': '/?auth=login',
    'popup-registration': '/?auth=registration',
    'account-guard': '/my/profile',
  };
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({
        viewport: { width, height: width === 375 ? 812 : 800 },
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
        locale: 'ru-RU',
      });
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(origin + path, { waitUntil: 'load' });
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        // A full-page picture shows what is below the fold too: load the lazy images first.
        await page.evaluate(async () => {
          for (const image of document.images) image.loading = 'eager';
          await Promise.all(
            [...document.images].map((image) => (image.complete ? null : new Promise((done) => (image.onload = image.onerror = done)))),
          );
        });
        await page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: !name.startsWith('popup') });
      }
      // The header's suggestions, open on a typed query, the second one active.
      await page.goto(`${origin}/catalog`, { waitUntil: 'load' });
      const box = page.locator('#site-search-q');
      await box.click();
      await box.pressSequentially('автомат c16', { delay: 20 });
      await page.locator('.suggest__list [role="option"]').first().waitFor();
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await page.screenshot({ path: join(outDir, `search-suggestions-${width}.png`) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`${(Object.keys(pages).length + 1) * 2} screenshots in ${outDir}/`);
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
