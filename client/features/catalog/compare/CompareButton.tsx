import { useState } from 'react';
import { useHydrated } from '#client/components/use-hydrated';
import { changeCompare } from './change-compare';
import { useCompareList } from './compare-cookie';

/**
 * «Сравнить» on a product card and the product page (docs/behaviour.md, "Comparison"). Server and
 * hydration draw the neutral button, an ordinary form post that adds the product without
 * JavaScript; once hydrated it shows whether the product is in the visitor's list, and a second
 * press takes it out.
 */
export function CompareButton({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const list = useCompareList();
  const [pending, setPending] = useState(false);
  const inList = hydrated && list !== null && list.includes(productId);
  const op = inList ? 'remove' : 'add';

  return (
    <form
      className="compare-button__form"
      method="post"
      action="/api/compare"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        setPending(true);
        void changeCompare({ id: productId, op }).finally(() => setPending(false));
      }}
    >
      <input type="hidden" name="id" value={productId} />
      <input type="hidden" name="op" value={op} />
      <button
        type="submit"
        className={`button button--ghost compare-button${inList ? ' compare-button--on' : ''}`}
        aria-pressed={hydrated && list !== null ? inList : undefined}
        disabled={pending}
        title={inList ? 'Убрать из сравнения' : undefined}
      >
        {inList ? 'В сравнении' : 'Сравнить'}
      </button>
    </form>
  );
}
