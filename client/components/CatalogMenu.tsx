import { NavLink } from './Link';
import type { DrawnCatalogMenuEntry } from '#shared/contract';
import { NamedIcon } from './NamedIcon';

export function CatalogMenu({ entries }: { entries: DrawnCatalogMenuEntry[] }) {
  return (
    <nav className="catalog-menu" aria-label="Каталог">
      <ul className="container catalog-menu__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <NavLink to={`/catalog/${encodeURIComponent(entry.id)}`}>
              <NamedIcon name={entry.icon} size={18} />
              {entry.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
