import { forms, type AnyForm, type FormName } from '#shared/validation/forms';
import { TextInput } from './TextInput';
import type { ValidatedForm } from './use-validated-form';

/** A labelled field of a form (docs/behaviour.md, "Validation"); its message sits beneath it in an alert block when non-empty. */
export function FormField({
  form,
  formName,
  field,
  idPrefix,
  disabled,
  placeholder,
  large = true,
}: {
  form: ValidatedForm;
  formName: FormName;
  field: string;
  idPrefix: string;
  disabled?: boolean;
  placeholder?: string;
  large?: boolean;
}) {
  const fields: AnyForm['fields'] = forms[formName].fields;
  const definition = fields[field]!;
  const id = `${idPrefix}-${field}`;
  const error = form.errors[field] ?? '';
  const type = definition.kind === 'checkbox' || definition.kind === 'textarea' ? 'text' : definition.kind;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {definition.label}
        {definition.optional ? <span className="field__optional"> (необязательно)</span> : null}
      </label>
      {definition.kind === 'textarea' ? (
        <textarea
          id={id}
          name={field}
          value={String(form.values[field] ?? '')}
          onChange={(event) => form.input(field, event.target.value)}
          onBlur={(event) => form.change(field, event.target.value)}
          className={`input textarea${error ? ' input--error' : ''}`}
          aria-invalid={error !== '' || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={definition.maxLength}
          rows={3}
        />
      ) : (
        <TextInput
          id={id}
          name={field}
          type={type}
          value={String(form.values[field] ?? '')}
          onValueChange={(value) => form.input(field, value)}
          onCommit={(value) => form.change(field, value)}
          error={error !== ''}
          disabled={disabled}
          placeholder={placeholder}
          large={large}
          spellcheckOff={type !== 'text' || field !== 'name'}
          autoComplete={definition.autoComplete}
          describedBy={describedBy}
          required={!definition.optional}
          min={definition.minValue}
          max={definition.maxValue}
        />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The message sits beneath its field in an alert block, rendered only when non-empty. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return message ? (
    <div className="field__error" role="alert" id={id}>
      {message}
    </div>
  ) : null;
}

export function FormMessage({ error, success }: { error?: string; success?: string }) {
  return (
    <>
      {error ? (
        <div className="form-message form-message--error" role="alert">
          {error}
        </div>
      ) : null}
      {success ? (
        <div className="form-message form-message--success" role="status">
          {success}
        </div>
      ) : null}
    </>
  );
}
