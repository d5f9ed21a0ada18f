/**
 * Analytics as the main bundle carries it: a few hundred bytes (the home page's JavaScript budget,
 * docs/decisions/007-javascript-budget.md). With METRIKA_ID set the Yandex Metrika counter comes
 * as a chunk of its own (client/analytics/metrika.ts), once the visitor has agreed to it
 * (client/analytics/consent.ts) or at once with ANALYTICS_CONSENT=implied; until then nothing loads
 * and every call here is dropped, never kept for later. docs/operations.md, "Analytics".
 */
import type { EcommerceEvent } from './ecommerce';
import type { Goal } from './goals';
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

/** To the running counter, if there is one; otherwise dropped. */
const send = (call: (metrika: Counter) => void) => void counter?.then((metrika) => metrika && call(metrika));

/** Consent withdrawn: nothing more goes to the counter from this page. */
export function stopAnalytics(): void {
  send((metrika) => metrika.stop());
  counter = undefined;
}

/** A client-side navigation opened another page, whose title is in place: one hit for it. */
export function pageOpened(): void {
  const url = location.href;
  const title = document.title;
  send((metrika) => metrika.hit(url, title));
}

/** One of the goals of client/analytics/goals.ts (their names live in the counter's chunk). */
export const reachGoal = (goal: Goal) => send((metrika) => metrika.goal(goal));

/** An e-commerce event (client/analytics/ecommerce.ts). */
export const trackEcommerce = (event: EcommerceEvent) => send((metrika) => metrika.ecommerce(event));
