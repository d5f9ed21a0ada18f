import * as z from 'zod/mini';
import { boundedMessage, validationMessage } from '#shared/validation/messages';
import { formatNumber, nbsp } from './format';
import { readNumber } from './number-text';

/**
 * A calculator form's fields: what the form component draws (label, unit, kind, options, bounds,
 * default) and the zod/mini schema that reads the field's text from the address
 * (docs/calculators.md, "Fields"). The schema's input is always text: the query reader puts a
 * field's default in place of a missing key.
 */

/** The field is part of the form only while `field` has one of the values `is`. */
export interface When {
  field: string;
  is: readonly string[];
}

interface FieldBase {
  label: string;
  /** The value a fresh form shows, as typed; '' for none. */
  default: string;
  when?: When;
}

export interface NumberField<S extends z.ZodMiniType = z.ZodMiniType> extends FieldBase {
  kind: 'number';
  unit: string;
  min: number;
  /** `min` itself is refused (a length must be more than 0); otherwise `min` is allowed. */
  minExclusive: boolean;
  max: number;
  step: number;
  integer: boolean;
  /** Left empty, the field reads as undefined rather than as an error. */
  optional: boolean;
  inputMode: 'decimal' | 'numeric';
  schema: S;
}

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

export interface SelectField<V extends string = string, S extends z.ZodMiniType = z.ZodMiniType> extends FieldBase {
  kind: 'select';
  options: readonly SelectOption<V>[];
  default: V;
  schema: S;
}

/** Always unticked by default: a GET form leaves an unticked box out, and a missing key means the default. */
export interface CheckboxField<S extends z.ZodMiniType = z.ZodMiniType> extends FieldBase {
  kind: 'checkbox';
  default: '';
  schema: S;
}

export interface TextField<S extends z.ZodMiniType = z.ZodMiniType> extends FieldBase {
  kind: 'text';
  maxLength: number;
  schema: S;
}

export type ScalarField = NumberField | SelectField | CheckboxField | TextField;

const blank = (text: string) => text.trim() === '';

/** A bound as a message writes it: '10000 м', '0,5 м', '1'; a bound of 0 goes without its unit. */
export function boundText(value: number, unit: string): string {
  const number = formatNumber(value, 6, false);
  return unit && value !== 0 ? `${number}${nbsp}${unit}` : number;
}

export interface NumberOptions {
  label: string;
  unit: string;
  min: number;
  minExclusive?: boolean;
  max: number;
  step: number;
  /** A whole number: its message is the house's «целым числом от {min} до {max}». */
  integer?: boolean;
  default: number | null;
  when?: When;
}

/** The typed text read as a number: undefined when empty, null when it is not a number. */
const numberRead = () =>
  z.pipe(
    z.string(),
    z.transform((text): number | null | undefined => (blank(text) ? undefined : readNumber(text))),
  );

function numberChecks(options: NumberOptions & { optional: boolean }) {
  const { label, unit, min, max } = options;
  type Read = number | null | undefined;
  const required = z.refine<Read>((value) => options.optional || value !== undefined, {
    error: validationMessage('required', label),
    abort: true,
  });
  if (options.integer) {
    const message = boundedMessage('integer', label, { min: String(min), max: String(max) });
    return [
      required,
      z.refine<Read>((value) => value === undefined || (value !== null && Number.isInteger(value) && value >= min && value <= max), {
        error: message,
        abort: true,
      }),
    ];
  }
  return [
    required,
    z.refine<Read>((value) => value !== null, { error: validationMessage('number', label), abort: true }),
    options.minExclusive
      ? z.refine<Read>((value) => value == null || value > min, {
          error: boundedMessage('greater', label, { min: boundText(min, unit) }),
          abort: true,
        })
      : z.refine<Read>((value) => value == null || value >= min, {
          error: boundedMessage('notLess', label, { min: boundText(min, unit) }),
          abort: true,
        }),
    z.refine<Read>((value) => value == null || value <= max, {
      error: boundedMessage('notGreater', label, { max: boundText(max, unit) }),
      abort: true,
    }),
  ];
}

function numberMeta(options: NumberOptions, optional: boolean) {
  return {
    kind: 'number' as const,
    label: options.label,
    unit: options.unit,
    min: options.min,
    minExclusive: options.minExclusive ?? false,
    max: options.max,
    step: options.step,
    integer: options.integer ?? false,
    optional,
    inputMode: options.integer ? ('numeric' as const) : ('decimal' as const),
    default: options.default === null ? '' : formatNumber(options.default, 6, false),
    ...(options.when && { when: options.when }),
  };
}

/** A number that must be given. */
export function numberField(options: NumberOptions) {
  const schema = z.pipe(numberRead().check(...numberChecks({ ...options, optional: false })), z.number());
  return { ...numberMeta(options, false), schema } satisfies NumberField;
}

/** A number that may be left empty (then it is undefined: that part of the calculation is skipped). */
export function optionalNumberField(options: NumberOptions) {
  const schema = z.pipe(numberRead().check(...numberChecks({ ...options, optional: true })), z.optional(z.number()));
  return { ...numberMeta(options, true), schema } satisfies NumberField;
}

export function selectField<const V extends string>(options: {
  label: string;
  options: readonly SelectOption<V>[];
  default: NoInfer<V>;
  when?: When;
}) {
  const values = options.options.map((option) => option.value);
  const schema = z.pipe(
    z.string().check(z.refine((text) => !blank(text), { error: validationMessage('required', options.label), abort: true })),
    z.enum(values, { error: validationMessage('option', options.label) }),
  );
  return {
    kind: 'select' as const,
    label: options.label,
    options: options.options,
    default: options.default,
    ...(options.when && { when: options.when }),
    schema,
  } satisfies SelectField<V>;
}

const ticked = new Set(['1', 'on', 'true']);

export function checkboxField(options: { label: string; when?: When }) {
  return {
    kind: 'checkbox' as const,
    label: options.label,
    default: '' as const,
    ...(options.when && { when: options.when }),
    schema: z.pipe(
      z.string(),
      z.transform((text) => ticked.has(text.trim())),
    ),
  } satisfies CheckboxField;
}

/** Free text that may be left empty (a load's name), trimmed. */
export function textField(options: { label: string; maxLength: number }) {
  return {
    kind: 'text' as const,
    label: options.label,
    default: '',
    maxLength: options.maxLength,
    schema: z.pipe(
      z.string().check(
        z.refine((text) => text.trim().length <= options.maxLength, {
          error: validationMessage('max', options.label, options.maxLength),
        }),
      ),
      z.transform((text) => text.trim()),
    ),
  } satisfies TextField;
}

/** The fields of one row of a list; the label names the row in messages («Мощность (строка 2)»). */
export type RowFields = Record<string, NumberField | SelectField | TextField>;

export type RowOutput<R extends RowFields> = { [K in keyof R]: z.output<R[K]['schema']> };

/**
 * A list of rows (loads, appliances), carried in the address as repeated parameters, one per row
 * field, in row order (docs/calculators.md, "Lists").
 */
export interface ListField<R extends RowFields = RowFields> {
  kind: 'list';
  label: string;
  maxRows: number;
  /** The row's fields for the form; their labels name no row. */
  columns: R;
  /** The row's fields for row `index` (from 0): their messages name the row. */
  row(index: number): R;
  /** The rows a fresh form shows, as typed. */
  defaults: readonly { [K in keyof R]: string }[];
  /** Checks across a row's fields once each field has passed its own: messages by field. */
  check?(row: RowOutput<R>, index: number): Partial<Record<keyof R & string, string>>;
}

/** `(строка 2)` for the row at index 1: the label a row's messages use. */
export const rowLabel = (label: string, index: number | null) => (index === null ? label : `${label} (строка ${index + 1})`);

export function listField<R extends RowFields>(options: {
  label: string;
  maxRows: number;
  row: (index: number | null) => R;
  defaults: readonly { [K in keyof R]: string }[];
  check?: ListField<R>['check'];
}): ListField<R> {
  return {
    kind: 'list',
    label: options.label,
    maxRows: options.maxRows,
    columns: options.row(null),
    row: (index) => options.row(index),
    defaults: options.defaults,
    ...(options.check && { check: options.check }),
  };
}
