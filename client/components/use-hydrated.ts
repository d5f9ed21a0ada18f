import { useSyncExternalStore } from 'react';

/**
 * Whether the page's first hydration is over: false in the server's HTML and while hydrating, true
 * afterwards (and from the first render of anything drawn later, after a navigation). Lets forms stay
 * submittable before JavaScript runs (ordinary form posts) while the hydrated form follows the rule
 * that buttons stay disabled until the form is valid (docs/behaviour.md, "Validation").
 *
 * The switch is told to its readers a few at a time, each few in a task of its own
 * (docs/behaviour.md, "Hydration"): a store's change re-renders its readers synchronously, and a
 * grid's 24 cards turning their buttons live at once was one task of ~180 ms at 4x CPU throttling.
 */
let hydrated = false;
const readers = new Set<() => void>();

/** Readers re-rendered per task: a card's live buttons take a few milliseconds on a slow phone. */
const readersPerTask = 4;

function subscribe(reader: () => void) {
  readers.add(reader);
  return () => readers.delete(reader);
}

const clientSnapshot = () => hydrated;
const serverSnapshot = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Called once the page's content has hydrated (`HydrationDone`, at the end of every layout's content):
 * turns the switch, tells its readers a few per task, then marks `<html data-hydrated="true">`.
 */
export async function finishHydration(): Promise<void> {
  if (hydrated) return;
  hydrated = true;
  const told = [...readers];
  for (let i = 0; i < told.length; i += readersPerTask) {
    for (const reader of told.slice(i, i + readersPerTask)) if (readers.has(reader)) reader();
    await nextTask();
  }
  // The page is live: what waits for that (a browser story, a style) reads it from the document.
  document.documentElement.dataset.hydrated = 'true';
}
