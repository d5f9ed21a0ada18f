/**
 * Icons named by content (`mdi:flash`): each is a file of one symbol the site serves from its local
 * icon sets (`/api/icons/mdi/flash.svg`), which a page draws with `<use>` (client/components/NamedIcon.tsx).
 */
export interface IconData {
  body: string;
  width: number;
  height: number;
}

/** `mdi:flash` → `['mdi', 'flash']`; anything else is no icon name. */
export function splitIconName(name: string): [prefix: string, icon: string] | null {
  const match = /^([a-z0-9-]{1,32}):([a-z0-9-]{1,64})$/.exec(name);
  const [, prefix, icon] = match ?? [];
  return prefix && icon ? [prefix, icon] : null;
}

/** The symbol's id in an icon's file: one symbol a file, so one short id for all. */
export const namedIconSymbolId = 'i';

/**
 * The address of an icon's symbol in its file (`mdi:flash` → `/api/icons/mdi/flash.svg#i`); none for
 * what is no icon name. The name's parts are `[a-z0-9-]`, nothing to escape.
 */
export function namedIconHref(name: string): string | undefined {
  const parts = splitIconName(name);
  return parts ? `/api/icons/${parts[0]}/${parts[1]}.svg#${namedIconSymbolId}` : undefined;
}
