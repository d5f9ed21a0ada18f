import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { useIcons } from '#client/app/icons';
import { catalogIconNames } from '#client/components/CatalogMenu';
import { ContentIcon } from '#client/components/ContentIcon';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  return { meta: sectionPageMeta(await loadMainMenu(deps, request), 'catalog', '/catalog') };
}

export default function CatalogPage() {
  const sections = [...useContract('catalogMenu', {})].sort((a, b) => a.order - b.order);
  const icons = useIcons(catalogIconNames(sections));
  return (
    <>
      <form className="search-form" action="/catalog/search" method="get" role="search">
        <label className="visually-hidden" htmlFor="catalog-q">
          Поиск по каталогу
        </label>
        <input id="catalog-q" name="q" type="search" placeholder="Поиск по каталогу" maxLength={100} />
        <button className="button" type="submit">
          Найти
        </button>
      </form>
      <ul className="section-grid">
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={`/catalog/${encodeURIComponent(section.id)}`} className="section-tile">
              <ContentIcon icon={icons[section.icon]} size={36} />
              <h2>{section.name}</h2>
              <p>{section.description}</p>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
