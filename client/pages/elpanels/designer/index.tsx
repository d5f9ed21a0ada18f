import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { Link } from '#client/components/Link';
import { formatPrice } from '#shared/catalog/format';
import { formatNumber } from '#shared/calculators/format';
import { emptyDesign, type Design } from '#shared/designer/design';
import type { FactsById } from '#shared/designer/device-facts';
import type { EditAction } from '#shared/designer/edits';
import { initialHistory, reduceHistory, type HistoryAction, type HistoryState } from '#shared/designer/history';
import { phasePlanOf, type PhasePlan } from '#shared/designer/phases';
import { checkDesign } from '#shared/designer/rules';
import { designTotals, type DesignTotals } from '#shared/designer/totals';
import { decodeDesign, designParam, designResultPath, encodeDesign, type DecodeResult } from '#shared/designer/url-encoding';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData, PageDataWithStatus } from '#client/seo/page-meta';
import { useHydrated } from '#client/components/use-hydrated';
import { UiIcon } from '#client/components/UiIcon';
import { withDesignAddressStatus } from '#client/features/elpanels/designer/design-address-status';
import { DesignFindings } from '#client/features/elpanels/DesignFindings';
import { DinRailDiagram } from '#client/features/elpanels/DinRailDiagram';
import { RailScroll } from '#client/features/elpanels/RailScroll';
import { AddDeviceForm } from '#client/features/elpanels/designer/AddDeviceForm';
import { deviceGroups, type DeviceGroups } from '#client/features/elpanels/designer/device-groups';
import { RowEditor, type RowEdit } from '#client/features/elpanels/designer/RowEditor';
import { focusAfterHistoryStep, focusAfterItemEdit, focusAfterRowRemoval, focusKeys } from '#client/features/elpanels/designer/edit-focus';
import { focusable, useFocusAfterEdit } from '#client/features/elpanels/designer/use-focus-after-edit';
import { useDeviceFacts } from '#client/features/elpanels/use-device-facts';
import { loadDesignDevices, useDesignDevices, useDeviceLibrary } from '#client/features/elpanels/design-devices';
import { sectionPageMeta } from '#client/seo/section-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData | PageDataWithStatus> {
  // Only the products of the design in the address: the library comes to the browser after hydration.
  const encoded = new URL(request.url).searchParams.get(designParam);
  const opened = encoded === null ? null : decodeDesign(encoded);
  const [menu] = await Promise.all([loadMainMenu(deps, request), opened?.ok ? loadDesignDevices(deps, request, opened.design) : undefined]);
  return withDesignAddressStatus(request, {
    meta: sectionPageMeta(menu, 'elpanels', '/elpanels/designer', {
      name: 'Конструктор электрощита',
      description: 'Соберите электрощит из устройств каталога: корпус, автоматы, УЗО, учёт — с проверкой и сметой.',
    }),
  });
}

/**
 * The panel designer (docs/designer.md, "Designer page"): an enclosure and catalogue devices on
 * its rails, checked by the designer's rules as they change, with undo and redo. The whole design
 * lives in the address (`?d=`), so a reload or a shared link opens the same panel; every change
 * is announced to screen readers.
 */
export default function ElPanelDesignerPage() {
  const [searchParams] = useSearchParams();
  const encoded = searchParams.get(designParam);
  const opened = useMemo(() => (encoded === null ? null : decodeDesign(encoded)), [encoded]);
  const hydrated = useHydrated();
  // What the page draws first needs only the opened design's products; the controls need the library.
  const used = useDesignDevices(opened?.ok ? opened.design : emptyDesign);
  const library = useDeviceLibrary(hydrated);
  const devices = library.data ?? used;
  const { facts } = useDeviceFacts(devices);
  const groups = useMemo(() => deviceGroups(devices, facts), [devices, facts]);
  const designer = useDesigner(opened, facts);
  const { history } = designer;
  const design = history.present;
  const totals = designTotals(design, facts);
  const resultPath = designResultPath(design);
  return (
    <div className="designer">
      {opened && !opened.ok ? (
        <p className="form-message form-message--error" role="alert">
          {opened.message} Конструктор открыт с пустым щитом.
        </p>
      ) : null}
      <div className="designer__layout">
        {/* The controls work only in the browser: until then (and without JavaScript) the page says what does. */}
        {!hydrated ? (
          <WithoutScript resultPath={opened?.ok ? resultPath : null} />
        ) : library.data ? (
          <DesignerControls designer={designer} groups={groups} facts={facts} totals={totals} />
        ) : (
          <LibraryLoading failed={library.isError} onRetry={() => void library.refetch()} />
        )}
        <DesignPreview design={design} facts={facts} totals={totals} resultPath={resultPath} />
      </div>
      <Announcer text={history.announcement} revision={history.revision} />
    </div>
  );
}

type Designer = ReturnType<typeof useDesigner>;

/**
 * The design's history and the edits the controls make on it. Every dispatch says where focus
 * goes next (docs/designer.md, "Designer page"): an edit redraws the rows, and the pressed control
 * may be gone or belong to another device by then.
 */
function useDesigner(opened: DecodeResult | null, facts: FactsById) {
  const [history, dispatch] = useReducer(
    (state: HistoryState, action: HistoryAction) => reduceHistory(state, action, facts),
    opened?.ok ? opened.design : emptyDesign,
    (design) => initialHistory(design),
  );
  const design = history.present;
  const [addRow, setAddRow] = useState(0);

  const focusNext = useFocusAfterEdit(design);
  const edit = (action: EditAction) => {
    focusNext(action.type === 'removeRow' ? focusAfterRowRemoval(action.rowIndex) : null);
    dispatch(action);
  };
  const editItem: RowEdit = (action, from) => {
    focusNext(from ? focusAfterItemEdit(design, from.at, from.control) : null);
    dispatch(action);
  };
  const step = (type: 'undo' | 'redo') => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.focus : undefined;
    focusNext(focusAfterHistoryStep(focused, type), { onlyIfLost: true });
    dispatch({ type });
  };
  const addInRow = (rowIndex: number) => {
    setAddRow(rowIndex);
    focusable(focusKeys.addDevice)?.focus();
  };

  // A link to another design while the designer is open (the address changes through the router).
  const shown = useRef(opened);
  useEffect(() => {
    if (shown.current === opened) return;
    shown.current = opened;
    dispatch({ type: 'load', design: opened?.ok ? opened.design : emptyDesign });
  }, [opened]);

  useAddressFollowsDesign(history);
  useUndoShortcuts(step);
  return { history, edit, editItem, step, addRow, setAddRow, addInRow };
}

/** The enclosure, the add form, undo and redo, and each row's devices: drawn once the script runs. */
function DesignerControls({
  designer,
  groups,
  facts,
  totals,
}: {
  designer: Designer;
  groups: DeviceGroups;
  facts: FactsById;
  totals: DesignTotals;
}) {
  const { history, edit } = designer;
  const design = history.present;
  const plan = phasePlanOf(design, facts);
  const phasedAt = new Map(plan.items.map((item) => [`${item.placed.rowIndex}:${item.placed.itemIndex}`, item]));
  return (
    <div className="designer__controls">
      <EnclosurePicker
        groups={groups}
        value={design.enclosureId}
        facts={facts}
        onChange={(productId) => edit({ type: 'setEnclosure', productId })}
      />
      <AddDeviceForm
        groups={groups}
        rowCount={design.rows.length}
        rowIndex={designer.addRow}
        onRowIndexChange={designer.setAddRow}
        onAdd={({ productId, rowIndex, quantity, label }) => edit({ type: 'add', productId, rowIndex, quantity, label })}
      />
      <HistoryButtons designer={designer} />
      {plan.threePhase ? <PhaseBalance plan={plan} onBalance={() => edit({ type: 'balancePhases' })} /> : null}
      {design.rows.map((row, rowIndex) => (
        <RowEditor
          key={rowIndex}
          row={row}
          rowIndex={rowIndex}
          rowCount={design.rows.length}
          usage={totals.rows[rowIndex]}
          facts={facts}
          phased={(at) => phasedAt.get(`${at.rowIndex}:${at.itemIndex}`)}
          onEdit={designer.editItem}
          onAddInRow={designer.addInRow}
        />
      ))}
    </div>
  );
}

function HistoryButtons({ designer: { history, step, edit } }: { designer: Designer }) {
  return (
    <div className="designer__history" role="group" aria-label="История изменений">
      <button
        type="button"
        className="button button--ghost button--small"
        data-focus={focusKeys.undo}
        onClick={() => step('undo')}
        disabled={!history.past.length}
      >
        <UiIcon name="undo" size={18} /> Отменить
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        data-focus={focusKeys.redo}
        onClick={() => step('redo')}
        disabled={!history.future.length}
      >
        <UiIcon name="redo" size={18} /> Повторить
      </button>
      <button type="button" className="button button--ghost button--small" onClick={() => edit({ type: 'addRow' })}>
        Добавить ряд
      </button>
    </div>
  );
}

/**
 * A three-phase panel's phases (docs/designer.md, "Designer page"): «Распределить по фазам» and
 * what each phase draws now, so the visitor sees the balance change as they edit.
 */
function PhaseBalance({ plan, onBalance }: { plan: PhasePlan; onBalance: () => void }) {
  return (
    <div className="designer__phases">
      <button type="button" className="button button--ghost button--small" data-focus={focusKeys.balance} onClick={onBalance}>
        Распределить по фазам
      </button>
      <p className="designer__phase-loads">
        {plan.loads.map((load) => `${load.phase}\u00a0— ${formatNumber(load.current, 1)}\u00a0А`).join(' · ')}
        {plan.unassigned.length ? ` · без фазы: ${plan.unassigned.length}` : ''}
      </p>
    </div>
  );
}

/** The rails as drawn, the modules and the price, what the rules found, and the way to the bill. */
function DesignPreview({
  design,
  facts,
  totals,
  resultPath,
}: {
  design: Design;
  facts: FactsById;
  totals: DesignTotals;
  resultPath: string;
}) {
  const enclosure = design.enclosureId === null ? undefined : facts.get(design.enclosureId);
  return (
    <div className="designer__preview">
      <div className="designer__sticky">
        <RailScroll label={enclosure?.name ?? 'Щит без корпуса'}>
          <DinRailDiagram design={design} factsById={facts} title={enclosure?.name ?? 'Щит без корпуса'} />
        </RailScroll>
        <p className="designer__totals">
          Занято {totals.modulesUsed}
          {totals.modulesTotal !== null ? ` из ${totals.modulesTotal}` : ''} мод. · итого <strong>{formatPrice(totals.price)}</strong>
        </p>
        <DesignFindings findings={checkDesign(design, facts)} live />
        <Link className="button button--accent button--block" to={resultPath}>
          Смета и схема
        </Link>
      </div>
    </div>
  );
}

/**
 * What the designer page offers before its script runs, and to a browser without JavaScript
 * (docs/designer.md, "Designer page"): building needs the script; the ready-made panels and a
 * design's result page are plain pages that work without it.
 */
function WithoutScript({ resultPath }: { resultPath: string | null }) {
  return (
    <div className="designer__controls designer__without-script" data-testid="designer-without-script">
      <p>
        <strong>Собрать щит здесь можно только с включённым JavaScript.</strong> Без него работают:
      </p>
      <ul>
        <li>
          <Link to="/elpanels">готовые щиты</Link> — состав, схемы и смета каждого;
        </li>
        {resultPath ? (
          <li>
            <Link to={resultPath}>смета и схемы щита из этой ссылки</Link>;
          </li>
        ) : null}
        <li>страницы проектов щитов, которыми с вами поделились по ссылке: смета и схемы.</li>
      </ul>
    </div>
  );
}

/**
 * The controls' place while the device library comes (docs/designer.md, "Designer page"): it
 * holds their height, so nothing moves when they appear, and says when the library did not come.
 */
function LibraryLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return (
    <div className="designer__controls designer__library" aria-busy={!failed}>
      {failed ? (
        <p className="form-message form-message--error" role="alert">
          Не удалось загрузить устройства каталога: сервис данных временно не отвечает.{' '}
          <button type="button" className="button button--ghost button--small" onClick={onRetry}>
            Повторить
          </button>
        </p>
      ) : (
        <p role="status">Загружаем устройства каталога…</p>
      )}
    </div>
  );
}

function EnclosurePicker({
  groups,
  value,
  facts,
  onChange,
}: {
  groups: DeviceGroups;
  value: string | null;
  facts: FactsById;
  onChange: (productId: string | null) => void;
}) {
  const current = value === null ? undefined : facts.get(value);
  return (
    <label className="field designer__enclosure">
      <span className="field__label">Корпус</span>
      <select className="input" value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">Не выбран</option>
        {value !== null && !current ? <option value={value}>Нет в каталоге: {value}</option> : null}
        {groups.enclosures.map((enclosure) => (
          <option key={enclosure.id} value={enclosure.id}>
            {enclosure.name} · {enclosure.enclosure!.rows}×{enclosure.enclosure!.modulesPerRow} мод. · {formatPrice(enclosure.price)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The design in the address on every change, without a history entry or a router round trip. */
function useAddressFollowsDesign(history: HistoryState) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = new URL(window.location.href);
    url.searchParams.set(designParam, encodeDesign(history.present));
    // React Router's own entry (its key and index) stays; only the address changes.
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }, [history.present]);
}

/** Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y), outside text fields, which keep their own undo. */
function useUndoShortcuts(step: (type: 'undo' | 'redo') => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input[type="text"], textarea')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'я') {
        event.preventDefault();
        step(event.shiftKey ? 'redo' : 'undo');
      } else if (key === 'y' || key === 'н') {
        event.preventDefault();
        step('redo');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);
}

/** Says each change once; an invisible mark alternates so the same text twice is heard twice. */
function Announcer({ text, revision }: { text: string; revision: number }) {
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="designer-announcer">
      {text}
      {revision % 2 ? '\u200b' : ''}
    </p>
  );
}
