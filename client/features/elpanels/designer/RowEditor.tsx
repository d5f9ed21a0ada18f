import { useState } from 'react';
import type { DesignItem, DesignRow, ItemPosition } from '#shared/designer/design';
import type { DeviceFacts, FactsById } from '#shared/designer/device-facts';
import { overloadProtectors } from '#shared/designer/device-kind';
import type { EditAction } from '#shared/designer/edits';
import { designLimits } from '#shared/designer/limits';
import type { PhasedItem } from '#shared/designer/phases';
import type { RowUsage } from '#shared/designer/totals';
import { UiIcon, type UiIconName } from '#client/components/UiIcon';
import { focusKeys, type ItemControl } from './edit-focus';
import { LineEditor } from './LineEditor';
import { PhaseField } from './PhaseField';

/** An edit, and when a device's control made it, which control (the page moves focus after it). */
export type RowEdit = (action: EditAction, from?: { at: ItemPosition; control: ItemControl }) => void;

/**
 * One rail of the design as a list the keyboard can work (docs/designer.md, "Designer page"):
 * each device's label and quantity, its phase in a three-phase panel, buttons to move it along the
 * rail or to another row, mark it as the input, or remove it, and an outgoing breaker's line.
 * Every control says what it does to which device.
 */
export function RowEditor({
  row,
  rowIndex,
  rowCount,
  usage,
  facts,
  phased,
  onEdit,
  onAddInRow,
}: {
  row: DesignRow;
  rowIndex: number;
  rowCount: number;
  usage: RowUsage | undefined;
  facts: FactsById;
  /** Each device's phase and role (shared/designer/phases.ts), by position. */
  phased: (at: ItemPosition) => PhasedItem | undefined;
  onEdit: RowEdit;
  /** Takes the visitor to the add form with this row chosen. */
  onAddInRow: (rowIndex: number) => void;
}) {
  const capacity = usage?.capacity;
  const headingId = `designer-row-${rowIndex}`;
  return (
    <section className={`designer-row${usage && usage.overflow > 0 ? ' designer-row--overflow' : ''}`} aria-labelledby={headingId}>
      <div className="designer-row__head">
        <h3 id={headingId}>
          Ряд {rowIndex + 1}
          <span className="designer-row__usage">
            {capacity === null || capacity === undefined
              ? ` · ${usage?.used ?? 0} мод.`
              : ` · занято ${usage?.used ?? 0} из ${capacity} мод.${usage && usage.overflow > 0 ? `, лишних ${usage.overflow}` : ''}`}
          </span>
        </h3>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => onEdit({ type: 'removeRow', rowIndex })}
          disabled={rowCount === 1}
          aria-label={`Удалить ряд ${rowIndex + 1}`}
          data-focus={focusKeys.rowRemove(rowIndex)}
        >
          Удалить ряд
        </button>
      </div>
      {row.items.length === 0 ? (
        <p className="designer-row__empty">
          Пустой ряд.{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            data-focus={focusKeys.rowAdd(rowIndex)}
            onClick={() => onAddInRow(rowIndex)}
          >
            Добавить устройство в ряд {rowIndex + 1}
          </button>
        </p>
      ) : (
        <ol className="designer-row__items">
          {row.items.map((item, itemIndex) => (
            <ItemEditor
              key={`${item.productId}-${itemIndex}`}
              name={facts.get(item.productId)?.name ?? `Нет в каталоге: ${item.productId}`}
              facts={facts.get(item.productId)}
              phased={phased({ rowIndex, itemIndex })}
              item={item}
              at={{ rowIndex, itemIndex }}
              last={itemIndex === row.items.length - 1}
              rowCount={rowCount}
              onEdit={onEdit}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * One device of the row: its name and modules, its label and quantity, its phase, what can be done
 * to it, and the line of an outgoing breaker or RCBO (the input feeds the panel: it has none).
 */
function ItemEditor({
  name,
  facts,
  phased,
  item,
  at,
  last,
  rowCount,
  onEdit,
}: {
  name: string;
  facts: DeviceFacts | undefined;
  phased: PhasedItem | undefined;
  item: DesignItem;
  at: ItemPosition;
  last: boolean;
  rowCount: number;
  onEdit: RowEdit;
}) {
  const modules = facts?.modules ?? null;
  const who = `${name}${item.label ? `, «${item.label}»` : ''}`;
  const outgoing = !item.input && facts !== undefined && overloadProtectors.has(facts.kind);
  return (
    <li className={`designer-item${item.input ? ' designer-item--input' : ''}`}>
      <div className="designer-item__name">
        <span>{name}</span>
        <span className="designer-item__meta">
          {modules === null ? 'не ставится на рейку' : `${modules * item.quantity} мод.`}
          {item.input ? ' · ввод' : ''}
        </span>
      </div>
      <LabelField name={name} item={item} at={at} onEdit={onEdit} />
      <QuantityField name={name} item={item} at={at} onEdit={onEdit} />
      <PhaseField who={who} phased={phased} at={at} onEdit={onEdit} />
      <ItemActions who={who} item={item} at={at} last={last} rowCount={rowCount} onEdit={onEdit} />
      {outgoing ? <LineEditor who={who} line={item.line} at={at} onEdit={onEdit} /> : null}
    </li>
  );
}

interface ItemFieldProps {
  name: string;
  item: DesignItem;
  at: ItemPosition;
  onEdit: RowEdit;
}

/** The group's label, edited as typed and committed when the field is left or on Enter (one undo step per change). */
function LabelField({ name, item, at, onEdit }: ItemFieldProps) {
  const [label, setLabel] = useState(item.label);
  const [seen, setSeen] = useState(item.label);
  if (seen !== item.label) {
    setSeen(item.label);
    setLabel(item.label);
  }
  const commitLabel = () => {
    if (label !== item.label) onEdit({ type: 'setLabel', at, label }, { at, control: 'label' });
  };
  return (
    <label className="designer-item__label">
      <span className="visually-hidden">Подпись: {name}</span>
      <input
        className="input"
        type="text"
        value={label}
        maxLength={designLimits.labelLength}
        placeholder="Подпись группы"
        data-focus={focusKeys.item(at, 'label')}
        onChange={(event) => setLabel(event.target.value)}
        onBlur={commitLabel}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitLabel();
        }}
      />
    </label>
  );
}

/** How many of the device; only a whole number in the limits becomes an edit. */
function QuantityField({ name, item, at, onEdit }: ItemFieldProps) {
  return (
    <label className="designer-item__quantity">
      <span className="visually-hidden">Количество: {name}</span>
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        max={designLimits.quantity}
        value={item.quantity}
        data-focus={focusKeys.item(at, 'quantity')}
        onChange={(event) => {
          const quantity = Number(event.target.value);
          if (Number.isInteger(quantity) && quantity >= 1 && quantity <= designLimits.quantity)
            onEdit({ type: 'setQuantity', at, quantity }, { at, control: 'quantity' });
        }}
      />
      <span aria-hidden="true">шт.</span>
    </label>
  );
}

/** Move left, right, up a row or down a row; mark as the input; remove. Each button names the device (`who`). */
function ItemActions({
  who,
  item,
  at,
  last,
  rowCount,
  onEdit,
}: {
  who: string;
  item: DesignItem;
  at: ItemPosition;
  last: boolean;
  rowCount: number;
  onEdit: RowEdit;
}) {
  const move = (control: ItemControl, rowIndex: number, itemIndex: number) =>
    onEdit({ type: 'move', from: at, to: { rowIndex, itemIndex } }, { at, control });
  const focus = (control: ItemControl) => focusKeys.item(at, control);
  // Visitors count rows from 1: the row above is number `rowIndex`, the row below `rowIndex + 2`.
  const rowAbove = at.rowIndex;
  const rowBelow = at.rowIndex + 2;
  return (
    <div className="designer-item__actions">
      <IconButton
        icon="chevron-left"
        label={`Левее: ${who}`}
        focusKey={focus('left')}
        disabled={at.itemIndex === 0}
        onClick={() => move('left', at.rowIndex, at.itemIndex - 1)}
      />
      <IconButton
        icon="chevron-right"
        label={`Правее: ${who}`}
        focusKey={focus('right')}
        disabled={last}
        onClick={() => move('right', at.rowIndex, at.itemIndex + 1)}
      />
      {/* The first row has no row above and the last none below: their buttons name no number. */}
      <IconButton
        icon="chevron-up"
        label={at.rowIndex > 0 ? `В ряд ${rowAbove}: ${who}` : `В ряд выше: ${who}`}
        focusKey={focus('up')}
        disabled={at.rowIndex === 0}
        onClick={() => move('up', at.rowIndex - 1, Number.POSITIVE_INFINITY)}
      />
      <IconButton
        icon="chevron-down"
        label={at.rowIndex + 1 < rowCount ? `В ряд ${rowBelow}: ${who}` : `В ряд ниже: ${who}`}
        focusKey={focus('down')}
        disabled={at.rowIndex + 1 >= rowCount}
        onClick={() => move('down', at.rowIndex + 1, Number.POSITIVE_INFINITY)}
      />
      <button
        type="button"
        className="button button--ghost button--small"
        aria-pressed={item.input === true}
        data-focus={focus('input')}
        onClick={() => onEdit({ type: 'setInput', at: item.input ? null : at }, { at, control: 'input' })}
        aria-label={`Вводной аппарат: ${who}`}
      >
        Ввод
      </button>
      <IconButton
        icon="delete-outline"
        label={`Удалить: ${who}`}
        focusKey={focus('remove')}
        onClick={() => onEdit({ type: 'remove', at }, { at, control: 'remove' })}
      />
    </div>
  );
}

function IconButton({
  icon,
  label,
  focusKey,
  disabled,
  onClick,
}: {
  icon: UiIconName;
  label: string;
  focusKey: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      data-focus={focusKey}
      disabled={disabled}
      onClick={onClick}
    >
      <UiIcon name={icon} size={18} />
    </button>
  );
}
