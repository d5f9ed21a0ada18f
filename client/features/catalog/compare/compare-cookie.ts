import { useSyncExternalStore } from 'react';
import { compareCookie, parseCompareIds } from '#shared/catalog/compare-list';

/**
 * The visitor's comparison list as the browser sees it: the plain `compare` cookie the BFF writes
 * (docs/behaviour.md, "Comparison"). Null on the server and while hydrating, so public HTML never
 * depends on it; after a change the BFF answers, `refreshCompareList` tells every reader.
 */
const listeners = new Set<() => void>();

function rawCookie(): string {
  const prefix = `${compareCookie}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? entry.slice(prefix.length) : '';
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function refreshCompareList(): void {
  for (const listener of listeners) listener();
}

/** The ids in the visitor's comparison; null before hydration. */
export function useCompareList(): string[] | null {
  const raw = useSyncExternalStore(subscribe, rawCookie, () => null);
  return raw === null ? null : parseCompareIds(decodeURIComponent(raw), '.').ids;
}
