import { LineTable } from '#client/components/LineTable';
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

const columns = [
  { label: 'Производитель' },
  { label: 'Примечание' },
  { label: 'Кол-во', number: true },
  { label: 'Цена', number: true },
  { label: 'Сумма', number: true },
] as const;

/**
 * What a read-only link shows (docs/behaviour.md, "Specification"): the lines with article, name,
 * brand, quantity, price and sum, and the total — text only, no control that changes anything.
 */
export function SharedSpecTable({ spec }: { spec: SharedSpec }) {
  if (!spec.lines.length) return <p className="empty-state">В этой спецификации пока нет товаров.</p>;
  const priced = spec.lines.map((line) => ({ line, ...lineSum(line) }));
  const total = priced.reduce((sum, { sum: lineTotal }) => sum + (lineTotal ?? 0), 0);
  return (
    <LineTable
      caption={<>Спецификация «{spec.name}»: только просмотр</>}
      productLabel="Товар"
      columns={columns}
      rows={priced.map(({ line, price, sum }) => ({
        key: line.productId,
        name: line.product?.name ?? 'Товар снят с продажи',
        href: line.product?.url,
        article: line.product?.article ?? line.productId,
        cells: [
          line.product?.brand ?? '—',
          line.note || '—',
          <>
            {formatNumber(line.quantity)}&nbsp;{line.product?.unit ?? 'шт'}
          </>,
          price === null ? '—' : formatPrice(price),
          sum === null ? '—' : formatPrice(sum),
        ],
      }))}
      total={total}
      testId="shared-spec"
      totalTestId="shared-spec-total"
    />
  );
}
