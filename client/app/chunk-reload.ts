/**
 * Spec §8: after a new build, a chunk load error reloads the page, at most once per 10 seconds
 * per path (so a chunk that is really gone shows the error page instead of a reload loop).
 */
export const chunkReloadWindowMs = 10_000;
const storageKey = (path: string) => `chunk-reload:${path}`;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load module script|Unable to preload CSS/i.test(message);
}

/** Returns true when it started a reload (the caller should then wait, not render an error). */
export function reloadOnceForChunkError(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = storage.getItem(storageKey(path));
  if (last !== null && now - Number(last) < chunkReloadWindowMs) return false;
  storage.setItem(storageKey(path), String(now));
  reload();
  return true;
}
