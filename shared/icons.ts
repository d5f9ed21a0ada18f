/**
 * Icons named by content (`mdi:flash`) are data like any other: the server resolves them from its
 * local icon sets while rendering, they travel to the browser in the page's query cache, and the
 * browser asks the site's own icon endpoint (`/api/icons/{prefix}.json?icons=a,b`, Iconify's API
 * form) only for icons a page it renders itself needs. Nothing flickers in after hydration.
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

/** How long the browser waits for the icon endpoint (docs/behaviour.md, "Upstream calls"). */
export const iconFetchTimeoutMs = 1500;
