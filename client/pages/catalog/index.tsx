import type { LoaderFunctionArgs } from 'react-router';
import { Link } from '#client/components/Link';
import { productWord } from '#shared/catalog/format';
import { plural } from '#shared/text/plural';
import { sectionPath } from '#shared/catalog/paths';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { CatalogSearchForm } from '#client/features/catalog/CatalogSearchForm';
import { sectionPageMeta } from '#client/seo/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'catalogTree', {})]);
  return { meta: sectionPageMeta(menu, 'catalog', '/catalog') };
}

export default function CatalogPage() {
  const tree = [...useContract('catalogTree', {})].sort((a, b) => a.order - b.order);
  return (
    <>
      <CatalogSearchForm id="catalog-q" />
      <ul className="catalog-tree">
        {tree.map((section, index) => (
          <li key={section.id} className="catalog-tree__section">
            <Link to={sectionPath(section.id)} className="catalog-tree__head">
              <img
                src={section.picture.src}
                alt=""
                width={section.picture.width}
                height={section.picture.height}
                loading={index >= 4 ? 'lazy' : undefined}
              />
              <span>
                <h2>{section.name}</h2>
                <span className="catalog-tree__count">{plural(section.productCount, productWord)}</span>
              </span>
            </Link>
            <p className="catalog-tree__description">{section.description}</p>
            <ul className="catalog-tree__subsections">
              {section.subsections.map((sub) => (
                <li key={sub.id}>
                  <Link to={sectionPath(sub.id)}>{sub.name}</Link> <span className="catalog-tree__count">{sub.productCount}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
