import type { LoaderFunctionArgs } from 'react-router';
import { Link, useSearchParams } from 'react-router';
import { loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export const maxQueryLength = 100;

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const meta = sectionPageMeta(await loadMainMenu(deps, request), 'catalog', '/catalog/search', { name: 'Поиск по каталогу' });
  // Result pages are endless and personal to the query: keep them out of the index.
  return { meta: { ...meta, noindex: true } };
}

export default function CatalogSearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, maxQueryLength);
  const needle = query.toLocaleLowerCase('ru');
  const sections = useContract('catalogMenu', {});
  const matches = needle ? sections.filter((s) => `${s.name} ${s.description}`.toLocaleLowerCase('ru').includes(needle)) : [];
  return (
    <>
      <form className="search-form" action="/catalog/search" method="get" role="search">
        <label className="visually-hidden" htmlFor="search-q">
          Что ищем?
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Например, автоматический выключатель"
          maxLength={maxQueryLength}
        />
        <button className="button" type="submit">
          Найти
        </button>
      </form>
      {query ? (
        <section aria-live="polite">
          <h2 className="section__title">Разделы по запросу «{query}»</h2>
          {matches.length ? (
            <ul className="link-list">
              {matches.map((s) => (
                <li key={s.id}>
                  <Link to={`/catalog/${encodeURIComponent(s.id)}`}>{s.name}</Link> — {s.description}
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-state">Ничего не нашлось. Попробуйте другое слово или выберите раздел каталога.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
