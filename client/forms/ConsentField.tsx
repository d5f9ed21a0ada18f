import { useSite } from '#client/data/deps-context';
import { consentFieldName } from '#shared/validation/consent';
import { FieldError } from './FormField';
import type { ValidatedForm } from './use-validated-form';

/**
 * The separate consent checkbox (docs/behaviour.md, "Consent to the processing of personal data"):
 * unticked, required, its words a link to the consent document in a new tab. Only «Даю» is the
 * label: the link stands outside it, so a click on the link opens the document and never ticks the
 * box. The whole sentence names the checkbox. Nothing is drawn when the operator turned it off.
 */
export function ConsentField({ form, idPrefix }: { form: ValidatedForm; idPrefix: string }) {
  const { consentCheckbox } = useSite();
  if (consentCheckbox === false) return null;
  const id = `${idPrefix}-consent`;
  const error = form.errors[consentFieldName] ?? '';
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        name={consentFieldName}
        type="checkbox"
        checked={form.values[consentFieldName] === true}
        onChange={(e) => form.change(consentFieldName, e.target.checked)}
        onBlur={() => form.blur(consentFieldName)}
        aria-labelledby={`${id}-text`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        required
      />
      <span id={`${id}-text`} className="field__agreement">
        <label htmlFor={id}>Даю</label>{' '}
        <a href="/legal/consent" target="_blank" rel="noopener">
          согласие на обработку персональных данных
        </a>
      </span>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The form's initial values when the operator turned the checkbox off: the consent is not asked for. */
export function useConsentWaiver(): Record<string, boolean> {
  const { consentCheckbox } = useSite();
  return consentCheckbox === false ? { [consentFieldName]: true } : {};
}
