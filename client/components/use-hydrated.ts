import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. Lets forms stay submittable
 * before JavaScript runs (ordinary form posts) while the hydrated form follows the rule that
 * buttons stay disabled until the form is valid (docs/behaviour.md, "Validation").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
