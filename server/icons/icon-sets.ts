import { icons as mdi } from '@iconify-json/mdi';
import type { IconifyJSON } from '@iconify/types';
import { getIconData } from '@iconify/utils';
import type { IconData } from '#shared/icons';

/** The icon sets this site serves itself; content may name icons from these only. */
const iconSets: Readonly<Record<string, IconifyJSON>> = { mdi };

/**
 * The set of that prefix, if the site serves one. Own keys only: a prefix comes from an address or
 * from content, and `constructor` or `__proto__` must not find the object's prototype methods.
 */
export function iconSet(prefix: string): IconifyJSON | undefined {
  return Object.hasOwn(iconSets, prefix) ? iconSets[prefix] : undefined;
}

/** Whether the set has an icon or alias of that name (own keys: `constructor` is no icon either). */
export function hasIcon(set: IconifyJSON, name: string): boolean {
  return Object.hasOwn(set.icons, name) || (set.aliases !== undefined && Object.hasOwn(set.aliases, name));
}

export function iconData(prefix: string, name: string): IconData | undefined {
  const set = iconSet(prefix);
  const data = set && hasIcon(set, name) && getIconData(set, name);
  return data ? { body: data.body, width: data.width ?? set.width ?? 16, height: data.height ?? set.height ?? 16 } : undefined;
}
