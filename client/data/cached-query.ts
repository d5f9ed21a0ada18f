import { useQueryClient, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';

/**
 * A server render happens once: nothing refetches and nothing re-renders, and the loaders have put
 * every query a page reads into the request's cache before it renders. So there a component's read
 * is a plain look-up in that cache, not a query observer per component, which is what
 * `useSuspenseQuery` sets up and what cost a tenth of a render (docs/decisions/012-cheaper-render.md).
 * The browser keeps the observers: its data refetches and its components update.
 */
export const renderingOnServer = typeof document === 'undefined';

type CachedQueryOptions<T, K extends QueryKey> = UseSuspenseQueryOptions<T, Error, T, K>;

function useCacheRead<T, K extends QueryKey>(options: CachedQueryOptions<T, K>): T {
  const queryClient = useQueryClient();
  const data = queryClient.getQueryData<T>(options.queryKey);
  // A query no loader asked for: suspend until it is there, as useSuspenseQuery would.
  if (data === undefined) throw queryClient.fetchQuery(options);
  return data;
}

function useObservedData<T, K extends QueryKey>(options: CachedQueryOptions<T, K>): T {
  return useSuspenseQuery(options).data;
}

/** The data of a query that a loader already put in the cache (no request, no suspense). */
export const useCachedQueryData: <T, K extends QueryKey>(options: CachedQueryOptions<T, K>) => T = renderingOnServer
  ? useCacheRead
  : useObservedData;
