/**
 * Analytics as the main bundle carries it: a few hundred bytes (the home page's JavaScript budget,
 * docs/decisions/007-javascript-budget.md). With METRIKA_ID set the Yandex Metrika counter comes
 * as a chunk of its own (client/analytics/metrika.ts), once the visitor has agreed to it
 * (client/analytics/consent.ts) or at once with ANALYTICS_CONSENT=implied; until then nothing loads
 * and every call here is dropped, never kept for later. docs/operations.md, "Analytics".
 */
import type * as metrikaModule from './metrika';

type Counter = typeof metrikaModule;

let counter: Promise<Counter | undefined> | undefined;

let chunksLoading = 0;

/**
 * True while one of analytics' chunks (the counter, the consent notice) is on its way: if it fails (a
 * blocker, the network) the visitor simply goes uncounted — no reason for the full-page load a missing
 * page chunk gets (entry.client.tsx).
 */
export const counterLoading = () => chunksLoading > 0;

/** Loads one of analytics' chunks; a failure is no error. */
export function analyticsChunk<T>(load: () => Promise<T>): Promise<T | undefined> {
  chunksLoading++;
  return load()
    .catch(() => undefined)
    .finally(() => chunksLoading--);
}

/** Starts the counter (once); it counts the page the visitor is on itself. */
export function startAnalytics(id: number): void {
  if (counter) return;
  const first = location.href;
  counter = analyticsChunk(() => import('./metrika')).then((metrika) => (metrika?.start(id, first), metrika));
}

let settle = () => {};
let decided = false;
/**
 * Settles once the entry has started the counter or decided not to. A page's first events (a product's
 * `detail` on hydration) come before that decision: they wait for it rather than be dropped.
 */
const decision = new Promise<void>((resolve) => (settle = resolve));
export function analyticsDecided(): void {
  decided = true;
  settle();
}

/**
 * The counter running when the call is made (client/analytics/events.ts sends to it); before the
 * decision, the one it starts. An event from before «Принять» is not kept for later.
 */
export const runningCounter = (): Promise<Counter | undefined> =>
  decided ? (counter ?? Promise.resolve(undefined)) : decision.then(() => counter);

/** Consent withdrawn: nothing more goes to the counter from this page. */
export function stopAnalytics(): void {
  void counter?.then((metrika) => metrika?.stop());
  counter = undefined;
}

/** A client-side navigation opened another page, whose title is in place: one hit for it. */
export function pageOpened(): void {
  const url = location.href;
  const title = document.title;
  void counter?.then((metrika) => metrika?.hit(url, title));
}
