/**
 * Icons named by content (`mdi:flash`): the server draws them from its local icon sets into the
 * page's icon sheet while rendering, and the browser asks the site's own icon endpoint
 * (`/api/icons/{prefix}.json?icons=a,b`, Iconify's API form) only for icons a page it renders itself
 * needs and the sheet lacks (client/components/NamedIcon.tsx). Nothing flickers in after hydration.
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
