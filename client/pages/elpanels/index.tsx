import type { LoaderFunctionArgs } from 'react-router';
import { Link } from '#client/components/Link';
import type { ElPanel } from '#shared/contract';
import { formatPrice } from '#shared/catalog/format';
import { plural } from '#shared/text/plural';

import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { DinRailDiagram } from '#client/features/elpanels/DinRailDiagram';
import { useDeviceFacts } from '#client/features/elpanels/use-device-facts';
import { sectionPageMeta } from '#client/seo/section-meta';
import { moduleWord } from '#shared/designer/count-words';

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
      <ul className="panel-grid">
        {panels.map((panel) => (
          <li key={panel.id}>
            <PanelCard panel={panel} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PanelCard({ panel }: { panel: ElPanel }) {
  const { facts } = useDeviceFacts(panel.devices);
  const href = `/elpanels/${encodeURIComponent(panel.id)}`;
  return (
    <article className="panel-card">
      <Link to={href} className="panel-card__picture" tabIndex={-1} aria-hidden="true">
        <DinRailDiagram design={panel.design} factsById={facts} title={panel.name} compact />
      </Link>
      <div className="panel-card__body">
        <h2 className="panel-card__title">
          <Link to={href}>{panel.name}</Link>
        </h2>
        <p className="panel-card__summary">{panel.summary}</p>
        <p className="panel-card__facts">
          {plural(panel.modules, moduleWord)} · {panel.ip}
        </p>
        <p className="product-card__price">{formatPrice(panel.price)}</p>
      </div>
    </article>
  );
}
