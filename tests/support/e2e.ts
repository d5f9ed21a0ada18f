import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the page: hydration attaches React's fiber to the DOM nodes
 * the server rendered, and nothing else does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
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

/** The content pages of docs/behaviour.md, "Routes", with real entities taken from the API. */
export const contentPages: { name: string; path: (api: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'about', path: async () => '/about' },
  { name: 'portfolio', path: async () => '/portfolio' },
  { name: 'news', path: async () => '/posts/news' },
  {
    name: 'a post',
    path: async (api) => {
      const listing = await apiJson<{ items: { id: number }[] }>(api, '/api/posts/news?page=1&perPage=1');
      const post = listing.items[0];
      if (!post) throw new Error('the demo content has no news');
      return `/posts/news/${post.id}`;
    },
  },
  {
    name: 'an SEO page',
    path: async (api) => {
      const pages = await apiJson<{ name: string }[]>(api, '/api/seo-pages');
      const page = pages[0];
      if (!page) throw new Error('the demo content has no SEO pages');
      return `/page/${page.name}`;
    },
  },
  { name: 'privacy policy', path: async () => '/legal/privacy' },
  { name: 'user agreement', path: async () => '/legal/agreement' },
  { name: 'catalogue', path: async () => '/catalog' },
  { name: 'electrical panels', path: async () => '/elpanels' },
  { name: 'calculators', path: async () => '/calculators' },
];
