import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiJson } from '../support/e2e';
import chromiumFlags from '../support/chromium-flags.json' with { type: 'json' };

/**
 * Quality gate: Lighthouse (mobile emulation, the same Chromium) on home, /catalog, a post and the
 * about page — accessibility, best practices and SEO must each be 100; performance is reported
 * (test-results/lighthouse/summary.json), not gated: this shared machine's timing says little.
 */
const gated = ['accessibility', 'best-practices', 'seo'] as const;

/** Mobile emulation (Lighthouse's default); quiet windows shortened, screenshots skipped: a loopback site settles fast. */
const config = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'mobile' as const,
    onlyCategories: ['performance', ...gated],
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'],
    pauseAfterFcpMs: 250,
    pauseAfterLoadMs: 250,
    networkQuietThresholdMs: 250,
    cpuQuietThresholdMs: 250,
  },
};

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('Lighthouse: accessibility, best practices and SEO at 100 on home, catalogue, a section, a product, a post and about', async ({
  request,
  baseURL,
}) => {
  const news = await apiJson<{ items: { id: number }[] }>(request, '/api/posts/news?page=1&perPage=1');
  const product = await apiJson<{ id: string; url: string }>(request, '/api/catalog/products/by-num/10231');
  const pages = [
    '/',
    '/catalog',
    '/catalog/modulnye-avtomaticheskie-vyklyuchateli',
    `/product/${product.url}/${product.id}`,
    `/posts/news/${news.items[0]!.id}`,
    '/about',
  ];
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: chromiumFlags });
  const summary: Record<string, Record<string, number>> = {};
  const failures: string[] = [];
  try {
    for (const path of pages) {
      // A run that could not measure a category (a score of null: the audit itself errored, which
      // happens on this shared machine under load) is repeated once; a real finding is not.
      const run = async () =>
        (await lighthouse(`${baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' }, config))!.lhr;
      let lhr = await run();
      const unmeasured = () => lhr.runtimeError !== undefined || gated.some((id) => lhr.categories[id]?.score === null);
      if (unmeasured()) lhr = await run();
      if (unmeasured()) {
        failures.push(`${path}: Lighthouse could not measure it (${lhr.runtimeError?.message ?? 'a category without a score'})`);
        continue;
      }
      summary[path] = Object.fromEntries(
        Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
      );
      for (const id of gated) {
        const category = lhr.categories[id]!;
        if (category.score === 1) continue;
        const missed = category.auditRefs
          .map((ref) => lhr.audits[ref.id]!)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => `${audit.id} (${audit.title})`);
        failures.push(`${path} ${id} ${Math.round((category.score ?? 0) * 100)}: ${missed.join('; ')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  mkdirSync('test-results/lighthouse', { recursive: true });
  writeFileSync('test-results/lighthouse/summary.json', JSON.stringify(summary, null, 2));
  console.log(`Lighthouse scores: ${JSON.stringify(summary)}`);
  expect(failures).toEqual([]);
});
