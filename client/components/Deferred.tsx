import { hashKey, useSuspenseQuery, type Query, type QueryKey } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import type { EndpointName, ParamsOf, QueryOf, ResponseOf } from '#shared/contract';
import { contractQuery, freshForMs, type AppDeps } from '#client/data/data';
import { useSite } from '#client/data/deps-context';
import { fromJsonBlock } from '#client/data/json-block';

/**
 * Deferred data (docs/decisions/004-deferred-data-in-json-blocks.md): not awaited before the first
 * byte, streamed in a Suspense boundary. The resolved value travels inside the boundary as a JSON
 * block, which the browser's query reads while hydrating that boundary — so hydration makes no
 * second request. A read that fails is that section's Russian error block with a retry, never the
 * whole page's error: the failure is the query's value, so the server renders it too.
 */
export interface DeferredProps<N extends EndpointName, S> {
  name: N;
  params: ParamsOf<N>;
  query?: QueryOf<N>;
  /**
   * What of the answer the section draws: only that is kept and written into the section's JSON
   * block (docs/behaviour.md, "Page weight"). Without it, the whole answer.
   */
  select?: (data: ResponseOf<N>) => S;
  fallback: ReactNode;
  children: (data: S) => ReactNode;
}

export function Deferred<N extends EndpointName, S = ResponseOf<N>>(props: DeferredProps<N, S>) {
  return (
    <Suspense fallback={props.fallback}>
      <DeferredContent {...props} />
    </Suspense>
  );
}

const consumed = new Set<string>();

/** The JSON block the server wrote for this query, once. */
function readStreamed(hash: string): unknown {
  if (typeof document === 'undefined' || consumed.has(hash)) return undefined;
  const block = document.querySelector(`script[data-streamed-query="${CSS.escape(hash)}"]`);
  if (!block?.textContent) return undefined;
  consumed.add(hash);
  return fromJsonBlock(block.textContent);
}

/** What a deferred query holds: the data, or that the read failed. */
type Outcome<T> = { ok: true; data: T } | { ok: false };

/** The section and, unless `withoutBlock` (a section drawn when near), its JSON block. */
export function DeferredContent<N extends EndpointName, S>({
  name,
  params,
  query,
  select,
  withoutBlock,
  children,
}: Omit<DeferredProps<N, S>, 'fallback'> & { withoutBlock?: boolean }) {
  const { deps, serializeStreamed } = useSite();
  const { hash, ...options } = deferredQuery(deps, name, params, query, select);
  const { data: outcome, refetch, isFetching } = useSuspenseQuery(options);
  return (
    <>
      {outcome.ok ? (
        children(outcome.data)
      ) : (
        <div className="deferred-error" role="alert">
          <p>Не удалось загрузить этот раздел: сервис данных временно не отвечает. Остальная страница работает.</p>
          <button type="button" className="button button--ghost" disabled={isFetching} onClick={() => void refetch()}>
            Попробовать ещё раз
          </button>
        </div>
      )}
      {/* In the browser the block keeps the server's text: hydration does not rewrite it. A section
          drawn when near has none: the browser reads its data then. */}
      {withoutBlock ? null : (
        <script
          type="application/json"
          data-streamed-query={hash}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: serializeStreamed?.(outcome) ?? '' }}
        />
      )}
    </>
  );
}

/**
 * A deferred section's query: what it keeps of the answer, or that the read failed. `hash` names the
 * section in the page (its JSON block, its place).
 */
export function deferredQuery<N extends EndpointName, S>(
  deps: Pick<AppDeps, 'fetcher'>,
  name: N,
  params: ParamsOf<N>,
  query: QueryOf<N> | undefined,
  select: ((data: ResponseOf<N>) => S) | undefined,
) {
  const { queryKey } = contractQuery(deps, name, params, query);
  const hash = hashKey(queryKey);
  return {
    hash,
    queryKey: [...queryKey, 'deferred'],
    queryFn: async (context: { signal: AbortSignal }): Promise<Outcome<S>> => {
      const streamed = readStreamed(hash);
      if (streamed !== undefined) return streamed as Outcome<S>;
      try {
        const data = (await deps.fetcher(name, params, query, context.signal)) as ResponseOf<N>;
        return { ok: true, data: select ? select(data) : (data as S) };
      } catch (error) {
        if (context.signal.aborted) throw error;
        return { ok: false };
      }
    },
    // A failure is tried again as soon as the section mounts in the browser.
    staleTime: (query: Query<Outcome<S>, Error, Outcome<S>, QueryKey>) => (query.state.data?.ok === false ? 0 : freshForMs),
  };
}
