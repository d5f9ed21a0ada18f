import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { loadMainMenu } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const menu = await loadMainMenu(deps, request);
  const meta = sectionPageMeta(menu, 'elpanels', '/elpanels/designer/result', {
    name: 'Результат подбора щита',
    crumbs: [{ label: 'Конструктор электрощита', to: '/elpanels/designer' }, { label: 'Результат подбора щита' }],
  });
  return { meta: { ...meta, noindex: true } };
}

export default function ElPanelDesignerResultPage() {
  return (
    <p className="empty-state">
      Вы ещё не собрали щит. <Link to="/elpanels/designer">Начните в конструкторе</Link>
    </p>
  );
}
