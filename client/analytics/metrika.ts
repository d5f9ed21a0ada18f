/**
 * The Yandex Metrika counter (docs/operations.md, "Analytics"): a chunk of its own, loaded only when
 * METRIKA_ID is set (client/analytics/analytics.ts). Yandex's tag.js is added as an async script once the
 * page has loaded, so it never competes with the page's own files; calls made before it arrives
 * wait in the queue tag.js reads on arrival (`ym.a`), as in Yandex's own snippet. The counter id
 * comes from the page data, so no inline script is needed (the CSP allows none without a hash).
 */
import { ecommercePush, type EcommerceEvent } from './ecommerce';
import { goals, type Goal } from './goals';

export const tagUrl = 'https://mc.yandex.ru/metrika/tag.js';

/**
 * Click map, outbound link and download tracking, accurate bounce rate, Webvisor session replay, and
 * e-commerce read from `window.dataLayer` (docs/operations.md, "Goals and e-commerce").
 */
export const counterOptions = { clickmap: true, trackLinks: true, accurateTrackBounce: true, webvisor: true, ecommerce: 'dataLayer' };

type Ym = ((...args: unknown[]) => void) & { a?: IArguments[]; l?: number };
const page: Window & { ym?: Ym; dataLayer?: unknown[] } = window;

let counterId = 0;
let previous = '';

/** `ym(id, 'init')` counts the page it runs on: no hit of ours for the first page. */
export function start(id: number, firstUrl: string): void {
  counterId = id;
  previous = firstUrl;
  if (!page.ym) {
    const queue: Ym = function () {
      // tag.js replays the queue as Yandex's snippet fills it: one arguments object per call.
      // eslint-disable-next-line prefer-rest-params
      (queue.a ??= []).push(arguments);
    };
    queue.l = Date.now();
    page.ym = queue;
  }
  // tag.js reads what the layer holds when it arrives, then each push.
  page.dataLayer ??= [];
  page.ym(id, 'init', counterOptions);
  const addTag = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = tagUrl;
    document.head.append(script);
  };
  if (document.readyState === 'complete') addTag();
  else window.addEventListener('load', addTag, { once: true });
}

/** A page opened by a client-side navigation; tag.js has replaced `ym` by then, or the queue holds the call. */
export function hit(url: string, title: string): void {
  page.ym?.(counterId, 'hit', url, { title, referer: previous });
  previous = url;
}

/** A goal reached, under its name in the counter (client/analytics/goals.ts). */
export function goal(goal: Goal): void {
  page.ym?.(counterId, 'reachGoal', goals[goal]);
}

/** An e-commerce event for the counter's `dataLayer` (client/analytics/ecommerce.ts). */
export function ecommerce(event: EcommerceEvent): void {
  (page.dataLayer ??= []).push(ecommercePush(event));
}

/**
 * The visitor withdrew consent: Yandex's documented switch stops this counter's tag.js from sending
 * anything more from this page; the next page load does not load it at all.
 */
export function stop(): void {
  Reflect.set(page, `disableYaCounter${counterId}`, true);
}
