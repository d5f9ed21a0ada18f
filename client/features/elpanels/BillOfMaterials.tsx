import { LineTable } from '#client/components/LineTable';
import type { DesignDevice } from '#shared/contract';
import { formatNumber, formatPrice } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import type { BillLine } from '#shared/designer/bill-of-materials';
import type { FactsById } from '#shared/designer/device-facts';

const columns = [
  { label: 'Номинал' },
  { label: 'Полюса' },
  { label: 'Модули' },
  { label: 'Кол-во', number: true },
  { label: 'Цена', number: true },
  { label: 'Сумма', number: true },
] as const;

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
    <LineTable
      caption={caption}
      productLabel="Устройство"
      columns={columns}
      rows={lines.map((line) => {
        const device = devices.get(line.productId);
        const fact = facts.get(line.productId);
        return {
          key: line.productId,
          name: line.name,
          href: device ? productPath(device) : undefined,
          article: line.article,
          cells: [
            fact?.ratedCurrent ? `${formatNumber(fact.ratedCurrent)}\u00a0А` : '—',
            fact?.poles ?? '—',
            fact?.enclosure ? `${fact.enclosure.rows}\u00a0×\u00a0${fact.enclosure.modulesPerRow}` : (fact?.modules ?? '—'),
            line.quantity,
            formatPrice(line.unitPrice),
            formatPrice(line.sum),
          ],
        };
      })}
      total={total}
    />
  );
}
