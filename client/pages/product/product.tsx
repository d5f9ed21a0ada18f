import type { LoaderFunctionArgs } from 'react-router';
import { Link, redirect, useParams } from 'react-router';
import { SaveButton } from '#client/account/SaveButton';
import { loadContract, loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export const productPath = (p: { url: string; id: string }) => `/product/${encodeURIComponent(p.url)}/${encodeURIComponent(p.id)}`;

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData | Response> {
  const [menu, product, sections] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'product', { productid: params.productid ?? '' }),
    loadContract(deps, request, 'catalogMenu', {}),
  ]);
  // The id decides; a renamed product's old slug moves to the current address.
  if (params.producturl !== product.url) return redirect(productPath(product), 301);
  const section = sections.find((s) => s.id === product.sectionId);
  const crumbs = section
    ? [{ label: section.name, to: `/catalog/${encodeURIComponent(section.id)}` }, { label: product.name }]
    : [{ label: product.name }];
  return { meta: sectionPageMeta(menu, 'catalog', productPath(product), { name: product.name, crumbs }) };
}

export default function ProductPage() {
  const product = useContract('product', { productid: useParams().productid ?? '' });
  const section = useContract('catalogMenu', {}).find((s) => s.id === product.sectionId);
  return (
    <div className="product">
      <dl className="facts">
        <dt>Артикул</dt>
        <dd>{product.id}</dd>
        {section ? (
          <>
            <dt>Раздел</dt>
            <dd>
              <Link to={`/catalog/${encodeURIComponent(section.id)}`}>{section.name}</Link>
            </dd>
          </>
        ) : null}
      </dl>
      <p>Цену и сроки поставки уточняйте у менеджера: позвоните или напишите нам, контакты внизу страницы.</p>
      <SaveButton kind="product" refId={product.id} />
    </div>
  );
}
