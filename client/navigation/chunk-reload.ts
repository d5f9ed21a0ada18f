/**
 * docs/behaviour.md, "Navigation": after a new build, a chunk load error reloads the page, at most
 * once per 10 seconds per path (so a chunk that is really gone shows the error page instead of a
 * reload loop).
 *
 * The page to load is the TARGET of the navigation that needed the chunk, not the page the
 * visitor was on: a click on a link whose page chunk vanished ends on that link's page, loaded
 * in full from the server (which serves the new build's chunks).
 */
export const chunkReloadWindowMs = 10_000;
const storageKey = (path: string) => `chunk-reload:${path}`;

export interface ChunkReloadTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

const chunkLoadErrorPattern = new RegExp(
  [
    'dynamically imported module',
    'Importing a module script failed',
    'error loading dynamically imported module',
    'Failed to load module script',
    'Unable to preload CSS',
  ].join('|'),
  'i',
);

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return chunkLoadErrorPattern.test(message);
}

export function targetHref(target: ChunkReloadTarget): string {
  return `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
}

/**
 * Loads `target` in full unless that path was loaded this way less than 10 s ago. Returns true
 * when it started the load (the caller should then wait, not render an error).
 */
export function reloadOnceForChunkError(
  target: ChunkReloadTarget,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  load: (href: string) => void,
  now = Date.now(),
): boolean {
  const last = storage.getItem(storageKey(target.pathname));
  if (last !== null && now - Number(last) < chunkReloadWindowMs) return false;
  storage.setItem(storageKey(target.pathname), String(now));
  load(targetHref(target));
  return true;
}

let started = false;

/** True once a full-page load for a chunk error is under way: nothing else should render or run. */
export function chunkReloadStarted(): boolean {
  return started;
}

/**
 * In the browser: the full-page load of `target` for a chunk error, once per 10 s per path. The
 * same address as now is a reload; another is an ordinary visit (a new history entry, as the
 * click that led there would have made).
 */
export function loadAfterChunkError(target: ChunkReloadTarget): boolean {
  if (started) return true;
  started = reloadOnceForChunkError(target, window.sessionStorage, (href) => {
    const here = targetHref(window.location);
    if (href === here) window.location.reload();
    else window.location.assign(href);
  });
  return started;
}
