import type * as z from 'zod/mini';
import { boundedMessage, validationMessage } from '#shared/validation/messages';
import type { ListField, RowFields, RowOutput, ScalarField } from './fields';
import { plainNumber } from './number-text';

/**
 * A calculator's state lives in its address (docs/calculators.md, "Addresses"): the server
 * renders the result from the query of a GET form, the browser recomputes as the visitor types and
 * writes the query back. Reading never throws: it answers the typed input, or each field's first
 * Russian message with the values as typed, or — for an address with none of the calculator's
 * parameters — the fresh form with its defaults and no messages.
 */

/** A query as `URLSearchParams`, or as a plain object (a repeated key as a list). */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** The form's values as typed, by field; a list's row fields as `power.0`, `power.1`… */
export type FormValues = Record<string, string>;

/** Each field's first message, keyed like `FormValues`; a list's own message under the list's key. */
export type FieldErrors = Record<string, string>;

export type ParsedQuery<I> =
  | { ok: true; input: I; values: FormValues }
  /** `empty`: no parameter of the calculator at all — not yet computed, `errors` is {}. */
  | { ok: false; empty: boolean; errors: FieldErrors; values: FormValues };

export type Lists = Record<string, ListField>;

export type RowsOf<L extends Lists> = { [K in keyof L]: L[K] extends ListField<infer R> ? RowOutput<R>[] : never };

/** What a calculator reads: its single fields (one schema over them all) and its lists. */
export interface QueryShape<S extends z.ZodMiniType, L extends Lists> {
  fields: Record<string, ScalarField>;
  schema: S;
  lists: L;
}

/** The query's values by key, in the order sent. */
export function queryValues(params: QueryInput): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (params instanceof URLSearchParams) {
    for (const [key, value] of params) out.set(key, [...(out.get(key) ?? []), value]);
    return out;
  }
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    out.set(key, typeof value === 'string' ? [value] : [...value]);
  }
  return out;
}

/** The key a row field's value and message go under. */
export const rowKey = (field: string, index: number) => `${field}.${index}`;

/** The values of a fresh form. */
export function defaultValues(shape: QueryShape<z.ZodMiniType, Lists>): FormValues {
  const values: FormValues = {};
  for (const [key, field] of Object.entries(shape.fields)) values[key] = field.default;
  for (const list of Object.values(shape.lists))
    list.defaults.forEach((row, index) => {
      for (const [key, text] of Object.entries(row)) values[rowKey(key, index)] = text;
    });
  return values;
}

function firstMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

interface ListRead {
  rows: Record<string, string>[];
  error?: string;
}

/**
 * A list's rows: the i-th value of each row field makes row i. A row whose every field is empty or
 * still its column's default is dropped: a form may offer untouched rows to fill in (a select
 * always sends a value, a quantity may come filled with 1). No parameter of the list at all: its
 * default rows.
 */
function readList(list: ListField, query: Map<string, string[]>): ListRead {
  const keys = Object.keys(list.columns);
  if (!keys.some((key) => query.has(key))) return { rows: list.defaults.map((row) => ({ ...row })) };
  const count = Math.max(...keys.map((key) => query.get(key)?.length ?? 0));
  const rows: Record<string, string>[] = [];
  for (let index = 0; index < count; index++) {
    const row = Object.fromEntries(keys.map((key) => [key, query.get(key)?.[index] ?? '']));
    const typed = keys.some((key) => {
      const text = row[key]!.trim();
      return text !== '' && text !== list.columns[key]!.default;
    });
    if (typed) rows.push(row);
  }
  if (rows.length === 0) return { rows, error: validationMessage('rowsMin', list.label) };
  if (rows.length > list.maxRows)
    return { rows: rows.slice(0, list.maxRows), error: boundedMessage('rowsMax', list.label, { max: String(list.maxRows) }) };
  return { rows };
}

function parseRows<R extends RowFields>(list: ListField<R>, rows: Record<string, string>[]) {
  const errors: FieldErrors = {};
  const out: RowOutput<R>[] = [];
  rows.forEach((row, index) => {
    const fields = list.row(index);
    const parsed: Record<string, unknown> = {};
    let failed = false;
    for (const [key, field] of Object.entries(fields)) {
      const result = field.schema.safeParse(row[key] ?? '');
      if (result.success) parsed[key] = result.data;
      else {
        errors[rowKey(key, index)] = result.error.issues[0]?.message ?? validationMessage('default', field.label);
        failed = true;
      }
    }
    if (failed) return;
    // Each field passed its own schema, so the row has the row's output type.
    const typed = parsed as RowOutput<R>;
    const crossErrors: Partial<Record<string, string>> = list.check?.(typed, index) ?? {};
    for (const [key, message] of Object.entries(crossErrors)) if (message) errors[rowKey(key, index)] = message;
    out.push(typed);
  });
  return { errors, rows: out };
}

/**
 * Reads a query with a calculator's shape; `build` turns the parsed fields and rows into the
 * calculator's input.
 */
export function parseQuery<S extends z.ZodMiniType, L extends Lists, I>(
  shape: QueryShape<S, L>,
  params: QueryInput,
  build: (fields: z.output<S>, rows: RowsOf<L>) => I,
): ParsedQuery<I> {
  const query = queryValues(params);
  const known = [...Object.keys(shape.fields), ...Object.values(shape.lists).flatMap((list) => Object.keys(list.columns))];
  if (!known.some((key) => query.has(key))) return { ok: false, empty: true, errors: {}, values: defaultValues(shape) };

  const values: FormValues = {};
  for (const [key, field] of Object.entries(shape.fields)) {
    const sent = query.get(key);
    // A checkbox may follow a hidden input of the same name: its last value is the box's.
    values[key] = sent === undefined ? field.default : ((field.kind === 'checkbox' ? sent.at(-1) : sent[0]) ?? '');
  }
  const parsed = shape.schema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : firstMessages(parsed.error.issues);

  const rows: Record<string, unknown[]> = {};
  for (const [name, list] of Object.entries(shape.lists)) {
    const read = readList(list, query);
    read.rows.forEach((row, index) => {
      for (const [key, text] of Object.entries(row)) values[rowKey(key, index)] = text;
    });
    if (read.error) errors[name] = read.error;
    const result = parseRows(list, read.rows);
    Object.assign(errors, result.errors);
    rows[name] = result.rows;
  }

  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, empty: false, errors, values };
  // Every list was read above with its own row type.
  return { ok: true, input: build(parsed.data, rows as RowsOf<L>), values };
}

export type QueryValue = string | number | boolean | undefined;

/**
 * The query for an input, every parameter written (an empty query would mean «not yet computed»):
 * numbers with a point, a ticked box as 1, an unticked box and an empty optional field left out.
 */
export function querySearch(fields: Record<string, QueryValue>, rows: readonly Record<string, string | number>[] = []): URLSearchParams {
  const search = new URLSearchParams();
  const text = (value: string | number) => (typeof value === 'number' ? plainNumber(value) : value);
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === false) continue;
    search.append(key, value === true ? '1' : text(value));
  }
  // A row writes every one of its fields, an empty name too, so the i-th values stay one row.
  for (const row of rows) for (const [key, value] of Object.entries(row)) search.append(key, text(value));
  return search;
}

/** The query for values as typed (the browser keeps the address in step while a field is wrong). */
export function valuesSearch(shape: QueryShape<z.ZodMiniType, Lists>, values: FormValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, field] of Object.entries(shape.fields)) {
    const value = values[key] ?? '';
    if (field.kind === 'checkbox' && value === '') continue;
    search.append(key, value);
  }
  for (const list of Object.values(shape.lists)) {
    const keys = Object.keys(list.columns);
    for (let index = 0; keys.some((key) => rowKey(key, index) in values); index++)
      for (const key of keys) search.append(key, values[rowKey(key, index)] ?? '');
  }
  return search;
}
