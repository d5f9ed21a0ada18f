import { Link } from 'react-router';

/** Page links that work without JavaScript; page 1 is the bare address (one canonical URL). */
export function Pagination({ basePath, page, pageCount }: { basePath: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  return (
    <nav className="pagination" aria-label="Страницы">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pagination__step">
          ← Назад
        </Link>
      ) : null}
      <ol>
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page">{n}</span>
            ) : (
              <Link to={href(n)} aria-label={`Страница ${n}`}>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <Link to={href(page + 1)} rel="next" className="pagination__step">
          Вперёд →
        </Link>
      ) : null}
    </nav>
  );
}
