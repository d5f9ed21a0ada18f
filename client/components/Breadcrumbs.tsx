import { Link } from './Link';
import type { Crumb } from '#client/seo/page-meta';

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  if (items.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label="Навигационная цепочка">
      <ol>
        {items.map((crumb, index) => (
          <li key={index}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
