import { useEffect } from 'react';
import { finishHydration } from './use-hydrated';

/**
 * Placed after a layout's content, inside its Suspense boundary: its effect runs once that content
 * has hydrated, which is when `useHydrated` may turn true without re-rendering the content in one
 * long task (client/components/use-hydrated.ts).
 */
export function HydrationDone() {
  useEffect(() => {
    void finishHydration();
  }, []);
  return null;
}
