import { icons as mdi } from '@iconify-json/mdi';
import type { IconifyJSON } from '@iconify/types';
import { getIconData } from '@iconify/utils';
import { splitIconName, type IconData } from '#shared/icons';

/** The icon sets this site serves itself; content may name icons from these only. */
export const iconSets: Readonly<Record<string, IconifyJSON>> = { mdi };

export function iconData(prefix: string, name: string): IconData | undefined {
  const set = iconSets[prefix];
  const data = set && getIconData(set, name);
  return data ? { body: data.body, width: data.width ?? set.width ?? 16, height: data.height ?? set.height ?? 16 } : undefined;
}

/** Icons by full name (`mdi:flash`); unknown names are left out. */
export async function resolveIcons(names: readonly string[]): Promise<Record<string, IconData>> {
  const out: Record<string, IconData> = {};
  for (const name of names) {
    const parts = splitIconName(name);
    const data = parts && iconData(...parts);
    if (data) out[name] = data;
  }
  return out;
}
