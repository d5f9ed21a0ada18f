/**
 * Analytics as the main bundle carries it: a few hundred bytes (the home page's JavaScript budget,
 * docs/decisions/007-javascript-budget.md). With METRIKA_ID set the Yandex Metrika counter comes
 * as a chunk of its own (client/analytics/metrika.ts); without it nothing loads and pageOpened does
 * nothing. docs/operations.md, "Analytics".
 */
import type * as metrikaModule from './metrika';

type Counter = typeof metrikaModule;

let counter: Promise<Counter | undefined> | undefined;

/**
 * True while the counter's chunk is on its way: if it fails (a blocker, the network) the visitor
 * simply goes uncounted — no reason for the full-page load a missing page chunk gets (entry.client.tsx).
 */
export let counterLoading = false;

/** Starts the counter; it counts the page the visitor is on itself. */
export function startAnalytics(id: number): void {
  const first = location.href;
  counterLoading = true;
  counter = import('./metrika')
    .then((metrika) => (metrika.start(id, first), metrika))
    .catch(() => undefined)
    .finally(() => (counterLoading = false));
}

/** A client-side navigation opened another page, whose title is in place: one hit for it. */
export function pageOpened(): void {
  const url = location.href;
  const title = document.title;
  void counter?.then((metrika) => metrika?.hit(url, title));
}
