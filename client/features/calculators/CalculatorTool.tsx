import { use, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { CatalogOffer } from '#shared/calculators/catalog-offer';
import type { CalculatorId } from '#shared/calculators';
import { CalculatorField } from './CalculatorField';
import { CalculatorList } from './CalculatorList';
import { CopyLinkButton } from './CopyLinkButton';
import { NoteLink, noteHref } from './NoteLink';
import { ResultPanel } from './ResultPanel';
import { blankRow, formErrors, formQuery, formState, type FormQuery, type FormState } from './form-state';
import type { CalculatorView } from './calculator-view';
import { useAddressWriter } from './use-address-writer';
import { useHydrated } from '#client/components/use-hydrated';
import { calculatorView } from './views';

/** The id of the input a message belongs to, for the result's links to the fields. */
function fieldId(key: string, view: CalculatorView, state: FormState): string {
  const match = /^(.+)\.(\d+)$/.exec(key);
  const list = match && Object.entries(view.lists).find(([, field]) => match[1]! in field.columns)?.[0];
  if (!match || !list) return `calc-${key}`;
  const row = state.lists[list]?.[Number(match[2])];
  return row ? `calc-${match[1]}-${row.key}` : `calc-${list}`;
}

/**
 * A calculator's form and result (docs/behaviour.md, "Calculators"). The address decides the
 * first state, on the server and in the browser alike; the form is a GET form to the page itself,
 * so «Рассчитать» works without JavaScript. With it, the result follows each keystroke (pure
 * functions, no request) and the address follows the form after a pause. A field's message waits
 * until the visitor leaves the field; the result says at once what to fix.
 */
export function CalculatorTool({
  id,
  path,
  initialSearch,
  offers,
  saveToProject,
}: {
  id: CalculatorId;
  path: string;
  initialSearch: string;
  /** The catalogue's products for a result's choice, drawn by the page (they carry another feature's button). */
  offers?: (offers: CatalogOffer[]) => ReactNode;
  /** «Сохранить в проект» for the result at this address (the page draws it: it is the account's). */
  saveToProject?: (address: string) => ReactNode;
}) {
  const view = use(calculatorView(id));
  const hydrated = useHydrated();
  const writeAddress = useAddressWriter(path);
  const [initial] = useState(() => view.evaluate(new URLSearchParams(initialSearch)));
  const [form, setForm] = useState(() => formState(view, initial.values));
  /** The query of the form once the visitor has changed it; until then the address's outcome stands. */
  const [edited, setEdited] = useState<FormQuery | null>(null);
  /** The field being typed in: its message shows when it is left. */
  const [typing, setTyping] = useState<string | null>(null);

  const outcome = useMemo(() => (edited ? view.evaluate(edited.query) : initial), [view, edited, initial]);
  const errors = useMemo(() => formErrors(view, outcome.errors, edited?.sentRows ?? null), [view, outcome, edited]);
  const shownErrors = useMemo(() => {
    if (typing === null || !(typing in errors)) return errors;
    const rest = { ...errors };
    delete rest[typing];
    return rest;
  }, [errors, typing]);

  const change = (next: FormState, typedKey: string | null, now = false) => {
    const query = formQuery(view, next);
    setForm(next);
    setEdited(query);
    setTyping(typedKey);
    writeAddress(query.query, now);
  };
  const setField = (name: string, value: string) => change({ ...form, fields: { ...form.fields, [name]: value } }, name);
  const setRowField = (list: string, key: number, column: string, value: string) => {
    const rows = form.lists[list] ?? [];
    const index = rows.findIndex((row) => row.key === key);
    const next = rows.map((row) => (row.key === key ? { ...row, values: { ...row.values, [column]: value } } : row));
    change({ ...form, lists: { ...form.lists, [list]: next } }, view.rowKey(column, index));
  };
  const addRow = (list: string) => {
    const rows = form.lists[list] ?? [];
    const row = { key: form.nextKey, values: blankRow(view.lists[list]!) };
    change({ ...form, lists: { ...form.lists, [list]: [...rows, row] }, nextKey: form.nextKey + 1 }, null);
    // The new row's first field, once it is drawn.
    window.requestAnimationFrame(() => document.getElementById(`calc-${Object.keys(view.lists[list]!.columns)[0]}-${row.key}`)?.focus());
  };
  const removeRow = (list: string, key: number) => {
    const rows = form.lists[list] ?? [];
    const index = rows.findIndex((row) => row.key === key);
    change({ ...form, lists: { ...form.lists, [list]: rows.filter((row) => row.key !== key) } }, null);
    // Focus stays in the list: on the row that took its place, else the one above, else «Добавить строку».
    const neighbour = rows[index + 1] ?? rows[index - 1];
    window.requestAnimationFrame(() => {
      const target = neighbour
        ? document.getElementById(`calc-${Object.keys(view.lists[list]!.columns)[0]}-${neighbour.key}`)
        : document.querySelector<HTMLElement>(`#calc-${list} .calc-list__add`);
      target?.focus();
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change(form, null, true);
  };
  const href = () => `${path}?${formQuery(view, form).query.toString()}`;

  const fields = (
    <div className="calc-form__fields">
      {Object.entries(view.fields).map(([name, field]) => (
        <CalculatorField
          key={name}
          id={`calc-${name}`}
          name={name}
          field={field}
          value={form.fields[name] ?? ''}
          error={shownErrors[name]}
          onChange={(value) => setField(name, value)}
          onBlur={() => setTyping(null)}
          hidden={field.when ? !field.when.is.includes(form.fields[field.when.field] ?? '') : undefined}
        />
      ))}
    </div>
  );
  const lists = Object.entries(view.lists).map(([name, list]) => (
    <CalculatorList
      key={name}
      name={name}
      rowKey={view.rowKey}
      list={list}
      rows={form.lists[name] ?? []}
      errors={shownErrors}
      hydrated={hydrated}
      onChange={(key, column, value) => setRowField(name, key, column, value)}
      onBlur={() => setTyping(null)}
      onAdd={() => addRow(name)}
      onRemove={(key) => removeRow(name, key)}
    />
  ));

  return (
    <div className="calc-tool">
      <form className="calc-form" method="get" action={path} onSubmit={submit} noValidate aria-label="Исходные данные">
        {view.listsFirst ? lists : fields}
        {view.listsFirst ? fields : lists}
        <div className="calc-form__actions">
          <button type="submit" className="button">
            Рассчитать
          </button>
          <CopyLinkButton href={href} hidden={!hydrated} />
        </div>
      </form>
      <ResultPanel
        outcome={outcome}
        errors={errors}
        fieldId={(key) => fieldId(key, view, form)}
        note={
          <>
            <NoteLink href={noteHref(id, formQuery(view, form).query)} />
            {saveToProject?.(href())}
          </>
        }
      />
      {outcome.state === 'computed' && offers ? offers(outcome.offers) : null}
    </div>
  );
}
