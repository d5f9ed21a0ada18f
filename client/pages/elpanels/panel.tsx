import type { LoaderFunctionArgs } from 'react-router';
import { Link, useParams } from 'react-router';
import { SaveButton } from '#client/account/SaveButton';
import { loadContract, loadMainMenu, useContract } from '#client/app/contract-data';
import type { AppDeps } from '#client/app/data';
import type { PageData } from '#client/app/page-meta';
import { sectionPageMeta } from '#client/page-parts/section-meta';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu, panel] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'elPanel', { elpanelID: params.elpanelID ?? '' }),
  ]);
  return {
    meta: sectionPageMeta(menu, 'elpanels', `/elpanels/${encodeURIComponent(panel.id)}`, { name: panel.name, description: panel.summary }),
  };
}

export default function ElPanelPage() {
  const panel = useContract('elPanel', { elpanelID: useParams().elpanelID ?? '' });
  return (
    <div className="product">
      <p className="lead">{panel.summary}</p>
      <p className="actions">
        <SaveButton kind="elpanel-design" refId={panel.id} />
        <Link className="button" to="/elpanels/designer">
          Изменить состав в конструкторе
        </Link>
      </p>
    </div>
  );
}
