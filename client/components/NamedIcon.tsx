import { useLayoutEffect } from 'react';
import type { AppDeps } from '#client/data/data';
import { renderingOnServer } from '#client/data/cached-query';
import { useSite } from '#client/data/deps-context';
import { defineIconSymbol, namedIconId } from './icon-sheet';

/**
 * An icon named by content (`mdi:flash`: the catalogue menu's, the home page's advantages'), drawn
 * by its name alone: a `<use>` of its symbol. The server's sheet draws the symbol from the server's
 * icon sets, so neither the HTML's markup nor the page data carries the drawing twice, and hydration
 * needs no icon data. A page the browser draws itself gets the symbols its sheet lacks from the
 * site's icon endpoint (`loadNamedIcons`). Decorative, sized even when the icon is unknown.
 */
export function NamedIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  const { iconSheet, deps } = useSite();
  iconSheet?.addNamed(name);
  useLayoutEffect(() => void loadNamedIcons(deps, [name]), [deps, name]);
  const id = namedIconId(name);
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      {id ? <use href={`#${id}`} /> : null}
    </svg>
  );
}

/**
 * For a loader in the browser: defines the symbols of these named icons that the page's sheet lacks
 * before the page is drawn. On the server nothing: the render's sheet draws each icon it meets. The
 * server's sheet has every icon of the page it sent, so what asks the icon endpoint is a chunk of
 * its own, loaded the first time a page drawn here lacks one.
 */
export function loadNamedIcons(deps: Pick<AppDeps, 'icons'>, names: readonly string[]): Promise<void> {
  if (renderingOnServer) return Promise.resolve();
  const missing = names.filter((name) => {
    const id = namedIconId(name);
    return id !== undefined && !document.getElementById(id);
  });
  if (missing.length === 0) return Promise.resolve();
  return import('./named-icon-symbols').then((symbols) =>
    symbols.defineNamedIcons(deps, missing, (name, icon) => defineIconSymbol(namedIconId(name)!, icon)),
  );
}
