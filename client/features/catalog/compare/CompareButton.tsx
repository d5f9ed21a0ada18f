import { useState } from 'react';
import type { SharedForm } from '#client/components/shared-forms';
import { useSharedForm } from '#client/components/use-shared-form';
import { useHydrated } from '#client/components/use-hydrated';
import { changeCompare } from './change-compare';
import { useCompareList } from './compare-cookie';

/** The page's one «Сравнить» form: a post adds the product its button names (`id`). */
const addForm: SharedForm = { id: 'compare-add', action: '/api/compare', fields: { op: 'add' } };

/**
 * «Сравнить» on a product card and the product page (docs/behaviour.md, "Comparison"). Server and
 * hydration draw the neutral button, which posts the page's shared form and adds the product without
 * JavaScript; once hydrated it shows whether the product is in the visitor's list, and a second
 * press takes it out.
 */
export function CompareButton({ productId }: { productId: string }) {
  const hydrated = useHydrated();
  const list = useCompareList();
  const [pending, setPending] = useState(false);
  const inList = hydrated && list !== null && list.includes(productId);

  return (
    <button
      form={useSharedForm(addForm)}
      name="id"
      value={productId}
      className={`compare-button${inList ? ' compare-button--on' : ''}`}
      aria-pressed={hydrated && list !== null ? inList : undefined}
      disabled={pending}
      title={inList ? 'Убрать из сравнения' : undefined}
      onClick={(event) => {
        // Only once React runs: before that the button posts the page's form.
        event.preventDefault();
        setPending(true);
        void changeCompare({ id: productId, op: inList ? 'remove' : 'add' }).finally(() => setPending(false));
      }}
    >
      {inList ? 'В сравнении' : 'Сравнить'}
    </button>
  );
}
