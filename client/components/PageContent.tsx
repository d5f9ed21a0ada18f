import { Suspense, type ReactNode } from 'react';
import { HydrationDone } from './HydrationDone';

/**
 * The page's own content, hydrated apart from the shell around it (docs/behaviour.md, "Hydration").
 * React hydrates the document in one blocking task, but leaves a server-rendered Suspense boundary
 * for a later pass that yields to the browser every few milliseconds; a click inside it before then
 * hydrates it at once and is replayed. So a page's cards, filters and forms no longer make one long
 * task of the first hydration. Nothing inside suspends on the client (a route's module and data are
 * loaded before it renders), so the fallback is never drawn. Its end tells `useHydrated` that the
 * page has hydrated.
 */
export function PageContent({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydrationDone />
    </Suspense>
  );
}
