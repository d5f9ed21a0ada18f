import { FieldError } from './FormField';
import type { ValidatedForm } from './use-validated-form';

/**
 * The agreement checkbox, its text verbatim (docs/behaviour.md, "Authentication popup"); the
 * documents open in new tabs. Only «Согласен с условиями» is the label: the links stand outside
 * it, so no click near or on them can tick the box. The whole sentence names the checkbox.
 */
export function AgreementField({ form, idPrefix }: { form: ValidatedForm; idPrefix: string }) {
  const id = `${idPrefix}-agreement`;
  const error = form.errors.agreement ?? '';
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name="agreement"
        type="checkbox"
        checked={form.values.agreement === true}
        onChange={(e) => form.change('agreement', e.target.checked)}
        onBlur={() => form.blur('agreement')}
        aria-labelledby={`${id}-text`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <span id={`${id}-text`} className="field__agreement">
        <label htmlFor={id}>Согласен с условиями</label>{' '}
        <a href="/legal/agreement" target="_blank" rel="noopener">
          пользовательского соглашения
        </a>{' '}
        и{' '}
        <a href="/legal/privacy" target="_blank" rel="noopener">
          политикой обработки персональных данных
        </a>
      </span>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
