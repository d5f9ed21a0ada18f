import type { IconData } from '#shared/icons';
import type { AppDeps } from '#client/data/data';

/** Each name asked of the icon endpoint, with its answer: asked once a visit unless the call failed. */
const asked = new Map<string, Promise<void>>();

/**
 * The symbols of these named icons, from the icon endpoint in one call, each defined by `define`
 * (./NamedIcon.tsx). It imports nothing of the page's own code, so it stays a chunk of its own.
 */
export function defineNamedIcons(
  deps: Pick<AppDeps, 'icons'>,
  names: readonly string[],
  define: (name: string, icon: IconData) => void,
): Promise<void> {
  const fresh = names.filter((name) => !asked.has(name));
  if (fresh.length > 0) {
    const answer = deps.icons(fresh).then(
      (found) => {
        for (const name of fresh) if (found[name]) define(name, found[name]);
      },
      // The endpoint did not answer: the next page that draws them asks again.
      () => fresh.forEach((name) => asked.delete(name)),
    );
    for (const name of fresh) asked.set(name, answer);
  }
  return Promise.all(names.map((name) => asked.get(name))).then(() => undefined);
}
