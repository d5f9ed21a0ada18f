import { phaseNames, type ItemPosition, type Phase } from '#shared/designer/design';
import type { PhasedItem } from '#shared/designer/phases';
import { focusKeys } from './edit-focus';
import { FieldName } from './FieldName';
import type { RowEdit } from './RowEditor';

/**
 * A single-phase device's phase in a three-phase panel (docs/designer.md, "Designer page"): a
 * native select L1/L2/L3 named with the device. A device behind a single-phase RCD is on the RCD's
 * phase, so it shows that phase instead of a select; a three-phase device and any device of a
 * single-phase panel show nothing.
 */
export function PhaseField({
  who,
  phased,
  at,
  onEdit,
}: {
  who: string;
  phased: PhasedItem | undefined;
  at: ItemPosition;
  onEdit: RowEdit;
}) {
  if (phased?.role === 'follows-rcd') {
    return <span className="designer-item__phase designer-item__phase--fixed">Фаза {phased.phase ?? '—'} (по УЗО)</span>;
  }
  if (phased?.role !== 'single') return null;
  return (
    <label className="designer-item__phase">
      <FieldName text="Фаза" who={who} />
      <select
        className="input"
        value={phased.phase ?? ''}
        data-focus={focusKeys.item(at, 'phase')}
        onChange={(event) => {
          const phase = (event.target.value || null) as Phase | null;
          onEdit({ type: 'setPhase', at, phase }, { at, control: 'phase' });
        }}
      >
        <option value="">нет</option>
        {phaseNames.map((phase) => (
          <option key={phase} value={phase}>
            {phase}
          </option>
        ))}
      </select>
    </label>
  );
}
