import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contractViewQuery, createQueryClient, freshForMs, type ContractView, type Fetcher } from '../../../client/data/data';
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

describe('a view the server draws parts of once', () => {
  type Listing = { total: number; items: { id: string; name?: string }[] };
  const view: ContractView<'catalogListing', Listing> = {
    name: 'drawn',
    select: (listing) => ({ total: listing.total, items: listing.items.map(({ id, name }) => ({ id, name })) }),
    handedOver: (listing) => ({ ...listing, items: listing.items.map(({ id }) => ({ id })) }),
  };
  const fetcher = (async () => ({ total: 1, items: [{ id: 'p1', name: 'Автомат', price: 165 }] })) as unknown as Fetcher;

  it('is handed over as its `handedOver` says, while the server’s render reads the whole view', async () => {
    const server = createQueryClient();
    const options = contractViewQuery({ fetcher }, 'catalogListing', { sectionid: 'a' }, {}, view);
    expect(await server.ensureQueryData(options)).toEqual({ total: 1, items: [{ id: 'p1', name: 'Автомат' }] });
    expect(pageQueries(dehydrate(server))).toEqual([{ queryKey: options.queryKey, data: { total: 1, items: [{ id: 'p1' }] } }]);
    expect(server.getQueryData(options.queryKey)).toEqual({ total: 1, items: [{ id: 'p1', name: 'Автомат' }] });
  });
});
