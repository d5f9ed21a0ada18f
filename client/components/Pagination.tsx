import { Link } from './Link';

/** The pages to link: the first, the last and two either side of the current one; null is a gap. */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/**
 * Page links that work without JavaScript. `href` builds a page's address (page 1 is the bare
 * address: one canonical URL); by default `?page=N` on `basePath`.
 */
export function Pagination({
  basePath,
  page,
  pageCount,
  href = (n) => (n === 1 ? basePath : `${basePath}?page=${n}`),
}: {
  basePath: string;
  page: number;
  pageCount: number;
  href?: (n: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label="Страницы">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="pagination__step">
          ← Назад
        </Link>
      ) : null}
      <ol>
        {visiblePages(page, pageCount).map((n, index) => (
          <li key={n ?? `gap-${index}`}>
            {n === null ? (
              <span aria-hidden="true">…</span>
            ) : n === page ? (
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
