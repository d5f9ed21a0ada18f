import type { IconData } from '#shared/icons';
import type { IconResolver } from './data';

/** How long the browser waits for the icon endpoint (docs/behaviour.md, "Upstream calls"). */
const iconFetchTimeoutMs = 1500;

/**
 * In the browser: the site's icon endpoint, one call per icon set, 1500 ms at most. The names are
 * icon names (`mdi:flash`) as `namedIconId` checked them (client/components/icon-sheet.ts); this
 * chunk loads only when a page drawn in the browser lacks an icon, so it repeats no shared code.
 */
export const browserIcons: IconResolver = async (names) => {
  const byPrefix = new Map<string, string[]>();
  for (const name of names) {
    const [prefix, icon] = name.split(':');
    if (prefix && icon) byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), icon]);
  }
  const out: Record<string, IconData> = {};
  await Promise.all(
    [...byPrefix].map(async ([prefix, icons]) => {
      const query = icons.map(encodeURIComponent).join(',');
      const response = await fetch(`/api/icons/${encodeURIComponent(prefix)}.json?icons=${query}`, {
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
