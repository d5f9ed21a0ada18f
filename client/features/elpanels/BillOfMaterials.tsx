import { Link } from '#client/components/Link';
import type { DesignDevice } from '#shared/contract';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import type { BillLine } from '#shared/designer/bill-of-materials';
import type { FactsById } from '#shared/designer/device-facts';

/**
 * A panel's composition (docs/designer.md, "Totals"): one line per product, enclosure first, with
 * its article, a link to the product, the characteristics that matter on a rail, quantity and sums.
 */
export function BillOfMaterials({
  lines,
  total,
  devices,
  facts,
  caption,
}: {
  lines: readonly BillLine[];
  total: number;
  devices: ReadonlyMap<string, DesignDevice>;
  facts: FactsById;
  caption: string;
}) {
  return (
    <div className="table-scroll">
      <table className="bom">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Устройство</th>
            <th scope="col">Номинал</th>
            <th scope="col">Полюса</th>
            <th scope="col">Модули</th>
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
          {lines.map((line) => {
            const device = devices.get(line.productId);
            const fact = facts.get(line.productId);
            return (
              <tr key={line.productId}>
                <td className="bom__device">
                  {device ? <Link to={productPath(device)}>{line.name}</Link> : line.name}
                  <span className="bom__article" translate="no">
                    {line.article}
                  </span>
                </td>
                <td data-label="Номинал">{fact?.ratedCurrent ? `${formatNumber(fact.ratedCurrent)}\u00a0А` : '—'}</td>
                <td data-label="Полюса">{fact?.poles ?? '—'}</td>
                <td data-label="Модули">
                  {fact?.enclosure ? `${fact.enclosure.rows}\u00a0×\u00a0${fact.enclosure.modulesPerRow}` : (fact?.modules ?? '—')}
                </td>
                <td className="bom__number" data-label="Кол-во">
                  {line.quantity}
                </td>
                <td className="bom__number" data-label="Цена">
                  {formatPrice(line.unitPrice)}
                </td>
                <td className="bom__number" data-label="Сумма">
                  {formatPrice(line.sum)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={6}>
              Итого
            </th>
            <td className="bom__number bom__total">{formatPrice(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
