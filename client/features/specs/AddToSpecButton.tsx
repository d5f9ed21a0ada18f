import { useState } from 'react';
import { UiIcon } from '#client/components/UiIcon';
import type { SharedForm } from '#client/components/shared-forms';
import { useSharedForm } from '#client/components/use-shared-form';
import { quantityBounds } from '#shared/contract/spec-quantity';
import { addToSpec } from './add-to-spec';

/** The page's one «В спецификацию» form for lists: each button adds its product (`productId`), one of it. */
const addOneForm: SharedForm = { id: 'spec-add', action: '/api/specs/current/lines' };

/**
 * «В спецификацию» (docs/behaviour.md, "Specification"): a form post that adds the product to the
 * visitor's current specification and comes back to this page with a notice, so it works without
 * JavaScript; with it, the same call goes by fetch and a toast leads to the specification. Where a
 * quantity makes sense (the product page, a comparison column) `unit` adds a field with the
 * unit's bounds, in a form of its own; elsewhere (cards, analogues, offers: many on a page) one is
 * added, and the button alone names the page's shared form. Pages hand it to the catalogue's parts
 * as a slot.
 */
export function AddToSpecButton({ productId, unit }: { productId: string; unit?: string }) {
  return unit === undefined ? <AddOneButton productId={productId} /> : <AddQuantityForm productId={productId} unit={unit} />;
}

function AddOneButton({ productId }: { productId: string }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      form={useSharedForm(addOneForm)}
      name="productId"
      value={productId}
      disabled={pending}
      onClick={(event) => {
        // Only once React runs: before that the button posts the page's form.
        event.preventDefault();
        setPending(true);
        void addToSpec({ productId }).finally(() => setPending(false));
      }}
    >
      В спецификацию
    </button>
  );
}

function AddQuantityForm({ productId, unit }: { productId: string; unit: string }) {
  const [pending, setPending] = useState(false);
  const bounds = quantityBounds(unit);

  return (
    <form
      className="spec-add"
      method="post"
      action="/api/specs/current/lines"
      onSubmit={(event) => {
        // Only once React runs: before that the browser posts the form itself.
        event.preventDefault();
        const quantity = new FormData(event.currentTarget).get('quantity');
        setPending(true);
        void addToSpec({ productId, quantity: typeof quantity === 'string' ? quantity : undefined }).finally(() => setPending(false));
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      {/* Named by aria-label, not a visually hidden label: that one is positioned, and inside the
          comparison's scrolling table it would stretch the page sideways. */}
      <input
        className="input spec-add__quantity"
        type="number"
        name="quantity"
        aria-label={`Количество, ${unit}`}
        defaultValue={1}
        min={bounds.min}
        max={bounds.max}
        step={10 ** -bounds.decimals}
        inputMode={bounds.decimals ? 'decimal' : 'numeric'}
        required
      />
      <button type="submit" className="button button--ghost" disabled={pending}>
        <UiIcon name="playlist-plus" size={20} />В спецификацию
      </button>
    </form>
  );
}
