import * as z from 'zod/mini';
import { consentField, countField, repeatField, textField, type FieldSpec } from './fields';
import { validationMessage } from './messages';

/** The limits of the account forms (docs/behaviour.md, "Validation"). */
export const limits = { nameMax: 60, phoneMax: 30, passwordMin: 8, passwordMax: 30, commentMax: 1000, quantityMax: 100_000 } as const;

/**
 * A form: its fields (for the component that draws them) and one zod schema over all of them,
 * which the popup, the account pages, the BFF and the embedded API all parse with. A repeat field
 * is compared with its original here, after both have their own checks.
 */
export function defineForm<F extends Record<string, FieldSpec>>(fields: F) {
  const shape = Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as { [K in keyof F]: F[K]['schema'] };
  const confirmations = Object.entries(fields).flatMap(([key, field]) =>
    field.confirms ? [{ key, other: field.confirms, label: field.label }] : [],
  );
  const schema = z.object(shape).check(
    ...confirmations.map(({ key, other, label }) =>
      z.refine<Record<string, unknown>>((values) => values[key] === '' || values[key] === values[other], {
        error: validationMessage('confirmed', label),
        path: [key],
        // Also when other fields failed: each field shows its own first message.
        when: () => true,
      }),
    ),
  );
  return { fields, schema };
}

const email = textField({ label: 'E-mail', email: true, autoComplete: 'email' });
// Single-line: a name and a phone are written into lines of the mails to sales (the quote request).
const name = textField({ label: 'Имя', max: limits.nameMax, autoComplete: 'name', singleLine: true });
const phoneNumber = textField({ label: 'Телефон', kind: 'tel', max: limits.phoneMax, autoComplete: 'tel', singleLine: true });
const optionalEmail = textField({ label: 'E-mail', email: true, optional: true, autoComplete: 'email' });
const comment = textField({ label: 'Комментарий', kind: 'textarea', optional: true, max: limits.commentMax });
/**
 * The separate consent to the processing of personal data (docs/behaviour.md, "Consent to the
 * processing of personal data"). Only a ticked box passes: any other value, forged or missing, is
 * refused. With CONSENT_CHECKBOX off the site waives it at both ends (`waiveConsent`).
 */
const personalDataConsent = consentField('Согласие на обработку персональных данных');
const newPassword = (label: string) =>
  textField({ label, kind: 'password', min: limits.passwordMin, max: limits.passwordMax, autoComplete: 'new-password' });

export const forms = {
  login: defineForm({
    email,
    password: textField({ label: 'Пароль', kind: 'password', autoComplete: 'current-password' }),
  }),
  registration: defineForm({
    name,
    phoneNumber,
    email,
    password: newPassword('Пароль'),
    confirmPassword: repeatField('Повторите пароль', 'password'),
    agreement: consentField('Согласие'),
    personalDataConsent,
  }),
  recovery: defineForm({ email }),
  recovery2: defineForm({
    email,
    resetPasswordCode: textField({ label: 'Код из письма', autoComplete: 'one-time-code' }),
    password: newPassword('Новый пароль'),
    confirmPassword: repeatField('Повторите пароль', 'password'),
  }),
  profile: defineForm({ name, phoneNumber }),
  /** «Запросить КП» (docs/behaviour.md, "Quote requests"): works signed out, e-mail and comment optional. */
  quoteRequest: defineForm({
    name,
    phoneNumber,
    email: optionalEmail,
    quantity: countField('Количество', { min: 1, max: limits.quantityMax }),
    comment,
    personalDataConsent,
  }),
  /** «Запросить КП» for a whole specification (docs/behaviour.md, "Specification"): no quantity, each line has its own. */
  specQuoteRequest: defineForm({ name, phoneNumber, email: optionalEmail, comment, personalDataConsent }),
  passwordChange: defineForm({
    currentPassword: textField({ label: 'Текущий пароль', kind: 'password', autoComplete: 'current-password' }),
    password: newPassword('Новый пароль'),
    confirmPassword: repeatField('Повторите пароль', 'password'),
  }),
};

export type FormName = keyof typeof forms;
export type FormData<N extends FormName> = z.output<(typeof forms)[N]['schema']>;
export type AnyForm = { fields: Record<string, FieldSpec>; schema: z.ZodMiniType };

/** Each field's first message, from a failed parse. */
export function firstMessages(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/** One field's first message ('' when it passes), with the other values for a repeat field. */
export function validateField(form: AnyForm, key: string, values: Record<string, unknown>): string {
  const field = form.fields[key];
  if (!field) return '';
  const parsed = field.schema.safeParse(values[key]);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? '';
  if (field.confirms && values[key] !== values[field.confirms]) return validationMessage('confirmed', field.label);
  return '';
}

/** Every field's first message ('' where it passes). */
export function validateAll(form: AnyForm, values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.keys(form.fields).map((key) => [key, validateField(form, key, values)]));
}

/** The fields that must equal `key` (a password's repeat): checked again when it changes. */
export function confirmingFields(form: AnyForm, key: string): string[] {
  return Object.entries(form.fields)
    .filter(([, field]) => field.confirms === key)
    .map(([other]) => other);
}
