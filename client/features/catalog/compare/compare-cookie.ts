import { useSyncExternalStore } from 'react';
import { compareCookie, parseCompareIds } from '#shared/catalog/compare-list';
import { decodedOrNull } from '#shared/http/decoded';

/**
 * The visitor's comparison list as the browser sees it: the plain `compare` cookie the BFF writes
 * (docs/behaviour.md, "Comparison"). Null on the server and while hydrating, so public HTML never
 * depends on it; after a change the BFF answers, `refreshCompareList` tells every reader.
 */
const listeners = new Set<() => void>();

/**
 * The cookie as last read. Reading `document.cookie` is slow enough to count: every comparison button
 * asks for the list on each render and on each of React's store checks, and a page of 24 cards asked
 * it hundreds of times while hydrating. It is read again only after a change: ours
 * (`refreshCompareList`), or another tab's, looked for when this one is shown again.
 */
let known: string | undefined;

/** The raw cookie value, read at most once per change (React's store snapshot). */
export function rawCookie(): string {
  if (known === undefined) {
    const prefix = `${compareCookie}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    known = entry ? entry.slice(prefix.length) : '';
  }
  return known;
}

function rereadWhenShown() {
  if (document.visibilityState === 'visible') refreshCompareList();
}

export function subscribe(listener: () => void) {
  if (listeners.size === 0) document.addEventListener('visibilitychange', rereadWhenShown);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', rereadWhenShown);
  };
}

export function refreshCompareList(): void {
  known = undefined;
  for (const listener of listeners) listener();
}

/**
 * The valid ids in a cookie value. A value that does not decode (written by hand or by another
 * program) is read as it is, so its valid ids still count and nothing throws while rendering.
 */
export function compareIdsIn(raw: string): string[] {
  return parseCompareIds(decodedOrNull(raw) ?? raw, '.').ids;
}

/** The ids in the visitor's comparison; null before hydration. */
export function useCompareList(): string[] | null {
  const raw = useSyncExternalStore(subscribe, rawCookie, () => null);
  return raw === null ? null : compareIdsIn(raw);
}
