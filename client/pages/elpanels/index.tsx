import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { loadContract, loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { RefList } from '#client/page-parts/RefList';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'elPanels', {})]);
  return { meta: sectionPageMeta(menu, 'elpanels', '/elpanels') };
}

export default function ElPanelsPage() {
  const panels = useContract('elPanels', {});
  return (
    <>
      <p className="lead">
        Готовые решения для типовых задач. Нужна своя конфигурация — <Link to="/elpanels/designer">соберите щит в конструкторе</Link>.
      </p>
      <RefList items={panels} basePath="/elpanels" />
    </>
  );
}
