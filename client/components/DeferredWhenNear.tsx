import { Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { EndpointName, ResponseOf } from '#shared/contract';
import { useSite } from '#client/data/deps-context';
import { DeferredContent, deferredQuery, type DeferredProps } from './Deferred';

/**
 * A deferred section far below the first screen (docs/behaviour.md, "Hydration";
 * docs/decisions/027-sections-drawn-when-near.md). The server renders it in full; the browser keeps
 * that HTML as it is, not hydrated, and the page carries no data for it; when it comes near the
 * screen the browser reads its data and draws it afresh. Until then its links and forms work as
 * they do without JavaScript. Its own module: the pages without such a section do not load it.
 */
export function DeferredWhenNear<N extends EndpointName, S = ResponseOf<N>>(props: DeferredProps<N, S>) {
  const { deps } = useSite();
  const options = deferredQuery(deps, props.name, props.params, props.query, props.select);
  // Another query is another section: the one kept as the server drew it is dropped, not updated.
  return (
    <DrawnWhenNear key={options.hash} hash={options.hash} prefetch={() => deps.queryClient.prefetchQuery(options)}>
      <Suspense fallback={props.fallback}>
        <DeferredContent {...props} withoutBlock />
      </Suspense>
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
