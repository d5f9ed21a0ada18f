import { hashKey, useSuspenseQuery, type Query, type QueryKey } from '@tanstack/react-query';
import { Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
export function Deferred<N extends EndpointName, S = ResponseOf<N>>(props: {
  name: N;
  params: ParamsOf<N>;
  query?: QueryOf<N>;
  /**
   * What of the answer the section draws: only that is kept and written into the section's JSON
   * block (docs/behaviour.md, "Page weight"). Without it, the whole answer.
   */
  select?: (data: ResponseOf<N>) => S;
  /**
   * `visible`: a section far below the first screen. The browser keeps the server's HTML of it as it
   * is, not hydrated, and the page carries no data for it; when it comes near the screen the browser
   * reads its data and draws it afresh (docs/behaviour.md, "Hydration"). Until then its links and
   * forms work as they do without JavaScript.
   */
  hydrate?: 'visible';
  fallback: ReactNode;
  children: (data: S) => ReactNode;
}) {
  const { deps } = useSite();
  const section = (
    <Suspense fallback={props.fallback}>
      <DeferredContent {...props} />
    </Suspense>
  );
  if (props.hydrate !== 'visible') return section;
  const options = deferredQuery(deps, props.name, props.params, props.query, props.select);
  // Another query is another section: the one kept as the server drew it is dropped, not updated.
  return (
    <DrawnWhenNear key={options.hash} hash={options.hash} prefetch={() => deps.queryClient.prefetchQuery(options)}>
      {section}
    </DrawnWhenNear>
  );
}

/**
 * The server's HTML of a section, left to the browser until it comes near the screen; then the
 * section once its data is in the cache. React does not hydrate what is inside an element it sets
 * by `dangerouslySetInnerHTML`, nor compare it: so nothing waits to hydrate, and no update or
 * navigation of the page has to wait for this section. A hydrated section would: React hydrates a
 * boundary that is still waiting before it lets any change of the context above it through.
 */
function DrawnWhenNear({ hash, prefetch, children }: { hash: string; prefetch: () => Promise<void>; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  // On the server, and after a navigation (no server HTML of this section), it is drawn at once.
  const [drawn, setDrawn] = useState(() => typeof document === 'undefined' || !document.querySelector(sectionSelector(hash)));
  // The control that had the focus inside the server's HTML, by its place among the controls.
  const focused = useRef(-1);
  const read = useEffectEvent(prefetch);

  useEffect(() => {
    const element = wrapper.current;
    if (drawn || !element) return;
    const controller = new AbortController();
    void nearScreen(element, controller.signal)
      .then(() => read())
      .then(() => {
        if (controller.signal.aborted) return;
        focused.current = [...element.querySelectorAll(focusable)].indexOf(document.activeElement as Element);
        setDrawn(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [drawn]);

  useLayoutEffect(() => {
    if (!drawn || focused.current < 0) return;
    wrapper.current?.querySelectorAll<HTMLElement>(focusable)[focused.current]?.focus({ preventScroll: true });
    focused.current = -1;
  }, [drawn]);

  return drawn ? (
    <div data-deferred-section={hash} ref={wrapper}>
      {children}
    </div>
  ) : (
    <div data-deferred-section={hash} ref={wrapper} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}

const sectionSelector = (hash: string) => `[data-deferred-section="${CSS.escape(hash)}"]`;
const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Resolves once the element is within a screen's height below the viewport, or anywhere above it
 * (a visitor who jumped past it, with End or a link further down, still gets it drawn).
 */
function nearScreen(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '1000000px 0px 100% 0px' },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => {
      observer.disconnect();
      reject(signal.reason as Error);
    });
  });
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

function DeferredContent<N extends EndpointName, S>({
  name,
  params,
  query,
  select,
  hydrate,
  children,
}: {
  name: N;
  params: ParamsOf<N>;
  query?: QueryOf<N>;
  select?: (data: ResponseOf<N>) => S;
  hydrate?: 'visible';
  children: (data: S) => ReactNode;
}) {
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
      {hydrate === 'visible' ? null : (
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
function deferredQuery<N extends EndpointName, S>(
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
