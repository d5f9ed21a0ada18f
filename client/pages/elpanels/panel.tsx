import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { Link } from '#client/components/Link';
import { formatPrice } from '#shared/catalog/format';
import { plural } from '#shared/text/plural';
import { billOfMaterials } from '#shared/designer/bill-of-materials';
import { designDeviceCount } from '#shared/designer/totals';
import { designParam, encodeDesign } from '#shared/designer/url-encoding';
import { SaveButton } from '#client/features/account/SaveButton';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { QuoteRequest } from '#client/features/catalog/QuoteRequest';
import { BillOfMaterials } from '#client/features/elpanels/BillOfMaterials';
import { DinRailDiagram } from '#client/features/elpanels/DinRailDiagram';
import { RailScroll } from '#client/features/elpanels/RailScroll';
import { SingleLineDiagram } from '#client/features/elpanels/SingleLineDiagram';
import { useDeviceFacts } from '#client/features/elpanels/use-device-facts';
import { billProducts } from '#client/features/elpanels/bill-products';
import { sectionPageMeta } from '#client/seo/section-meta';
import { moduleWord } from '#shared/designer/count-words';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu, panel] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'elPanel', { elpanelID: params.elpanelID ?? '' }),
  ]);
  return {
    meta: sectionPageMeta(menu, 'elpanels', `/elpanels/${encodeURIComponent(panel.id)}`, {
      name: panel.name,
      description: `${panel.summary} Цена ${formatPrice(panel.price)}, ${plural(panel.modules, moduleWord)}, ${panel.ip}.`,
    }),
  };
}

/** A ready-made panel (docs/designer.md, "Panel pages"): what it is made of, drawn, priced, and how to get it. */
export default function ElPanelPage() {
  const panel = useContract('elPanel', { elpanelID: useParams().elpanelID ?? '' });
  const { facts, byId } = useDeviceFacts(panel.devices);
  const lines = billOfMaterials(panel.design, facts);

  return (
    <div className="panel-page">
      <div className="panel-page__top">
        <div className="panel-page__about">
          <p className="lead">{panel.summary}</p>
          {panel.description.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="panel-page__buy">
          <dl className="facts">
            <dt>Модулей</dt>
            <dd>
              {panel.modulesUsed} из {panel.modules}
            </dd>
            <dt>Степень защиты</dt>
            <dd>{panel.ip}</dd>
            <dt>Устройств</dt>
            <dd>{designDeviceCount(panel.design)}</dd>
          </dl>
          <p className="product-page__price">{formatPrice(panel.price)}</p>
          <div className="design-result__actions">
            <SaveButton kind="elpanel-design" refId={panel.id} />
            <Link className="button button--ghost" to={`/elpanels/designer?${designParam}=${encodeDesign(panel.design)}`}>
              Открыть в конструкторе
            </Link>
          </div>
          <QuoteRequest subject={{ field: 'panelId', value: panel.id, name: panel.name, unit: 'шт', products: billProducts(lines) }} />
        </div>
      </div>

      <section className="design-result__section" aria-labelledby="rail-title">
        <h2 id="rail-title">Схема на DIN-рейке</h2>
        <RailScroll label={panel.name}>
          <DinRailDiagram design={panel.design} factsById={facts} title={panel.name} />
        </RailScroll>
      </section>

      <section className="design-result__section" aria-labelledby="bom-title">
        <h2 id="bom-title">Состав щита</h2>
        <BillOfMaterials lines={lines} total={panel.price} devices={byId} facts={facts} caption={`Состав: ${panel.name}`} />
      </section>

      <section className="design-result__section" aria-labelledby="single-line-title">
        <h2 id="single-line-title">Однолинейная схема</h2>
        <SingleLineDiagram design={panel.design} factsById={facts} />
      </section>
    </div>
  );
}
