import { expect, type Page } from '@playwright/test';
import { collectConsoleProblems } from './e2e';
import type { PageType } from './page-types';

/**
 * The CSP gate of a page type (tests/support/page-types.ts): opened in a browser that enforces the
 * site's Content-Security-Policy, a refused script or style, a hydration warning or any other console
 * error fails it, and so does any request that leaves the site's host. It shares the page load with
 * the axe gate (tests/e2e/quality-accessibility.spec.ts): one visit of each page type for both.
 */
const siteHost = '127.0.0.1';

/** The browser's own line for an error document's status: the only console error an error page may show. */
export const documentStatus = (status: number) =>
  `error: Failed to load resource: the server responded with a status of ${status} (${status === 404 ? 'Not Found' : status})`;

interface Watched {
  problems: string[];
  seen: string[];
  offHost: string[];
}

export const cspGate = {
  siteHost,
  /** Before the page is opened: collects console problems and every request, and blocks those to another host. */
  async watch(page: Page): Promise<Watched> {
    const watched: Watched = { problems: collectConsoleProblems(page), seen: [], offHost: [] };
    await page.route('**/*', async (route) => {
      const target = new URL(route.request().url());
      watched.seen.push(target.href);
      if (target.protocol === 'data:' || target.protocol === 'blob:' || target.hostname === siteHost) return route.continue();
      watched.offHost.push(target.href);
      return route.abort('blockedbyclient');
    });
    return watched;
  },
  /** Once the page is open and hydrated. */
  async expectClean(page: Page, watched: Watched, type: PageType, path: string): Promise<void> {
    await expect(page.locator('h1'), path).toHaveCount(1);
    // Deferred sections have arrived (their skeletons are gone): everything the page loads has run.
    await expect(page.locator('.cards--skeleton')).toHaveCount(0);
    // The browser logs an error document's own status; nothing else may appear.
    expect(watched.problems).toEqual(type.status === 200 ? [] : [documentStatus(type.status)]);
    expect(watched.seen.length, 'the page did load its own files').toBeGreaterThan(1);
    expect(watched.offHost).toEqual([]);
  },
};
