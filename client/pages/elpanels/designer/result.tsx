import { useEffect, useMemo, type ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { Link } from '#client/components/Link';
import { formatPrice } from '#shared/catalog/format';
import type { Design } from '#shared/designer/design';
import { billOfMaterials } from '#shared/designer/bill-of-materials';
import { designTitle } from '#shared/designer/design-title';
import { phasePlanOf, type PhasePlan } from '#shared/designer/phases';
import { checkDesign } from '#shared/designer/rules';
import { designDeviceCount, designTotals } from '#shared/designer/totals';
import { decodeDesign, designParam } from '#shared/designer/url-encoding';
import { SaveButton } from '#client/features/account/SaveButton';
import { SaveToProjectButton } from '#client/features/account/SaveToProjectButton';
import { AddAllToSpecButton } from '#client/features/specs/AddAllToSpecButton';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData, PageDataWithStatus } from '#client/seo/page-meta';
import { useHydrated } from '#client/components/use-hydrated';
import { reachGoal } from '#client/analytics/events';
import { QuoteRequest } from '#client/features/catalog/QuoteRequest';
import { BillOfMaterials } from '#client/features/elpanels/BillOfMaterials';
import { billProducts } from '#client/features/elpanels/bill-products';
import { withDesignAddressStatus } from '#client/features/elpanels/designer/design-address-status';
import { DesignDocuments } from '#client/features/elpanels/DesignDocuments';
import { DesignFindings } from '#client/features/elpanels/DesignFindings';
import { DinRailDiagram } from '#client/features/elpanels/DinRailDiagram';
import { PhaseLoadTable } from '#client/features/elpanels/PhaseLoadTable';
import { RailScroll } from '#client/features/elpanels/RailScroll';
import { SingleLineDiagram } from '#client/features/elpanels/SingleLineDiagram';
import { designationsOf, singleLineLayout } from '#client/features/elpanels/single-line-layout';
import { useDeviceFacts } from '#client/features/elpanels/use-device-facts';
import { loadDesignDevices, useDesignDevices } from '#client/features/elpanels/design-devices';
import { sectionPageMeta } from '#client/seo/section-meta';

const designerPath = '/elpanels/designer';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData | PageDataWithStatus> {
  // Without a design that opens there is nothing to look up: the page says why, small and quick.
  const encoded = new URL(request.url).searchParams.get(designParam);
  const decoded = encoded === null ? null : decodeDesign(encoded);
  // Only the design's own products (docs/designer.md, "Page weight").
  const [menu] = await Promise.all([
    loadMainMenu(deps, request),
    decoded?.ok ? loadDesignDevices(deps, request, decoded.design) : undefined,
  ]);
  const meta = sectionPageMeta(menu, 'elpanels', '/elpanels/designer/result', {
    name: 'Проект электрощита',
    description: 'Состав щита, схема на DIN-рейке, однолинейная схема и смета по проекту из конструктора.',
    crumbs: [{ label: 'Конструктор электрощита', to: designerPath }, { label: 'Проект электрощита' }],
  });
  // Every design has its own address; none of them is a page for search engines.
  return withDesignAddressStatus(request, { meta: { ...meta, noindex: true } });
}

/**
 * The design in the address, drawn on the server (docs/designer.md, "Result page"): diagrams, bill
 * of materials, total, the rules' findings, a three-phase panel's loads per phase; print, save and
 * a quote request. A link that does not
 * decode says why and leads back to the designer.
 */
export default function ElPanelDesignerResultPage() {
  const [searchParams] = useSearchParams();
  const encoded = searchParams.get(designParam);
  if (encoded === null) {
    return (
      <p className="empty-state">
        Вы ещё не собрали щит. <Link to={designerPath}>Начните в конструкторе</Link> или выберите <Link to="/elpanels">готовый щит</Link>.
      </p>
    );
  }
  return <DesignResult encoded={encoded} />;
}

function DesignResult({ encoded }: { encoded: string }) {
  const decoded = useMemo(() => decodeDesign(encoded), [encoded]);
  // A design that opens is the «design result opened» goal, once per design (docs/operations.md, "Goals and e-commerce").
  useEffect(() => {
    if (decoded.ok) reachGoal('designResultOpened');
  }, [encoded, decoded.ok]);
  if (!decoded.ok) {
    return (
      <div className="empty-state" role="alert">
        <p>{decoded.message}</p>
        <p>
          <Link className="button" to={designerPath}>
            Вернуться в конструктор
          </Link>
        </p>
      </div>
    );
  }

  return <DecodedDesign encoded={encoded} design={decoded.design} />;
}

/**
 * A three-phase panel's «Нагрузка по фазам» (docs/designer.md, "Result page"): the table once any
 * device has a phase; before that a line on the screen saying how to give them (not printed: it is
 * an instruction, and paper has no link to follow).
 */
function PhaseLoads({ plan, designerPath, children }: { plan: PhasePlan; designerPath: string; children: ReactNode }) {
  const placed = plan.loads.some((load) => load.devices.length > 0);
  return (
    <section className={`design-result__section${placed ? '' : ' design-result__screen-only'}`} aria-labelledby="phases-title">
      <h2 id="phases-title">Нагрузка по фазам</h2>
      {placed ? (
        children
      ) : (
        <p>
          Фазы однофазным линиям не выбраны. Выберите их или нажмите «Распределить по фазам» <Link to={designerPath}>в конструкторе</Link>.
        </p>
      )}
    </section>
  );
}

/** Only a design that opens reads the catalogue's devices (the loader fetched its own for it alone). */
function DecodedDesign({ encoded, design }: { encoded: string; design: Design }) {
  const devices = useDesignDevices(design);
  const { facts, byId } = useDeviceFacts(devices);
  const hydrated = useHydrated();
  const totals = designTotals(design, facts);
  const findings = checkDesign(design, facts);
  const lines = billOfMaterials(design, facts);
  const enclosure = design.enclosureId === null ? undefined : facts.get(design.enclosureId);
  const deviceCount = designDeviceCount(design);
  const title = designTitle(enclosure?.name ?? null, deviceCount);
  const phases = phasePlanOf(design, facts);

  return (
    <div className="design-result">
      <p className="lead design-result__summary">
        {enclosure ? enclosure.name : 'Корпус не выбран'} · занято {totals.modulesUsed}
        {totals.modulesTotal !== null ? ` из ${totals.modulesTotal}` : ''} модулей · итого <strong>{formatPrice(totals.price)}</strong>
      </p>
      <div className="design-result__actions">
        <Link className="button button--ghost" to={`${designerPath}?${designParam}=${encoded}`}>
          Изменить в конструкторе
        </Link>
        <SaveButton kind="panel-design" refId={encoded} />
        <SaveToProjectButton kind="design" title={title} address={`${designerPath}/result?${designParam}=${encoded}`} />
        {hydrated ? (
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            Распечатать
          </button>
        ) : null}
      </div>

      <section className="design-result__section" aria-labelledby="findings-title">
        <h2 id="findings-title">Проверка</h2>
        <DesignFindings findings={findings} />
      </section>

      {phases.threePhase ? (
        <PhaseLoads plan={phases} designerPath={`${designerPath}?${designParam}=${encoded}`}>
          <PhaseLoadTable plan={phases} designations={designationsOf(singleLineLayout(design, facts))} caption={title} />
        </PhaseLoads>
      ) : null}

      <section className="design-result__section" aria-labelledby="rail-title">
        <h2 id="rail-title">Схема на DIN-рейке</h2>
        <RailScroll label={title}>
          <DinRailDiagram design={design} factsById={facts} title={title} />
        </RailScroll>
      </section>

      <section className="design-result__section" aria-labelledby="single-line-title">
        <h2 id="single-line-title">Однолинейная схема</h2>
        <SingleLineDiagram design={design} factsById={facts} />
      </section>

      <section className="design-result__section" aria-labelledby="bom-title">
        <h2 id="bom-title">Состав и смета</h2>
        <BillOfMaterials lines={lines} total={totals.price} devices={byId} facts={facts} caption={title} />
        <div className="design-result__spec">
          <AddAllToSpecButton lines={lines} />
        </div>
      </section>

      <section className="design-result__section design-result__documents" aria-labelledby="documents-title">
        <h2 id="documents-title">Документы</h2>
        <DesignDocuments encoded={encoded} />
      </section>

      <div className="design-result__quote">
        <QuoteRequest subject={{ field: 'design', value: encoded, name: title, unit: 'шт', products: billProducts(lines) }} />
      </div>
    </div>
  );
}
