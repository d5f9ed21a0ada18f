import { defineConfig } from '@playwright/test';
// Debian's Chromium, headless and quiet: one list for the tests, the quality gates and the screenshots.
import chromiumFlags from './tests/support/chromium-flags.json' with { type: 'json' };

const port = Number(process.env.E2E_PORT ?? 3107);

/** Browser stories against the production build, on a throwaway data folder, loopback only. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A person's browser: isbot counts HeadlessChrome as a crawler, which would change the rendering path.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumFlags },
    locale: 'ru-RU',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every story comes from 127.0.0.1: room for retries under the per-IP attempt limits (tested in integration).
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_FACTOR: '20' },
  },
});
