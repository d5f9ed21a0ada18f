import { namedIconHref } from '#shared/icons';

/**
 * An icon named by content (`mdi:flash`: the catalogue menu's, the home page's advantages'): a `<use>`
 * of the icon's own file, which the site serves from its icon sets and the browser caches
 * (docs/behaviour.md, "Page weight"). Neither the page's markup nor its data carries the drawing, the
 * server and the browser draw the same markup, and a page drawn in the browser needs nothing loaded
 * first. Decorative, sized even when the name is no icon name.
 */
export function NamedIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  const href = namedIconHref(name);
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      {href ? <use href={href} /> : null}
    </svg>
  );
}
