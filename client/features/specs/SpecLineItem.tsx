import { useState, type FormEvent } from 'react';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import type { Spec, SpecLine } from '#shared/contract/specs';
import { specNotices } from '#shared/specs/form-notices';
import { availabilityText, lineChanges, lineSum, lineWarehouses } from '#shared/specs/line-view';
import { Link } from '#client/components/Link';
import { changeSpec } from './spec-change';
import type { SpecSource } from './spec-source';

/**
 * One line of a specification as a card: what the product is, how many and why (editable), what it
 * costs now and whether it is there — and what changed since it was saved. Both forms post without
 * JavaScript (`_method` tells the BFF what a form cannot), and call the same address with it.
 */
export function SpecLineItem({
  line,
  index,
  source,
  hydrated,
  onChanged,
}: {
  line: SpecLine;
  index: number;
  source: SpecSource;
  hydrated: boolean;
  onChanged(spec: Spec): void;
}) {
  const { product } = line;
  const unit = product?.unit ?? 'шт';
  const [quantity, setQuantity] = useState(formatNumber(line.quantity));
  const [note, setNote] = useState(line.note);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const action = `${source.api}/lines/${encodeURIComponent(line.productId)}`;
  const id = `spec-line-${index}`;
  const title = product?.name ?? `Товар ${line.productId}`;
  const changes = lineChanges(line);
  const sum = lineSum(line);
  const warehouses = product ? lineWarehouses(product.current.availability, unit) : undefined;

  async function save(event: FormEvent) {
    event.preventDefault();
    // The BFF and upstream check the quantity against the unit's bounds and the note's length; a
    // refusal's message stands beneath the fields and in the toast. (The contract's zod-free checks
    // would split the spec modules into more chunks than the home page's JavaScript budget allows.)
    if (pending) return;
    setError(undefined);
    setPending(true);
    const answer = await changeSpec<Spec>('PUT', action, { quantity, note }, specNotices.lineSaved);
    setPending(false);
    if (answer.ok) onChanged(answer.data);
    else setError(answer.message);
  }

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await changeSpec<Spec>('DELETE', action, undefined, specNotices.lineRemoved);
    setPending(false);
    if (answer.ok) onChanged(answer.data);
  }

  return (
    <li className="spec-line">
      <div className="spec-line__picture">
        {product?.picture ? (
          <img
            src={product.picture.src}
            alt=""
            width={product.picture.width}
            height={product.picture.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="spec-line__about">
        <h2 className="spec-line__title" id={`${id}-title`}>
          {product ? <Link to={productPath({ url: product.url, id: line.productId })}>{product.name}</Link> : title}
        </h2>
        {product ? (
          <p className="spec-line__meta">
            Артикул: <span translate="no">{product.article}</span> · {product.brand} · за {unit}
          </p>
        ) : (
          <p className="spec-line__gone" role="note">
            Товара больше нет в каталоге
          </p>
        )}
        {product ? (
          <p className={`stock stock--${product.current.availability.status}`}>
            {availabilityText(product.current.availability, unit)}
            {warehouses ? <span className="spec-line__warehouses"> ({warehouses})</span> : null}
          </p>
        ) : null}
        {changes.length ? (
          <div className="spec-line__changed" role="note">
            <strong>Изменилось с момента сохранения:</strong> {changes.join('; ')}
          </div>
        ) : null}
      </div>
      <form className="spec-line__edit" method="post" action={action} onSubmit={(e) => void save(e)} noValidate={hydrated}>
        <input type="hidden" name="_method" value="PUT" />
        <input type="hidden" name="callbackUrl" value={source.page} />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-quantity`}>
            Количество, {unit}
          </label>
          <input
            id={`${id}-quantity`}
            className={`input spec-line__quantity${error ? ' input--error' : ''}`}
            name="quantity"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            Примечание
          </label>
          <input
            id={`${id}-note`}
            className="input"
            name="note"
            type="text"
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        {error ? (
          <p className="field__error spec-line__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
        <button className="button button--ghost spec-line__save" type="submit" disabled={pending}>
          Сохранить
        </button>
      </form>
      <div className="spec-line__money">
        <p>
          <span className="spec-line__label">Цена</span> {product ? formatPrice(product.current.price) : '—'}
        </p>
        <p className="spec-line__sum">
          <span className="spec-line__label">Сумма</span> {sum === undefined ? '—' : formatPrice(sum)}
        </p>
      </div>
      <form className="spec-line__remove" method="post" action={action} onSubmit={(e) => void remove(e)}>
        <input type="hidden" name="_method" value="DELETE" />
        <input type="hidden" name="callbackUrl" value={source.page} />
        <button className="button button--ghost" type="submit" disabled={pending} aria-label={`Удалить «${title}» из спецификации`}>
          Удалить
        </button>
      </form>
    </li>
  );
}
