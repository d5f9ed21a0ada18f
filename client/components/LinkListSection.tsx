import { Link } from './Link';

export interface LinkItem {
  to: string;
  label: string;
}

/**
 * A titled list of links — the footer's sections, a page's «other …» list: the heading labels the
 * region, so a screen reader's list of landmarks names it.
 */
export function LinkListSection({
  as: Region = 'nav',
  id,
  title,
  links,
  className,
}: {
  as?: 'nav' | 'aside';
  /** The heading's id. */
  id: string;
  title: string;
  links: readonly LinkItem[];
  className?: string;
}) {
  return (
    <Region className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </Region>
  );
}
