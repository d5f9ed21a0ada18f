import { useSuspenseQuery } from '@tanstack/react-query';
import { endpoints, type EndpointName, type ParamsOf, type QueryOf, type ResponseOf } from '../../shared/contract';
import { contractQuery, type AppDeps } from './data';
import { useSite } from './deps-context';
import { notFound, toRouteError } from './http-error';

/**
 * For loaders: the page's critical data, into the request's query cache. Route parameters that
 * cannot be valid are a 404 without asking upstream (spec §8: route validation failure).
 */
export async function loadContract<N extends EndpointName>(deps: AppDeps, request: Request, name: N, params: ParamsOf<N>, query?: QueryOf<N>): Promise<ResponseOf<N>> {
  const path = new URL(request.url).pathname;
  if (!endpoints[name].params.safeParse(params).success) notFound(path);
  try {
    return await deps.queryClient.ensureQueryData(contractQuery(deps, name, params, query));
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
  return useSuspenseQuery(contractQuery(deps, name, params, query)).data;
}
