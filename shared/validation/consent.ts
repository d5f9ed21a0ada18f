/** The form field of the separate consent (shared/validation/forms.ts), posted as `on` by a ticked box. */
export const consentFieldName = 'personalDataConsent';

/**
 * A form's values with the separate consent taken as given: for a site whose operator turned the
 * checkbox off (CONSENT_CHECKBOX=false), and for the upstream, whose payload has no such field.
 */
export function waiveConsent<T extends Record<string, unknown>>(values: T): T & { [consentFieldName]: true } {
  return { ...values, [consentFieldName]: true };
}

/** The fields whose values a refused form post keeps (the flash): never the consent, which is asked for again each time. */
export function formKeptFields(fields: Record<string, unknown>): string[] {
  return Object.keys(fields).filter((key) => key !== consentFieldName);
}
