import { formatNumber } from '#shared/calculators/format';
import { phaseVoltage } from '#shared/calculators/mains';
import { designCosPhi, imbalanceThreshold, type PhasePlan } from '#shared/designer/phases';
import type { PlacedItem } from '#shared/designer/placement';

/**
 * A three-phase panel's loads per phase (docs/designer.md, "Result page"): each phase with the
 * single-phase devices on it, its current and power, and the imbalance against its threshold.
 * Devices are named as the single-line diagram names them (`designations`), so the two read
 * together. A plain table drawn on the server; on a phone it scrolls sideways in its own box
 * should it not fit.
 */
export function PhaseLoadTable({
  plan,
  designations,
  caption,
}: {
  plan: PhasePlan;
  /** The diagram's designations of each item's devices, by `rowIndex:itemIndex` («QF2», «QF3»). */
  designations: ReadonlyMap<string, readonly string[]>;
  caption: string;
}) {
  const named = (placed: PlacedItem) => {
    const codes = designations.get(`${placed.rowIndex}:${placed.itemIndex}`)?.join(', ') ?? placed.facts?.name ?? placed.item.productId;
    return placed.item.label ? `${codes} «${placed.item.label}»` : codes;
  };
  const list = (devices: readonly PlacedItem[]) => (devices.length ? devices.map(named).join('; ') : '—');
  const amperes = (current: number) => `${formatNumber(current, 1)}\u00a0А`;
  const kilowatts = (power: number) => `${formatNumber(power, 2)}\u00a0кВт`;
  const fromRating = plan.items.some((item) => item.fromRating && item.current > 0 && item.role !== 'none');
  const threePhaseLines = plan.items.filter((item) => item.role === 'three' && item.current > 0);
  const unassignedCurrent = plan.unassigned.reduce((sum, item) => sum + item.current, 0);
  const threshold = `${formatNumber(imbalanceThreshold * 100, 0)}\u00a0%`;
  return (
    <div className="phase-loads">
      <div className="table-scroll">
        <table className="phase-loads__table">
          <caption className="visually-hidden">Нагрузка по фазам, {caption}</caption>
          <thead>
            <tr>
              <th scope="col">Фаза</th>
              <th scope="col">Устройства</th>
              <th scope="col" className="phase-loads__number">
                Ток
              </th>
              <th scope="col" className="phase-loads__number">
                Мощность
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.loads.map((load) => (
              <tr key={load.phase}>
                <th scope="row">{load.phase}</th>
                <td className="phase-loads__devices">{list(load.devices)}</td>
                <td className="phase-loads__number" data-label="Ток">
                  {amperes(load.current)}
                </td>
                <td className="phase-loads__number" data-label="Мощность">
                  {kilowatts(load.power)}
                </td>
              </tr>
            ))}
            {plan.unassigned.length ? (
              <tr>
                <th scope="row">Без фазы</th>
                <td className="phase-loads__devices">{list(plan.unassigned.map((item) => item.placed))}</td>
                <td className="phase-loads__number" data-label="Ток">
                  {amperes(unassignedCurrent)}
                </td>
                <td className="phase-loads__number" data-label="Мощность">
                  —
                </td>
              </tr>
            ) : null}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Неравномерность
              </th>
              <td className="phase-loads__number" colSpan={2}>
                {plan.imbalance === null ? '—' : `${formatNumber(plan.imbalance * 100, 0)}\u00a0%`}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ul className="phase-loads__notes">
        <li>Неравномерность — (Imax − Imin) / Imax по токам фаз; выше {threshold} проверка предупреждает.</li>
        <li>
          Мощность фазы — её ток при {`${phaseVoltage}\u00a0В`} и cos φ {formatNumber(designCosPhi, 2)}; нагрузка в кВт переведена в ток так
          же.
        </li>
        {threePhaseLines.length ? (
          <li>Ток трёхфазных линий ({threePhaseLines.map((item) => named(item.placed)).join('; ')}) входит в каждую фазу.</li>
        ) : null}
        {fromRating ? <li>Линии без заданной нагрузки посчитаны по номиналу их автомата.</li> : null}
        {plan.unassigned.length ? <li>Устройства без фазы в нагрузку фаз не входят: выберите им фазу в конструкторе.</li> : null}
      </ul>
    </div>
  );
}
