import { Link } from '#client/components/Link';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import type { SharedSpec } from '#shared/contract/spec-shares';
import type { SpecLine } from '#shared/contract/specs';

/**
 * A line at the product's current price; a product that left the catalogue has none and counts for
 * nothing (docs/behaviour.md, "Documents").
 */
function lineSum(line: SpecLine): { price: number | null; sum: number | null } {
  const price = line.product?.current.price ?? null;
  return { price, sum: price === null ? null : Math.round(price * line.quantity * 100) / 100 };
}

/**
 * What a read-only link shows (docs/behaviour.md, "Specification"): the lines with article, name,
 * brand, quantity, price and sum, and the total — text only, no control that changes anything.
 */
export function SharedSpecTable({ spec }: { spec: SharedSpec }) {
  if (!spec.lines.length) return <p className="empty-state">В этой спецификации пока нет товаров.</p>;
  const priced = spec.lines.map((line) => ({ line, ...lineSum(line) }));
  const total = priced.reduce((sum, { sum: lineTotal }) => sum + (lineTotal ?? 0), 0);
  return (
    <div className="table-scroll">
      <table className="bom" data-testid="shared-spec">
        <caption>Спецификация «{spec.name}»: только просмотр</caption>
        <thead>
          <tr>
            <th scope="col">Товар</th>
            <th scope="col">Производитель</th>
            <th scope="col">Примечание</th>
            <th scope="col" className="bom__number">
              Кол-во
            </th>
            <th scope="col" className="bom__number">
              Цена
            </th>
            <th scope="col" className="bom__number">
              Сумма
            </th>
          </tr>
        </thead>
        <tbody>
          {priced.map(({ line, price, sum }) => (
            <tr key={line.productId}>
              <td className="bom__device">
                {line.product ? <Link to={line.product.url}>{line.product.name}</Link> : 'Товар снят с продажи'}
                <span className="bom__article" translate="no">
                  {line.product?.article ?? line.productId}
                </span>
              </td>
              <td data-label="Производитель">{line.product?.brand ?? '—'}</td>
              <td data-label="Примечание">{line.note || '—'}</td>
              <td className="bom__number" data-label="Кол-во">
                {formatNumber(line.quantity)}&nbsp;{line.product?.unit ?? 'шт'}
              </td>
              <td className="bom__number" data-label="Цена">
                {price === null ? '—' : formatPrice(price)}
              </td>
              <td className="bom__number" data-label="Сумма">
                {sum === null ? '—' : formatPrice(sum)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              Итого
            </th>
            <td className="bom__number bom__total" data-testid="shared-spec-total">
              {formatPrice(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
