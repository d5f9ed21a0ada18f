import { queryOptions } from '@tanstack/react-query';
import { iconFetchTimeoutMs, splitIconName, type IconData } from '#shared/icons';
import { useCachedQueryData } from './cached-query';
import type { AppDeps, IconResolver } from './data';
import { useSite } from './deps-context';

/**
 * The icons a component draws, as one query: loaders put it into the cache on the server, so the
 * HTML has the drawings and hydration reads the same data. Never fails: a missing icon leaves its
 * sized box empty.
 */
export function iconsQuery(deps: Pick<AppDeps, 'icons'>, names: readonly string[]) {
  const sorted = [...new Set(names)].sort();
  return queryOptions({
    queryKey: ['icons', ...sorted] as const,
    queryFn: () => deps.icons(sorted).catch(() => ({})),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function useIcons(names: readonly string[]): Record<string, IconData> {
  const { deps } = useSite();
  return useCachedQueryData(iconsQuery(deps, names));
}

/** In the browser: the site's icon endpoint, one call per icon set, 1500 ms at most. */
export const browserIcons: IconResolver = async (names) => {
  const byPrefix = new Map<string, string[]>();
  for (const name of names) {
    const parts = splitIconName(name);
    if (parts) byPrefix.set(parts[0], [...(byPrefix.get(parts[0]) ?? []), parts[1]]);
  }
  const out: Record<string, IconData> = {};
  await Promise.all(
    [...byPrefix].map(async ([prefix, icons]) => {
      const response = await fetch(`/api/icons/${prefix}.json?icons=${icons.join(',')}`, {
        signal: AbortSignal.timeout(iconFetchTimeoutMs),
      });
      if (!response.ok) return;
      const set = (await response.json()) as { icons?: Record<string, Partial<IconData>>; width?: number; height?: number };
      for (const [icon, data] of Object.entries(set.icons ?? {})) {
        if (typeof data.body === 'string')
          out[`${prefix}:${icon}`] = { body: data.body, width: data.width ?? set.width ?? 16, height: data.height ?? set.height ?? 16 };
      }
    }),
  );
  return out;
};
