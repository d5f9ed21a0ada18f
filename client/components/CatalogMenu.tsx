import { NavLink } from 'react-router';
import type { CatalogMenuEntry } from '../../shared/contract';
import { ContentIcon } from './ContentIcon';

export function CatalogMenu({ entries }: { entries: CatalogMenuEntry[] }) {
  const sorted = [...entries].sort((a, b) => a.order - b.order);
  return (
    <nav className="catalog-menu" aria-label="Каталог">
      <ul className="container catalog-menu__list">
        {sorted.map((entry) => (
          <li key={entry.id}>
            <NavLink to={`/catalog/${encodeURIComponent(entry.id)}`}>
              <ContentIcon name={entry.icon} size={18} />
              <span>{entry.name}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
