import { createAdaptorServer } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp, type AppHandle } from '../../server/app';
import { createEmbeddedApi } from '../../server/embedded/app';

export const browserUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const crawlerUserAgent = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

export interface SiteHarness extends AppHandle {
  /** For supertest: `request(site.server)`. */
  server: ReturnType<typeof createAdaptorServer>;
  /** Switch upstream off and on, as if the company backend went down. */
  setUpstreamDown(down: boolean): void;
  upstreamCalls: string[];
  close(): void;
}

/**
 * The BFF and the embedded API in one process, wired by a fetch that never touches the network:
 * what integration tests run against.
 */
export function createSiteHarness(options: { menuCacheTtlMs?: number } = {}): SiteHarness {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const embedded = createEmbeddedApi({ dataDir });
  let down = false;
  const upstreamCalls: string[] = [];
  const upstreamFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    upstreamCalls.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    if (down) throw new TypeError('fetch failed: connect ECONNREFUSED');
    return embedded.app.fetch(request);
  };
  const handle = createApp({
    config: { PUBLIC_ORIGIN: undefined, UPSTREAM_TIMEOUT_MS: 2000, MENU_CACHE_TTL_MS: options.menuCacheTtlMs ?? 60_000 },
    upstreamUrl: 'http://upstream.test',
    logger: pino({ level: 'silent' }),
    assets: { entryScript: '/assets/entry.test.js', stylesheets: ['/assets/app.test.css'] },
    upstreamFetch,
  });
  return {
    ...handle,
    server: createAdaptorServer({ fetch: handle.app.fetch }),
    setUpstreamDown: (value) => {
      down = value;
    },
    upstreamCalls,
    close: () => {
      embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
