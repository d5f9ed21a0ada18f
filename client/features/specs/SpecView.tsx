import type { ReactNode } from 'react';
import { formatPrice, productWord } from '#shared/catalog/format';
import type { Spec } from '#shared/contract/specs';
import { specTotal } from '#shared/specs/line-view';
import { plural } from '#shared/text/plural';
import { Link } from '#client/components/Link';
import { useHydrated } from '#client/components/use-hydrated';
import { SpecActions } from './SpecActions';
import { SpecLineItem } from './SpecLineItem';
import type { SpecSource } from './spec-source';

/**
 * A specification's page body (docs/behaviour.md, "Specification"): its lines, the total, then
 * its tools (`SpecActions`). `head` is what the page puts above the lines (a signed-in user's
 * name, rename and the rest).
 */
export function SpecView({
  spec,
  source,
  head,
  onChanged,
}: {
  spec: Spec;
  source: SpecSource;
  head?: ReactNode;
  onChanged(spec: Spec): void;
}) {
  const hydrated = useHydrated();
  const total = specTotal(spec);
  return (
    <div className="spec">
      {head}
      {spec.lines.length === 0 ? (
        <p className="empty-state">
          В спецификации пока нет товаров. Найдите нужные в <Link to="/catalog">каталоге</Link> и нажмите «В спецификацию» — здесь соберётся
          список с количествами и примечаниями.
        </p>
      ) : (
        <>
          <ol className="spec-lines" aria-label="Строки спецификации">
            {spec.lines.map((line, index) => (
              <SpecLineItem key={line.productId} line={line} index={index} source={source} hydrated={hydrated} onChanged={onChanged} />
            ))}
          </ol>
          <p className="spec-total" data-testid="spec-total">
            Итого: <strong>{formatPrice(total.sum)}</strong> за {plural(total.counted, productWord)}
            {total.counted < spec.lines.length ? ' (без товаров, которых нет в каталоге)' : ''}
          </p>
        </>
      )}
      <SpecActions spec={spec} source={source} />
    </div>
  );
}
