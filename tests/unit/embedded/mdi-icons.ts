import { icons } from '@iconify-json/mdi';

/** Content names icons as 'mdi:<name>'; the BFF's /api/icons serves them from this set. */
export function isServedMdiIcon(name: string): boolean {
  const match = /^mdi:([a-z0-9-]+)$/.exec(name);
  if (!match) return false;
  const iconName = match[1]!;
  return iconName in icons.icons || iconName in (icons.aliases ?? {});
}
