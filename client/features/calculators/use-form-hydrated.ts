import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while hydrating, true afterwards: the buttons that need JavaScript
 * (add or remove a row, copy the link) stay hidden until they work. The same as
 * client/components/use-hydrated.ts, kept with the calculators: sharing that module would split it
 * off the chunk it lives in now, one more name in the list every page's entry carries
 * (docs/decisions/007-javascript-budget.md).
 */
export function useFormHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
