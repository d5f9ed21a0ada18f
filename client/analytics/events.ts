/**
 * Goals and e-commerce events (docs/operations.md, "Goals and e-commerce"), for the features that
 * have them: out of the main bundle, which only starts the counter (./analytics.ts). Without a
 * running counter — no consent yet, or none at all — each call is dropped, never kept for later; a
 * call made before the page has decided waits for the decision.
 */
import { runningCounter } from './analytics';
import type { EcommerceEvent } from './ecommerce';
import type { Goal } from './goals';
import type * as metrikaModule from './metrika';

const send = (call: (metrika: typeof metrikaModule) => void) => void runningCounter().then((metrika) => metrika && call(metrika));

/** One of the goals of ./goals.ts (their names live in the counter's chunk). */
export const reachGoal = (goal: Goal) => send((metrika) => metrika.goal(goal));

/** An e-commerce event (./ecommerce.ts). */
export const trackEcommerce = (event: EcommerceEvent) => send((metrika) => metrika.ecommerce(event));
