// Prints one closing line for the whole `npm test` run, summed over both runners' JSON reports.
import { readFileSync } from 'node:fs';

const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const vitest = read('.test-reports/vitest.json');
const playwright = read('.test-reports/playwright.json');

const passed = vitest.numPassedTests + (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
const failed = vitest.numFailedTests + (playwright.stats?.unexpected ?? 0);
const skipped = vitest.numPendingTests + vitest.numTodoTests + (playwright.stats?.skipped ?? 0);
console.log(`npm test: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
