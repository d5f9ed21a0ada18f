import * as z from 'zod/mini';
import { validationMessage } from './messages';

/**
 * The fields forms are made of, each one zod schema (zod/mini: the part of zod a browser needs)
 * plus what a form component shows: its label, input kind and autocomplete. The checks run in
 * order and the first failure is the field's message.
 */
export type FieldKind = 'text' | 'email' | 'password' | 'tel' | 'checkbox' | 'textarea' | 'number';

export interface FieldSpec<S extends z.ZodMiniType = z.ZodMiniType> {
  label: string;
  kind: FieldKind;
  autoComplete?: string;
  schema: S;
  /** For the published contract: the limits the schema enforces. */
  minLength?: number;
  maxLength?: number;
  /** The field this one must equal (a password's repeat). */
  confirms?: string;
  /** May be left empty. */
  optional?: boolean;
  /** For a number field: its bounds. */
  minValue?: number;
  maxValue?: number;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Text as sent: a missing value is empty text; a number or an object is not text at all. */
const textInput = (label: string) =>
  // A key left out of the body is empty text too (prefault): its field's own rules answer, in
  // Russian, instead of zod's «expected nonoptional» when another field of the form fails.
  z.prefault(
    z.pipe(
      z.union([z.string(), z.null(), z.undefined()], { error: validationMessage('default', label) }),
      z.transform((value) => value ?? ''),
    ),
    '',
  );

/**
 * Empty, or only spaces, fails. The checks after it pass an empty value, so an empty field shows
 * this message only (no `abort`: that would also skip the form's comparison of a repeat field).
 */
const required = (label: string) => z.refine<string>((value) => value.trim() !== '', { error: validationMessage('required', label) });

export interface TextOptions {
  label: string;
  kind?: Exclude<FieldKind, 'checkbox'>;
  autoComplete?: string;
  min?: number;
  max?: number;
  email?: boolean;
  /** Empty is allowed; the other checks apply to what is typed. */
  optional?: boolean;
  /**
   * No line breaks or other control characters: the value is written into a line of a text mail
   * (a quote request to sales), where a break would let a visitor forge lines of their own.
   */
  singleLine?: boolean;
}

/** Line breaks (CR, LF, NEL, LS, PS) and the other control characters a single-line value never holds. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule refuses
const notSingleLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function textField(options: TextOptions) {
  const { label, min, max } = options;
  const checks = options.optional ? [] : [required(label)];
  if (options.singleLine)
    checks.push(z.refine<string>((value) => !notSingleLine.test(value), { error: validationMessage('singleLine', label) }));
  if (options.email)
    checks.push(z.refine<string>((value) => value === '' || emailPattern.test(value.trim()), { error: validationMessage('email', label) }));
  if (min !== undefined)
    checks.push(z.refine<string>((value) => value === '' || value.length >= min, { error: validationMessage('min', label, options.min) }));
  if (max !== undefined)
    checks.push(z.refine<string>((value) => value.length <= max, { error: validationMessage('max', label, options.max) }));
  return {
    label,
    kind: options.kind ?? (options.email ? 'email' : 'text'),
    autoComplete: options.autoComplete,
    schema: textInput(label).check(...checks),
    minLength: options.min,
    maxLength: options.max,
    optional: options.optional,
  } satisfies FieldSpec;
}

/** A repeat field: required, then equal to `other` (the form's schema compares the two). */
export function repeatField(label: string, other: string) {
  return {
    label,
    kind: 'password',
    autoComplete: 'new-password',
    schema: textInput(label).check(required(label)),
    confirms: other,
  } satisfies FieldSpec;
}

/** A checkbox that must be ticked; a form post sends it as 'on'. */
export function consentField(label: string) {
  return {
    label,
    kind: 'checkbox',
    schema: z
      .pipe(
        z.unknown(),
        z.transform((value) => value === true || value === 'on' || value === 'true'),
      )
      .check(z.refine<boolean>((checked) => checked, { error: validationMessage('required', label) })),
  } satisfies FieldSpec;
}

/**
 * A whole number: typed as text in a form, sent as a number in JSON. Required, digits only,
 * within bounds; the output is the number.
 */
export function countField(label: string, bounds: { min: number; max: number }) {
  const message = validationMessage('integer', label).replace('{min}', String(bounds.min)).replace('{max}', String(bounds.max));
  const digits = /^\d{1,9}$/;
  const input = z.prefault(
    z.pipe(
      z.union([z.string(), z.number(), z.null(), z.undefined()], { error: validationMessage('default', label) }),
      z.transform((value) => (value === null || value === undefined ? '' : String(value).trim())),
    ),
    '',
  );
  return {
    label,
    kind: 'number',
    minValue: bounds.min,
    maxValue: bounds.max,
    schema: z.pipe(
      input.check(
        required(label),
        z.refine<string>((value) => value === '' || (digits.test(value) && Number(value) >= bounds.min && Number(value) <= bounds.max), {
          error: message,
        }),
      ),
      z.transform((value) => Number(value)),
    ),
  } satisfies FieldSpec;
}
