import { useId, useState, type FormEvent } from 'react';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import type { DeviceFacts } from '#shared/designer/device-facts';
import { designLimits } from '#shared/designer/limits';
import { pickerKinds, type DeviceGroups, type PickerKind } from './device-groups';
import { focusKeys } from './edit-focus';

export interface AddRequest {
  productId: string;
  rowIndex: number;
  quantity: number;
  label: string;
}

function optionText(device: DeviceFacts): string {
  const rating = device.ratedCurrent ? ` · ${formatNumber(device.ratedCurrent)}\u00a0А` : '';
  return `${device.name}${rating} · ${device.modules}\u00a0мод. · ${formatPrice(device.price)}`;
}

/**
 * Picks a catalogue device and puts it on a row (docs/designer.md, "Designer page"): native
 * selects and inputs, so the keyboard and screen readers work as everywhere else.
 */
export function AddDeviceForm({
  groups,
  rowCount,
  rowIndex,
  onRowIndexChange,
  onAdd,
}: {
  groups: DeviceGroups;
  rowCount: number;
  /** The row chosen: the page's, so an empty row's «Добавить устройство в ряд N» can choose it. */
  rowIndex: number;
  onRowIndexChange: (rowIndex: number) => void;
  onAdd: (request: AddRequest) => void;
}) {
  const id = useId();
  const kinds = pickerKinds.filter(([kind]) => groups.byKind.has(kind));
  const [kind, setKind] = useState<PickerKind>(kinds[0]?.[0] ?? 'breaker');
  const devices = groups.byKind.get(kind) ?? [];
  const [productId, setProductId] = useState(devices[0]?.id ?? '');
  const [quantity, setQuantity] = useState('1');
  const [label, setLabel] = useState('');
  const chosen = devices.some((d) => d.id === productId) ? productId : (devices[0]?.id ?? '');
  const row = Math.min(rowIndex, rowCount);
  const count = Number(quantity);
  const quantityValid = Number.isInteger(count) && count >= 1 && count <= designLimits.quantity;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen || !quantityValid) return;
    onAdd({ productId: chosen, rowIndex: row, quantity: count, label });
    setLabel('');
    setQuantity('1');
  }

  return (
    <form className="designer-add" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="designer__subtitle">
        Добавить устройство
      </h2>
      <div className="designer-add__grid">
        <label className="field">
          <span className="field__label">Тип</span>
          <select className="input" value={kind} onChange={(event) => setKind(event.target.value as PickerKind)}>
            {kinds.map(([value, title]) => (
              <option key={value} value={value}>
                {title}
              </option>
            ))}
          </select>
        </label>
        <label className="field designer-add__device">
          <span className="field__label">Устройство</span>
          <select className="input" value={chosen} data-focus={focusKeys.addDevice} onChange={(event) => setProductId(event.target.value)}>
            {devices.map((device) => (
              <option key={device.id} value={device.id}>
                {optionText(device)}
              </option>
            ))}
          </select>
        </label>
        <RowField row={row} rowCount={rowCount} onChange={onRowIndexChange} />
        <QuantityField value={quantity} valid={quantityValid} errorId={`${id}-quantity-error`} onChange={setQuantity} />
        <label className="field designer-add__label">
          <span className="field__label">Подпись группы</span>
          <input
            className="input"
            type="text"
            value={label}
            maxLength={designLimits.labelLength}
            placeholder="Например, «Кухня, розетки»"
            onChange={(event) => setLabel(event.target.value)}
          />
        </label>
      </div>
      <button type="submit" className="button" disabled={!chosen || !quantityValid}>
        Добавить в {row === rowCount ? 'новый ряд' : `ряд ${row + 1}`}
      </button>
    </form>
  );
}

/** The rows there are, and a new one while the design may have more. */
function RowField({ row, rowCount, onChange }: { row: number; rowCount: number; onChange: (rowIndex: number) => void }) {
  return (
    <label className="field">
      <span className="field__label">Ряд</span>
      <select className="input" value={row} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: rowCount }, (_, index) => (
          <option key={index} value={index}>
            Ряд {index + 1}
          </option>
        ))}
        {rowCount < designLimits.rows ? <option value={rowCount}>Новый ряд</option> : null}
      </select>
    </label>
  );
}

/** The quantity as typed; what is not a whole number in the limits is said under the field. */
function QuantityField({
  value,
  valid,
  errorId,
  onChange,
}: {
  value: string;
  valid: boolean;
  errorId: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="field">
      <span className="field__label">Количество</span>
      <input
        className="input"
        type="number"
        inputMode="numeric"
        min={1}
        max={designLimits.quantity}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={!valid || undefined}
        aria-describedby={valid ? undefined : errorId}
      />
      {valid ? null : (
        <span id={errorId} className="field__error" role="alert">
          Количество — целое число от 1 до {designLimits.quantity}
        </span>
      )}
    </label>
  );
}
