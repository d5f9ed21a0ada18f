import { Link } from '../components/Link';

/** A list of named items with a one-line summary: panels, calculators. */
export function RefList({ items, basePath }: { items: { id: string; name: string; summary: string }[]; basePath: string }) {
  return (
    <ul className="ref-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`${basePath}/${encodeURIComponent(item.id)}`} className="ref-list__item">
            <h2>{item.name}</h2>
            <p>{item.summary}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
