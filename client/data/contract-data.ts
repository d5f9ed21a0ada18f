import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { EndpointName, ParamsOf, QueryOf, ResponseOf } from '#shared/contract';
import { useCachedQueryData } from './cached-query';
import { contractQuery, contractViewQuery, type AppDeps, type ContractView } from './data';
import { useSite } from './deps-context';
import { toRouteError } from './http-error';

/**
 * For loaders: the page's critical data, into the request's query cache. Route parameters are
 * checked where the read is served (the server's content reader, for SSR and the BFF's /api
 * alike): one that cannot be valid is a 404 without asking upstream
 * (docs/behaviour.md, "Error pages").
 */
export async function loadContract<N extends EndpointName>(
  deps: AppDeps,
  request: Request,
  name: N,
  params: ParamsOf<N>,
  query?: QueryOf<N>,
): Promise<ResponseOf<N>> {
  return loadQuery(deps, request, contractQuery(deps, name, params, query));
}

/** `loadContract` keeping only the page's view of the answer (`contractViewQuery`). */
export function loadContractView<N extends EndpointName, V>(
  deps: AppDeps,
  request: Request,
  name: N,
  params: ParamsOf<N>,
  query: QueryOf<N> | undefined,
  view: ContractView<N, V>,
): Promise<V> {
  return loadQuery(deps, request, contractViewQuery(deps, name, params, query, view));
}

async function loadQuery<T, K extends QueryKey>(
  deps: AppDeps,
  request: Request,
  options: EnsureQueryDataOptions<T, Error, T, K>,
): Promise<T> {
  const path = new URL(request.url).pathname;
  try {
    return await deps.queryClient.ensureQueryData(options);
  } catch (error) {
    return toRouteError(error, path);
  }
}

export function loadMainMenu(deps: AppDeps, request: Request) {
  return loadContract(deps, request, 'mainMenu', {});
}

/** For components: data the loader already put into the cache (no request, no suspense). */
export function useContract<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryOf<N>): ResponseOf<N> {
  const { deps } = useSite();
  return useCachedQueryData(contractQuery(deps, name, params, query));
}

/** `useContract` for a view the loader kept (`loadContractView`). */
export function useContractView<N extends EndpointName, V>(
  name: N,
  params: ParamsOf<N>,
  query: QueryOf<N> | undefined,
  view: ContractView<N, V>,
): V {
  const { deps } = useSite();
  return useCachedQueryData(contractViewQuery(deps, name, params, query, view));
}
