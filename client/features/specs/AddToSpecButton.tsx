import { useState } from 'react';
import { IconSvg } from '#client/components/IconSvg';
import { quantityBounds } from '#shared/contract/spec-quantity';
import { addToSpec } from './add-to-spec';
import { specIcons } from './spec-icons';

/**
 * «В спецификацию» (docs/behaviour.md, "Specification"): a form post that adds the product to the
 * visitor's current specification and comes back to this page with a notice, so it works without
 * JavaScript; with it, the same call goes by fetch and a toast leads to the specification. Where a
 * quantity makes sense (the product page, a comparison column) `unit` adds a field with the
 * unit's bounds; elsewhere one is added, and the markup stays small (it is on every card). Pages
 * hand it to the catalogue's parts as a slot.
 */
export function AddToSpecButton({ productId, unit }: { productId: string; unit?: string }) {
  const [pending, setPending] = useState(false);
  const bounds = unit === undefined ? undefined : quantityBounds(unit);

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
      {bounds ? (
        // Named by aria-label, not a visually hidden label: that one is positioned, and inside the
        // comparison's scrolling table it would stretch the page sideways.
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
      ) : null}
      <button type="submit" className="button button--ghost" disabled={pending}>
        {/* Lists carry the button many times over: the icon only beside the quantity, where it is once a page or column. */}
        {bounds ? <IconSvg icon={specIcons['playlist-plus']} size={20} /> : null}В спецификацию
      </button>
    </form>
  );
}
