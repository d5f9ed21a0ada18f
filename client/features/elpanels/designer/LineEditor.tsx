import { useId, useState } from 'react';
import { standardSections } from '#shared/calculators/conductors';
import type { ConductorMaterial, DesignLine, ItemPosition, LineLoad } from '#shared/designer/design';
import { lineFieldLabels, lineText, sameLine } from '#shared/designer/line';
import { FieldName } from './FieldName';
import { draftOf, readDraft, type DraftProblems, type LineDraft } from './line-draft';
import { focusKeys, type ItemControl } from './edit-focus';
import type { RowEdit } from './RowEditor';

const materials: readonly { value: ConductorMaterial; label: string }[] = [
  { value: 'copper', label: 'Медь' },
  { value: 'aluminium', label: 'Алюминий' },
];
const units: readonly { value: LineLoad['unit']; label: string }[] = [
  { value: 'kW', label: 'кВт' },
  { value: 'A', label: 'А' },
];
const sectionLabel = (section: number) => `${String(section).replace('.', ',')}\u00a0мм²`;

/**
 * The cable an outgoing breaker protects and what it feeds (docs/designer.md, "Designer page"):
 * a «Линия» disclosure per device, so a phone shows one line of it until the visitor opens it.
 * Selects keep the line as soon as it has a length; typed numbers when the field is left or on
 * Enter, one undo step per change. A value out of bounds is said under its field and changes
 * nothing. Every control names the device (`who`) for screen readers.
 */
export function LineEditor({ who, line, at, onEdit }: { who: string; line: DesignLine | undefined; at: ItemPosition; onEdit: RowEdit }) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(line));
  const [problems, setProblems] = useState<DraftProblems>({});
  // The line this editor last sent: when the design comes back with it, the fields stay as typed
  // (the visitor may already be typing in the next one); any other change of the line (undo,
  // redo) brings the fields back to the design's line.
  const [sent, setSent] = useState<DesignLine | null>(null);
  const [seen, setSeen] = useState(line);
  if (seen !== line) {
    setSeen(line);
    setSent(null);
    if (!(sent && line && sameLine(sent, line))) {
      setDraft(draftOf(line));
      setProblems({});
    }
  }

  const commit = (next: LineDraft, control: ItemControl) => {
    const reading = readDraft(next, line !== undefined);
    setProblems(reading.status === 'invalid' ? reading.problems : {});
    if (reading.status !== 'line' || sameLine(reading.line, line)) return;
    setSent(reading.line);
    onEdit({ type: 'setLine', at, line: reading.line }, { at, control });
  };
  const choose = (change: Partial<LineDraft>, control: ItemControl) => {
    const next = { ...draft, ...change };
    setDraft(next);
    commit(next, control);
  };
  const typed = (field: 'length' | 'load') => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => commit(draft, field === 'length' ? 'line-length' : 'line-load'),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') commit(draft, field === 'length' ? 'line-length' : 'line-load');
    },
  });
  const focus = (control: ItemControl) => focusKeys.item(at, control);
  const error = (field: keyof DraftProblems) =>
    problems[field] ? (
      <span id={`${id}-${field}-error`} className="field__error" role="alert">
        {problems[field]}
      </span>
    ) : null;
  const invalid = (field: keyof DraftProblems) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <details className="designer-line">
      <summary data-focus={focus('line')}>
        <FieldName text="Линия" who={who} />
        <span className="designer-line__summary">{line ? ` — ${lineText(line)}` : ' — не указана'}</span>
      </summary>
      <div className="designer-line__fields">
        <label className="field">
          <FieldName className="field__label" text={lineFieldLabels.material} who={who} />
          <select
            className="input"
            value={draft.material}
            data-focus={focus('line-material')}
            onChange={(event) => choose({ material: event.target.value as ConductorMaterial }, 'line-material')}
          >
            {materials.map((material) => (
              <option key={material.value} value={material.value}>
                {material.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <FieldName className="field__label" text={lineFieldLabels.section} who={who} />
          <select
            className="input"
            value={draft.section}
            data-focus={focus('line-section')}
            onChange={(event) => choose({ section: event.target.value }, 'line-section')}
          >
            {standardSections.map((section) => (
              <option key={section} value={String(section)}>
                {sectionLabel(section)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <FieldName className="field__label" text={`${lineFieldLabels.length}, м`} who={who} />
          <input
            className="input"
            type="text"
            inputMode="decimal"
            data-focus={focus('line-length')}
            {...typed('length')}
            {...invalid('length')}
          />
          {error('length')}
        </label>
        <div className="field designer-line__load">
          <label htmlFor={`${id}-load`}>
            <FieldName className="field__label" text={lineFieldLabels.load} who={who} />
          </label>
          <div className="designer-line__load-inputs">
            <input
              id={`${id}-load`}
              className="input"
              type="text"
              inputMode="decimal"
              placeholder="не задана"
              data-focus={focus('line-load')}
              {...typed('load')}
              {...invalid('load')}
            />
            <label>
              <span className="visually-hidden">Единица нагрузки: {who}</span>
              <select
                className="input"
                value={draft.loadUnit}
                data-focus={focus('line-load-unit')}
                onChange={(event) => choose({ loadUnit: event.target.value as LineLoad['unit'] }, 'line-load-unit')}
              >
                {units.map((unit) => (
                  <option key={unit.value} value={unit.value}>
                    {unit.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {error('load')}
        </div>
      </div>
      {line ? (
        <button
          type="button"
          className="button button--ghost button--small"
          data-focus={focus('line-remove')}
          aria-label={`Убрать линию: ${who}`}
          onClick={() => onEdit({ type: 'setLine', at, line: null }, { at, control: 'line-remove' })}
        >
          Убрать линию
        </button>
      ) : (
        <p className="designer-line__hint">Линия появится на схеме и в проверке, когда указана длина.</p>
      )}
    </details>
  );
}
