/** The form field of the separate consent (shared/validation/forms.ts), posted as `on` by a ticked box. */
export const consentFieldName = 'personalDataConsent';

/**
 * A form's values with the separate consent taken as given: for a site whose operator turned the
 * checkbox off (CONSENT_CHECKBOX=false), and for the upstream, whose payload has no such field.
 */
export function waiveConsent<T extends Record<string, unknown>>(values: T): T & { [consentFieldName]: true } {
  return { ...values, [consentFieldName]: true };
}
