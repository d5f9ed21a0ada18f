import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true afterwards. Lets forms stay submittable
 * before JavaScript runs (ordinary form posts) while the hydrated form follows spec §4's rule
 * that buttons are disabled until the form is valid.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
