import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { ImportProduct, ImportRow, SpecImport } from '#shared/contract/spec-imports';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import { importFormFor, importRowAnchor, specPagePath } from '#shared/specs/import-pages';
import { Link } from '#client/components/Link';
import { notify } from '#client/notifications/notify';
import { rowEndpoint, settleRow, summaryOf } from './import-api';

const failure = 'Не удалось изменить строку. Попробуйте ещё раз.';

/**
 * A bulk add's outcome (docs/behaviour.md, "Bulk add"): what went in, and every row that did not —
 * several products to choose from, suggestions or a corrected text to match again, or why it was
 * refused. Each action is a form post that works without JavaScript; with it, the row is settled in
 * place.
 */
export function ImportOutcome({ result }: { result: SpecImport }) {
  const groups = {
    ambiguous: result.rows.filter((row) => row.status === 'ambiguous'),
    unmatched: result.rows.filter((row) => row.status === 'unmatched'),
    refused: result.rows.filter((row) => row.status === 'refused'),
    matched: result.rows.filter((row) => row.status === 'matched'),
  };
  return (
    <div className="bulk-outcome" data-testid="import-outcome">
      <p className="bulk-outcome__summary" role="status" data-testid="import-summary">
        {summaryOf(result)}. <Link to={specPagePath(result.specId)}>Открыть спецификацию</Link> ·{' '}
        <Link to={importFormFor(result.specId)}>Добавить ещё список</Link>
      </p>
      {groups.ambiguous.length ? (
        <Group title="Выберите товар" testId="import-ambiguous">
          {groups.ambiguous.map((row) => (
            <Row key={row.line} row={row}>
              <ChooseForm importId={result.id} row={row} />
            </Row>
          ))}
        </Group>
      ) : null}
      {groups.unmatched.length ? (
        <Group title="Не найдено" testId="import-unmatched">
          {groups.unmatched.map((row) => (
            <Row key={row.line} row={row}>
              {row.candidates.length ? (
                <div className="bulk-row__suggestions">
                  <span>Возможно, вы имели в виду:</span>
                  {row.candidates.map((candidate) => (
                    <AddSuggestion key={candidate.id} importId={result.id} line={row.line} product={candidate} />
                  ))}
                </div>
              ) : null}
              <FixForm importId={result.id} row={row} />
            </Row>
          ))}
        </Group>
      ) : null}
      {groups.refused.length ? (
        <Group title="Не добавлено" testId="import-refused">
          {groups.refused.map((row) => (
            <Row key={row.line} row={row}>
              <FixForm importId={result.id} row={row} />
            </Row>
          ))}
        </Group>
      ) : null}
      {groups.matched.length ? (
        <Group title={`Добавлено в спецификацию (${groups.matched.length})`} testId="import-matched">
          {groups.matched.map((row) => (
            <li key={row.line} id={importRowAnchor(row.line)} className="bulk-row bulk-row--matched">
              <span className="bulk-row__line">Строка {row.line}</span>
              <span>
                {row.product ? <ProductLabel product={row.product} /> : row.text} — {formatNumber(row.quantity ?? 1)}&nbsp;
                {row.product?.unit ?? 'шт'}
                {row.crossReference ? (
                  <span className="bulk-row__note">
                    {' '}
                    (аналог {row.crossReference.article}, {row.crossReference.brand})
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </Group>
      ) : null}
    </div>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="bulk-group" data-testid={testId}>
      <h2 className="bulk-group__title">{title}</h2>
      <ul className="bulk-group__rows">{children}</ul>
    </section>
  );
}

/** A row that waits for the visitor: the line as read, why, and what can be done. */
function Row({ row, children }: { row: ImportRow; children: ReactNode }) {
  return (
    <li id={importRowAnchor(row.line)} className="bulk-row" data-line={row.line}>
      <p className="bulk-row__head">
        <span className="bulk-row__line">Строка {row.line}</span> <q className="bulk-row__text">{row.text}</q>
        {row.quantity !== null ? <span> × {formatNumber(row.quantity)}</span> : null}
      </p>
      {row.message ? <p className="bulk-row__message">{row.message}</p> : null}
      {row.status === 'refused' && row.product ? (
        <p className="bulk-row__product">
          <ProductLabel product={row.product} />
        </p>
      ) : null}
      {children}
    </li>
  );
}

function ProductLabel({ product }: { product: ImportProduct }) {
  return (
    <>
      <Link to={product.url}>{product.article}</Link> {product.name}
    </>
  );
}

/** A row's form: posted as a form without JavaScript, settled in place with it. */
function useRowForm(importId: string, line: number) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function send(change: { productId: string } | { text: string; quantity?: string }) {
    setPending(true);
    const answer = await settleRow(queryClient, importId, line, change);
    setPending(false);
    if (!answer.ok) {
      notify.error(`Строка ${line}`, { description: answer.message || failure });
      return;
    }
    const row = answer.data.rows.find((r) => r.line === line);
    if (row?.status === 'matched') notify.success(`Строка ${line}: добавлено в спецификацию`);
    else notify.error(`Строка ${line}`, { description: row?.message ?? failure });
  }
  return { pending, send, action: rowEndpoint(importId, line) };
}

function ChooseForm({ importId, row }: { importId: string; row: ImportRow }) {
  const form = useRowForm(importId, row.line);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const productId = new FormData(event.currentTarget).get('productId');
    if (typeof productId === 'string') void form.send({ productId });
  };
  return (
    <form method="post" action={form.action} onSubmit={submit} className="bulk-row__form">
      <fieldset className="bulk-choice">
        <legend className="visually-hidden">Товар для строки {row.line}</legend>
        {row.candidates.map((candidate, index) => (
          <label key={candidate.id} className="bulk-choice__option">
            <input type="radio" name="productId" value={candidate.id} defaultChecked={index === 0} required />
            <span>
              <strong>{candidate.article}</strong> {candidate.name} · {formatPrice(candidate.price)}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--small" disabled={form.pending}>
        Добавить выбранный
      </button>
    </form>
  );
}

function AddSuggestion({ importId, line, product }: { importId: string; line: number; product: ImportProduct }) {
  const form = useRowForm(importId, line);
  return (
    <form
      method="post"
      action={form.action}
      className="bulk-row__suggestion"
      onSubmit={(event) => {
        event.preventDefault();
        void form.send({ productId: product.id });
      }}
    >
      <input type="hidden" name="productId" value={product.id} />
      <button type="submit" className="button button--ghost button--small" disabled={form.pending} title={product.name}>
        Добавить {product.article}
      </button>
    </form>
  );
}

/** The text (and quantity) corrected, matched again. */
function FixForm({ importId, row }: { importId: string; row: ImportRow }) {
  const form = useRowForm(importId, row.line);
  const textId = `fix-text-${row.line}`;
  const quantityId = `fix-quantity-${row.line}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const quantity = String(data.get('quantity') ?? '');
    void form.send({ text: String(data.get('text') ?? ''), ...(quantity ? { quantity } : {}) });
  };
  return (
    <form method="post" action={form.action} onSubmit={submit} className="bulk-row__fix">
      <div className="field bulk-row__fix-text">
        <label className="field__label" htmlFor={textId}>
          Артикул в строке {row.line}
        </label>
        <input id={textId} name="text" className="input" defaultValue={row.text} required maxLength={200} autoComplete="off" />
      </div>
      <div className="field bulk-row__fix-quantity">
        <label className="field__label" htmlFor={quantityId}>
          Количество
        </label>
        <input
          id={quantityId}
          name="quantity"
          className="input"
          inputMode="decimal"
          defaultValue={row.quantity === null ? '' : String(row.quantity).replace('.', ',')}
          autoComplete="off"
        />
      </div>
      <button type="submit" className="button button--small" disabled={form.pending}>
        Найти и добавить
      </button>
    </form>
  );
}
