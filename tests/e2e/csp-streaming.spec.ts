import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectConsoleProblems, waitForHydration } from '../support/e2e';

/**
 * React reveals a Suspense boundary that finishes after the shell with inline scripts; under the
 * site's CSP they run only because their fixed parts are allowed by hash and each call is the one
 * fixed runner (server/ssr/react-inline-scripts.ts). Here the built site runs against the embedded
 * API behind a proxy that makes the latest news slow, so the home page really streams — in a real
 * browser that enforces the policy. Everything listens on 127.0.0.1.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'site-csp-'));
const children: ChildProcess[] = [];
let proxy: Server;
let origin: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitUntilUp(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

function start(script: string, env: Record<string, string>): void {
  children.push(
    spawn(process.execPath, [script], {
      env: { WEB_CONCURRENCY: '1', ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: 'inherit',
    }),
  );
}

test.beforeAll(async () => {
  const [apiPort, proxyPort, sitePort] = [await freePort(), await freePort(), await freePort()];
  start('dist/server/embedded/main.js', { EMBEDDED_PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir });
  await waitUntilUp(`http://127.0.0.1:${apiPort}/api/menu/main`);
  proxy = createServer((req, res) => {
    const delay = req.url?.startsWith('/api/posts/news') ? 400 : 0;
    setTimeout(() => {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    }, delay);
  });
  await new Promise<void>((done) => proxy.listen(proxyPort, '127.0.0.1', done));
  origin = `http://127.0.0.1:${sitePort}`;
  start('dist/server/main.js', {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    UPSTREAM_URL: `http://127.0.0.1:${proxyPort}`,
    PUBLIC_ORIGIN: origin,
    SESSION_SECRET: 'csp-streaming-test-secret-of-enough-length',
  });
  await waitUntilUp(`${origin}/healthz`);
});

test.afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((done) => proxy.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a page whose section streams in late shows it, with no CSP violation and no console error', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  const response = await page.goto(`${origin}/`);
  // The news really came late: React revealed it with a boundary call, rewritten to the runner.
  expect(await response!.text()).toMatch(/<script data-r='\["\$RC"/);
  await expect(page.locator('.post-card .card__title').first()).toBeVisible();
  await expect(page.locator('.cards--skeleton')).toHaveCount(0);
  await waitForHydration(page);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
