// `npm run lighthouse`: Lighthouse (mobile) on every page type of tests/support/page-types.ts with
// performance measured too, one page at a time, and a table of the scores with each page's largest
// contentful paint and total blocking time (ms, Lighthouse's simulated mobile). It runs the quality
// gate itself (tests/e2e/quality-lighthouse.spec.ts) with LIGHTHOUSE_PERFORMANCE=1 against the
// production build that Playwright starts (a fresh data folder, loopback, E2E_PORT or 3107), so it
// fails exactly when the gate does. The scores stay in test-results/lighthouse/summary.json.
//
//   npm run lighthouse            (builds first)
//   node scripts/lighthouse.mjs   (the build in dist/ as it is)
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium =
  process.env.CHROMIUM_PATH || execFileSync('bash', [path.join(root, 'scripts/find-chromium.sh')], { encoding: 'utf8' }).trim();

// One worker: two pages measured at once on a small machine would take each other's CPU and lower
// both performance scores.
const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/quality-lighthouse.spec.ts', '--workers=1', '--reporter=line'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, LIGHTHOUSE_PERFORMANCE: '1' },
});

let summary;
try {
  summary = JSON.parse(readFileSync(path.join(root, 'test-results/lighthouse/summary.json'), 'utf8'));
} catch {
  console.error('No test-results/lighthouse/summary.json: Lighthouse measured no page.');
  process.exit(run.status || 1);
}

const columns = ['performance', 'lcpMs', 'tbtMs', 'accessibility', 'best-practices', 'seo'];
const shortened = (address) => (address.length > 60 ? `${address.slice(0, 57)}...` : address);
const rows = Object.entries(summary).map(([name, scores]) => [
  name,
  ...columns.map((id) => String(scores[id] ?? '—')),
  shortened(scores.path),
]);
const header = ['page type', ...columns, 'address'];
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  `| ${cells.map((cell, i) => (i > 0 && i <= columns.length ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const row of rows) console.log(line(row));
process.exit(run.status ?? 1);
