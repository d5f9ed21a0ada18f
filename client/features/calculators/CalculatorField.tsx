import type { ScalarField } from '#shared/calculators/fields';
import { FieldMessage } from './FieldMessage';

/** Characters of an option's label beyond which its select takes a whole row of the form. */
const longOption = 24;

/** What a box a GET form sends reads as ticked (shared/calculators/fields.ts, `checkboxField`). */
const ticked = (value: string) => ['1', 'on', 'true'].includes(value.trim());

export interface CalculatorFieldProps {
  id: string;
  name: string;
  field: ScalarField;
  value: string;
  error?: string;
  /** Without it the input keeps its own value: a spare row offered to a browser without JavaScript. */
  onChange?(value: string): void;
  onBlur?(): void;
  /** Shown only while another field has a given value (docs/behaviour.md, "Calculators"). */
  hidden?: boolean;
}

/**
 * One field of a calculator form, drawn from its metadata (docs/calculators.md, "Fields"): numbers
 * as text with the decimal keyboard (a decimal comma is a number here, which `type="number"` would
 * refuse), the unit beside the box; selects; a checkbox; text. The message sits beneath the field in
 * an alert block (docs/behaviour.md, "Validation"). No native `required`/`min`/`max`: the browser
 * would stop a GET form with its own words, and the page answers in the calculator's.
 */
export function CalculatorField({ id, name, field, value, error = '', onChange, onBlur, hidden }: CalculatorFieldProps) {
  const errorId = `${id}-error`;
  const invalid = error !== '';
  const common = {
    id,
    name,
    onBlur,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
  };
  const when = field.when ? field.when.is.map((option) => `${field.when!.field}:${option}`).join(' ') : undefined;
  const wrapper = { hidden, 'data-when': when };
  // Options too long for half a row (the earthing targets, a transformer's data) take the whole row.
  const wide = field.kind === 'select' && field.options.some((option) => option.label.length > longOption);

  if (field.kind === 'checkbox') {
    const checked = ticked(value);
    return (
      <div className="field field--checkbox calc-field calc-field--wide" {...wrapper}>
        <input
          {...common}
          type="checkbox"
          value="1"
          {...(onChange ? { checked, onChange: (event) => onChange(event.target.checked ? '1' : '') } : { defaultChecked: checked })}
        />
        <label htmlFor={id}>{field.label}</label>
        <FieldMessage id={errorId} message={error} />
      </div>
    );
  }

  const text = onChange
    ? { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
    : { defaultValue: value };
  const className = `input${invalid ? ' input--error' : ''}`;
  return (
    <div className={`field calc-field calc-field--${field.kind}${wide ? ' calc-field--wide' : ''}`} {...wrapper}>
      <label className="field__label" htmlFor={id}>
        {field.label}
        {field.kind === 'number' && field.unit ? <span className="visually-hidden">, {field.unit}</span> : null}
        {field.kind === 'number' && field.optional ? <span className="field__optional"> (необязательно)</span> : null}
      </label>
      {field.kind === 'select' ? (
        <select {...common} {...text} className={`${className} calc-select`}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === 'number' ? (
        <div className="calc-input">
          <input
            {...common}
            {...text}
            type="text"
            inputMode={field.inputMode}
            autoComplete="off"
            spellCheck={false}
            className={className}
          />
          {field.unit ? (
            <span className="calc-input__unit" aria-hidden="true">
              {field.unit}
            </span>
          ) : null}
        </div>
      ) : (
        <input {...common} {...text} type="text" autoComplete="off" maxLength={field.maxLength} className={className} />
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
