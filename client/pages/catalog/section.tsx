import type { LoaderFunctionArgs } from 'react-router';
import { Link, useParams } from 'react-router';
import { loadContract, loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import { notFound } from '#client/app/http-error';
import type { PageData } from '#client/app/page-meta';
import { useIcons } from '#client/app/icons';
import { catalogIconNames } from '#client/components/CatalogMenu';
import { ContentIcon } from '#client/components/ContentIcon';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu, sections] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'catalogMenu', {})]);
  const section = sections.find((s) => s.id === params.sectionid);
  if (!section) notFound(new URL(request.url).pathname);
  return {
    meta: sectionPageMeta(menu, 'catalog', `/catalog/${encodeURIComponent(section.id)}`, {
      name: section.name,
      description: section.description,
    }),
  };
}

export default function CatalogSectionPage() {
  const sectionId = useParams().sectionid;
  const sections = [...useContract('catalogMenu', {})].sort((a, b) => a.order - b.order);
  const section = sections.find((s) => s.id === sectionId)!;
  const icons = useIcons(catalogIconNames(sections));
  return (
    <div className="with-aside">
      <div>
        <p className="lead section-lead">
          <ContentIcon icon={icons[section.icon]} size={36} />
          <span>{section.description}</span>
        </p>
        <p>
          Подберём позиции раздела под ваш проект и пришлём коммерческое предложение — позвоните или напишите нам, контакты внизу страницы.
        </p>
      </div>
      <aside className="aside" aria-labelledby="other-sections">
        <h2 id="other-sections">Разделы каталога</h2>
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              {s.id === section.id ? (
                <strong aria-current="page">{s.name}</strong>
              ) : (
                <Link to={`/catalog/${encodeURIComponent(s.id)}`}>{s.name}</Link>
              )}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
