import { NavLink } from './Link';
import type { CatalogMenuEntry } from '#shared/contract';
import { useIcons } from '#client/data/icons';
import { catalogIconNames } from '#client/data/shell-data';
import { ContentIcon } from './ContentIcon';

export function CatalogMenu({ entries }: { entries: CatalogMenuEntry[] }) {
  const sorted = [...entries].sort((a, b) => a.order - b.order);
  const icons = useIcons(catalogIconNames(entries));
  return (
    <nav className="catalog-menu" aria-label="Каталог">
      <ul className="container catalog-menu__list">
        {sorted.map((entry) => (
          <li key={entry.id}>
            <NavLink to={`/catalog/${encodeURIComponent(entry.id)}`}>
              <ContentIcon icon={icons[entry.icon]} size={18} />
              <span>{entry.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
