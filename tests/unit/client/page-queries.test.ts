import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, freshForMs } from '../../../client/data/data';
import { pageQueries, restoredQueries } from '../../../client/data/payload';

async function serverQueries() {
  const server = createQueryClient();
  server.setQueryData(['contract', 'mainMenu', {}, {}], [{ label: 'Каталог', to: '/catalog' }]);
  server.setQueryData(['contract', 'catalogListing', { sectionid: 'a' }, {}], { total: 1, items: [{ id: 'p1' }] });
  // A failed query is the browser's to ask again, not data to hand over.
  await server.prefetchQuery({ queryKey: ['contract', 'broken', {}, {}], queryFn: () => Promise.reject(new Error('upstream')) });
  return dehydrate(server, { shouldDehydrateQuery: () => true });
}

describe("the page data's queries", () => {
  it('carry only each answered query’s key and data, and no render time', async () => {
    const queries = pageQueries(await serverQueries());
    expect(queries).toEqual([
      { queryKey: ['contract', 'mainMenu', {}, {}], data: [{ label: 'Каталог', to: '/catalog' }] },
      { queryKey: ['contract', 'catalogListing', { sectionid: 'a' }, {}], data: { total: 1, items: [{ id: 'p1' }] } },
    ]);
    expect(JSON.stringify(pageQueries(await serverQueries()))).toBe(JSON.stringify(queries));
  });

  it('hydrate in the browser as answered data, fresh from hydration', async () => {
    const now = Date.now();
    const sent = JSON.parse(JSON.stringify(pageQueries(await serverQueries()))) as ReturnType<typeof pageQueries>;
    const browser = createQueryClient();
    hydrate(browser, restoredQueries(sent, now));
    const key = ['contract', 'catalogListing', { sectionid: 'a' }, {}];
    expect(browser.getQueryData(key)).toEqual({ total: 1, items: [{ id: 'p1' }] });
    const state = browser.getQueryState(key);
    expect(state).toMatchObject({ status: 'success', fetchStatus: 'idle', dataUpdatedAt: now, isInvalidated: false, error: null });
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: key, exact: true })
        ?.isStaleByTime(freshForMs - 1),
    ).toBe(false);
    expect(browser.getQueryState(['contract', 'broken', {}, {}])).toBeUndefined();
  });
});
