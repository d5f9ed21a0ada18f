import { request, type APIRequestContext, type Page } from '@playwright/test';
import { loadSiteDataWith, type SiteData } from './site-data';

/**
 * Resolves once the page is live: React has hydrated it and every part that waits for hydration
 * (forms that validate as you type, the save and comparison buttons) has switched to its live form.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // The mark client/components/use-hydrated.ts sets last.
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Console errors and warnings (hydration mismatches are among them) and uncaught page errors. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A mark on the current document: it survives client-side navigation and dies with a full load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __marker?: number }).__marker = 1;
  });
}

export async function documentMarker(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/** GET a JSON answer from the site's /api. */
export async function apiJson<T>(api: APIRequestContext, path: string): Promise<T> {
  const answer = await api.get(path);
  if (!answer.ok()) throw new Error(`GET ${path} answered ${answer.status()}`);
  return (await answer.json()) as T;
}

let siteData: Promise<SiteData> | undefined;
/** The demo content's real entities, read once per worker through the site's /api (tests/support/page-types.ts). */
export function e2eSiteData(api: APIRequestContext): Promise<SiteData> {
  siteData ??= (async () => {
    // Writes (a guest's specification to share) go through a context of their own: the `spec` cookie
    // they get must not ride along with a test's later sign-in, which would merge the specification away.
    const origin = new URL((await api.get('/healthz')).url()).origin;
    const writer = await request.newContext({ baseURL: origin });
    try {
      return await loadSiteDataWith(
        (path) => apiJson(api, path),
        async (path, body) => {
          const answer = await writer.post(path, { headers: { 'sec-fetch-site': 'same-origin' }, data: body ?? {} });
          if (!answer.ok()) throw new Error(`POST ${path} answered ${answer.status()}`);
          return (await answer.json()) as never;
        },
      );
    } finally {
      await writer.dispose();
    }
  })();
  return siteData;
}
