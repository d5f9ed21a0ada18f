import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { createApp, type AppHandle } from '#server/app';
import { loadConfig } from '#server/config';
import { createLogger } from '#server/logger';
import { createEmbeddedApi, type EmbeddedApi } from '#server/embedded/app';
import { createSiteServer } from '#server/site-server';
import type { Server } from 'node:http';

export const browserUserAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
export const crawlerUserAgent = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
/** The origin supertest's requests come from; mutating /api calls must carry it (same-origin check). */
export const testOrigin = 'http://127.0.0.1';
/** scrypt's cost in tests: the hashing is the same, a thousandth of the work. */
export const testPasswordCost = 16;

/**
 * Environment that keeps the circuit breaker closed through a whole test: for tests of what a
 * single failing call answers, not of the outage behaviour (tests/integration/upstream-faults.test.ts).
 */
export const breakerNeverOpens = { UPSTREAM_BREAKER_FAILURES: '1000' } as const;

/** One call the BFF made to upstream, as upstream received it. */
export interface UpstreamRequestRecord {
  method: string;
  /** Path and query. */
  path: string;
  headers: Headers;
}

/**
 * Stands between the BFF and the embedded API: sees each request and may answer it itself, delay
 * it, or change the embedded API's answer (`next` asks the embedded API).
 */
export type UpstreamMiddleware = (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;

export interface SiteHarness extends AppHandle {
  /** For supertest: `request(site.server)`. */
  server: Server;
  /** Switch upstream off and on, as if the company backend went down. */
  setUpstreamDown(down: boolean): void;
  upstreamCalls: string[];
  /** Every request upstream received, with its headers. */
  upstreamRequests: UpstreamRequestRecord[];
  embedded: EmbeddedApi;
  close(): void;
}

export interface SiteHarnessOptions {
  menuCacheTtlMs?: number;
  upstream?: UpstreamMiddleware;
  /** Extra environment, parsed by the real configuration schema. */
  env?: Record<string, string>;
  /** The embedded API's clock, to expire tokens and codes. */
  now?: () => number;
  /** The BFF's clock (menu cache, revocation records); the system clock when not given. */
  bffNow?: () => number;
  /** How the BFF's growing login waits wait; none by default, so tests never sleep. */
  attemptPause?: (ms: number) => Promise<void>;
  /** Fills the data directory before the embedded API opens it (a large catalogue: tests/integration/sitemap-large.test.ts). */
  prepareData?: (dataDir: string) => void;
  /** When given, the BFF's log lines (JSON, level debug and up, as the real logger writes them: redacted) are collected here. */
  logLines?: string[];
}

/**
 * The BFF and the embedded API in one process, wired by a fetch that never touches the network:
 * what integration tests run against. Upstream is observable and scriptable.
 */
export function createSiteHarness(options: SiteHarnessOptions = {}): SiteHarness {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  options.prepareData?.(dataDir);
  const embedded = createEmbeddedApi({
    dataDir,
    siteOrigin: testOrigin,
    now: options.now,
    logError: () => {},
    passwordCost: testPasswordCost,
  });
  let down = false;
  const upstreamCalls: string[] = [];
  const upstreamRequests: UpstreamRequestRecord[] = [];
  const middleware: UpstreamMiddleware = options.upstream ?? ((request, next) => next(request));
  const upstreamFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    upstreamCalls.push(`${request.method} ${url.pathname}${url.search}`);
    upstreamRequests.push({ method: request.method, path: url.pathname + url.search, headers: new Headers(request.headers) });
    if (down) throw new TypeError('fetch failed: connect ECONNREFUSED');
    return middleware(request, async (r) => embedded.app.fetch(r));
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    UPSTREAM_TIMEOUT_MS: '2000',
    MENU_CACHE_TTL_MS: String(options.menuCacheTtlMs ?? 60_000),
    // Every view renders unless a test turns reused pages on (tests/integration/html-cache.test.ts).
    PAGE_CACHE_TTL_MS: '0',
    ...options.env,
  });
  const handle = createApp({
    config,
    upstreamUrl: 'http://upstream.test',
    sessionSecret: 'integration-test-secret-at-least-32-characters',
    embedded: true,
    logger: options.logLines
      ? createLogger('debug', { write: (line: string) => void options.logLines!.push(line) })
      : pino({ level: 'silent' }),
    assets: { entryScript: '/assets/entry.test.js', stylesheets: ['/assets/app.test.css'] },
    upstreamFetch,
    now: options.bffNow,
    attemptPause: options.attemptPause ?? (async () => {}),
  });
  return {
    ...handle,
    // The production server's listener (server/site-server.ts), so refusals before the app match too.
    server: createSiteServer(handle.app.fetch),
    setUpstreamDown: (value) => {
      down = value;
    },
    upstreamCalls,
    upstreamRequests,
    embedded,
    close: () => {
      embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}
