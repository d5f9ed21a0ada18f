import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { ContractRead, EndpointName, ParamsOf, QueryOf, ResponseOf } from '#shared/contract';
import { shellEndpoints } from '#shared/contract/paths';

/** How the pages read contract data (server: the content reader; browser: the BFF's /api). */
export type Fetcher = ContractRead;

/** The outcome of activating an account from its e-mail link. `message` is upstream's when it gave one. */
export type ActivationResult = { ok: true } | { ok: false; message?: string };

export interface AppDeps {
  queryClient: QueryClient;
  fetcher: Fetcher;
  /** Account activation: on the server straight upstream, in the browser through the BFF. */
  activate(code: string): Promise<ActivationResult>;
}

export function contractQuery<N extends EndpointName>(deps: Pick<AppDeps, 'fetcher'>, name: N, params: ParamsOf<N>, query?: QueryOf<N>) {
  return queryOptions({
    queryKey: ['contract', name, params, query ?? {}] as const,
    queryFn: ({ signal }) => deps.fetcher(name, params, query, signal),
  });
}

/** A page's view of a contract answer: what it draws, named (docs/behaviour.md, "Page weight"). */
export interface ContractView<N extends EndpointName, V> {
  name: string;
  select: (data: ResponseOf<N>) => V;
  /**
   * What the page data carries of the view, where the server draws parts of it that the browser
   * keeps as drawn (`ServerDrawn`, docs/decisions/028-cards-drawn-once.md): the server's render reads
   * the whole view, the browser's first render this.
   */
  handedOver?: (view: V) => V;
}

/**
 * A contract read kept in the cache as a view of its answer, so that the page data hands the
 * browser only what the page draws. The view has its own key: a component reading the whole answer
 * never finds the view in its place. The key starts as the whole answer's does, so the endpoint's
 * defaults and invalidations reach both.
 */
export function contractViewQuery<N extends EndpointName, V>(
  deps: Pick<AppDeps, 'fetcher'>,
  name: N,
  params: ParamsOf<N>,
  query: QueryOf<N> | undefined,
  view: ContractView<N, V>,
) {
  return queryOptions({
    queryKey: ['contract', name, params, query ?? {}, view.name] as const,
    queryFn: async ({ signal }) => view.select(await deps.fetcher(name, params, query, signal)),
    // The view's `handedOver` is read where the page data is written (`pageQueries`, client/data/payload.ts).
    meta: view as object as Record<string, unknown>,
  });
}

/** Data dehydrated from the server is fresh for a minute: no refetch right after hydration. */
export const freshForMs = 60_000;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: freshForMs, retry: false, refetchOnWindowFocus: false },
    },
  });
  // Menus change rarely and come from the server's cache: never refetch them on a page view.
  for (const name of shellEndpoints) {
    client.setQueryDefaults(['contract', name], { staleTime: Infinity, gcTime: Infinity });
  }
  return client;
}
