import type { ListField } from '#shared/calculators/fields';
import type { FieldErrors, FormValues } from '#shared/calculators/query';
import type { CalculatorView } from './calculator-view';

/**
 * The calculator form as the browser edits it (docs/behaviour.md, "Calculators"): the single
 * fields' text and each list's rows, every row with a key of its own so that removing one keeps the
 * others' inputs. The address and the maths see the same values the server would read from a GET
 * form: rows left blank are not sent, the rest numbered in order.
 */
export interface Row {
  key: number;
  values: Record<string, string>;
}

export interface FormState {
  fields: FormValues;
  lists: Record<string, Row[]>;
  /** The next row key. */
  nextKey: number;
}

/** The form for values as a calculator reads them (`power.0`, `power.1`… for rows). */
export function formState(view: CalculatorView, values: FormValues): FormState {
  const fields: FormValues = {};
  for (const name of Object.keys(view.fields)) fields[name] = values[name] ?? '';
  let nextKey = 0;
  const lists: Record<string, Row[]> = {};
  for (const [name, list] of Object.entries(view.lists)) {
    const columns = Object.keys(list.columns);
    const rows: Row[] = [];
    for (let index = 0; columns.some((column) => view.rowKey(column, index) in values); index++)
      rows.push({
        key: nextKey++,
        values: Object.fromEntries(columns.map((column) => [column, values[view.rowKey(column, index)] ?? ''])),
      });
    lists[name] = rows;
  }
  return { fields, lists, nextKey };
}

/** A row as a fresh one comes: each column's default (count 1, «Равномерно»…), the rest empty. */
export function blankRow(list: ListField): Record<string, string> {
  return Object.fromEntries(Object.entries(list.columns).map(([column, field]) => [column, field.default]));
}

/** Every field empty or still its column's default: the calculator drops such a row (docs/calculators.md, "Lists"). */
export function isBlankRow(list: ListField, values: Record<string, string>): boolean {
  return Object.entries(list.columns).every(([column, field]) => {
    const text = (values[column] ?? '').trim();
    return text === '' || text === field.default;
  });
}

export interface FormQuery {
  query: URLSearchParams;
  /** For each list, the form's row index of each row sent (the calculator numbers only those). */
  sentRows: Record<string, number[]>;
}

/** The query the form stands for, as a GET form would send it less its blank rows. */
export function formQuery(view: CalculatorView, state: FormState): FormQuery {
  const values: FormValues = { ...state.fields };
  const sentRows: Record<string, number[]> = {};
  for (const [name, list] of Object.entries(view.lists)) {
    const rows = state.lists[name] ?? [];
    const sent = rows.flatMap((row, index) => (isBlankRow(list, row.values) ? [] : [index]));
    sentRows[name] = sent;
    // No row left: one blank row still says the list was sent empty, which is the list's own
    // message; sending nothing would mean «the default rows».
    const written = sent.length ? sent.map((index) => rows[index]!.values) : [blankRow(list)];
    written.forEach((row, index) => {
      for (const [column, text] of Object.entries(row)) values[view.rowKey(column, index)] = text;
    });
  }
  return { query: view.valuesToQuery(values), sentRows };
}

/**
 * Messages keyed by the form's own rows: a row field's message comes keyed by the row's number
 * among the rows sent, and names that number («Мощность (строка 2)»); a blank row left above it
 * makes the form's number a different one, so both are moved to it.
 */
export function formErrors(view: CalculatorView, errors: FieldErrors, sentRows: Record<string, number[]> | null): FieldErrors {
  if (!sentRows) return errors;
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^(.+)\.(\d+)$/.exec(key);
    const list = match && Object.entries(view.lists).find(([, field]) => match[1]! in field.columns);
    if (!match || !list) {
      out[key] = message;
      continue;
    }
    const [name, field] = list;
    const sent = Number(match[2]);
    const shown = sentRows[name]?.[sent] ?? sent;
    const label = field.columns[match[1]!]!.label;
    out[view.rowKey(match[1]!, shown)] =
      shown === sent ? message : message.replace(view.rowLabel(label, sent), view.rowLabel(label, shown));
  }
  return out;
}
