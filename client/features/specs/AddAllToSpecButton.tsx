import { Fragment, useState } from 'react';
import { useLocation } from 'react-router';
import { UiIcon } from '#client/components/UiIcon';
import { addAllToSpec } from './add-to-spec';

/**
 * «Всё в спецификацию» (docs/behaviour.md, "Specification"): every line of a list — the designer's
 * bill of materials — with its quantity, in one call, all or none. Without JavaScript the form
 * repeats `productId` and `quantity` per line and comes back with a notice of how many went in.
 */
export function AddAllToSpecButton({ lines }: { lines: readonly { productId: string; quantity: number }[] }) {
  const location = useLocation();
  const [pending, setPending] = useState(false);
  if (!lines.length) return null;
  return (
    <form
      className="spec-add"
      method="post"
      action="/api/specs/current/lines/batch"
      onSubmit={(event) => {
        event.preventDefault();
        setPending(true);
        void addAllToSpec(lines.map(({ productId, quantity }) => ({ productId, quantity }))).finally(() => setPending(false));
      }}
    >
      {lines.map((line) => (
        <Fragment key={line.productId}>
          <input type="hidden" name="productId" value={line.productId} />
          <input type="hidden" name="quantity" value={line.quantity} />
        </Fragment>
      ))}
      <input type="hidden" name="callbackUrl" value={location.pathname + location.search} />
      <button type="submit" className="button" disabled={pending}>
        <UiIcon name="playlist-plus" size={20} />
        Всё в спецификацию
      </button>
    </form>
  );
}
