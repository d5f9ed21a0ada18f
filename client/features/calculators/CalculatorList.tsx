import type { ListField } from '#shared/calculators/fields';
import type { FieldErrors } from '#shared/calculators/query';
import { FieldMessage } from './FieldMessage';
import { CalculatorField } from './CalculatorField';
import { ContentIcon } from '#client/components/ContentIcon';
import { blankRow, type Row } from './form-state';

/** Blank rows a browser without JavaScript gets below the list, to fill in and send with the form. */
const spareRows = 3;

export interface CalculatorListProps {
  name: string;
  /** The key of a row field's message: `power.1`. */
  rowKey(column: string, index: number): string;
  list: ListField;
  rows: Row[];
  errors: FieldErrors;
  hydrated: boolean;
  onChange(key: number, column: string, value: string): void;
  onBlur(): void;
  onAdd(): void;
  onRemove(key: number): void;
}

/**
 * A list of rows (loads, appliances), each row a group of fields named like the calculator's
 * parameters, so that a GET form sends them as repeated parameters in row order (docs/calculators.md,
 * "Lists"). With JavaScript rows are added and removed in place; without it a few blank rows follow
 * in a `noscript` — the calculator drops the rows left untouched.
 */
export function CalculatorList({ name, rowKey, list, rows, errors, hydrated, onChange, onBlur, onAdd, onRemove }: CalculatorListProps) {
  const listError = errors[name] ?? '';
  const spare = Math.max(0, Math.min(spareRows, list.maxRows - rows.length));
  return (
    <fieldset className="calc-list" id={`calc-${name}`} aria-describedby={listError ? `calc-${name}-error` : undefined}>
      <legend className="calc-list__legend">{list.label}</legend>
      <div className="calc-list__rows">
        {rows.map((row, index) => (
          <ListRow
            key={row.key}
            list={list}
            number={index + 1}
            idPart={String(row.key)}
            values={row.values}
            errors={Object.fromEntries(Object.keys(list.columns).map((column) => [column, errors[rowKey(column, index)] ?? '']))}
            hydrated={hydrated}
            onChange={(column, value) => onChange(row.key, column, value)}
            onBlur={onBlur}
            onRemove={() => onRemove(row.key)}
          />
        ))}
        {spare ? (
          <noscript>
            {Array.from({ length: spare }, (_, index) => (
              <ListRow
                key={index}
                list={list}
                number={rows.length + index + 1}
                idPart={`spare-${index}`}
                values={blankRow(list)}
                errors={{}}
                hydrated={false}
              />
            ))}
          </noscript>
        ) : null}
      </div>
      <FieldMessage id={`calc-${name}-error`} message={listError} />
      <button
        type="button"
        className="button button--ghost calc-list__add"
        hidden={!hydrated}
        disabled={rows.length >= list.maxRows}
        onClick={onAdd}
      >
        <ContentIcon name="plus" size={20} />
        Добавить строку
      </button>
    </fieldset>
  );
}

interface ListRowProps {
  list: ListField;
  number: number;
  idPart: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  hydrated: boolean;
  onChange?(column: string, value: string): void;
  onBlur?(): void;
  onRemove?(): void;
}

/** One row: its number as the legend, as the row's messages name it («Мощность (строка 2)»). */
function ListRow({ list, number, idPart, values, errors, hydrated, onChange, onBlur, onRemove }: ListRowProps) {
  return (
    <fieldset className="calc-row">
      <legend className="calc-row__legend">Строка {number}</legend>
      <div className="calc-row__fields">
        {Object.entries(list.columns).map(([column, field]) => (
          <CalculatorField
            key={column}
            id={`calc-${column}-${idPart}`}
            name={column}
            field={field}
            value={values[column] ?? ''}
            error={errors[column]}
            onChange={onChange && ((value) => onChange(column, value))}
            onBlur={onBlur}
          />
        ))}
      </div>
      {onRemove ? (
        <button type="button" className="calc-row__remove" hidden={!hydrated} onClick={onRemove}>
          <ContentIcon name="delete-outline" size={20} />
          <span className="calc-row__remove-text">Удалить строку</span>
          <span className="visually-hidden"> {number}</span>
        </button>
      ) : null}
    </fieldset>
  );
}
