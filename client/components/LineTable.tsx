import type { ReactNode } from 'react';
import { formatPrice } from '#shared/catalog/format';
import { Link } from './Link';

/** A column after the product's: its heading, and whether it holds a number (right-aligned). */
export interface LineTableColumn {
  label: string;
  number?: boolean;
}

export interface LineTableRow {
  key: string;
  /** The product's name (a link when it has a page) and its article beneath. */
  name: string;
  href?: string;
  article: string;
  /** One cell per column, in order. */
  cells: readonly ReactNode[];
}

/**
 * A table of lines — a panel's bill of materials, a specification opened by its link — with the
 * product first and «Итого» under the last column; on a phone each cell shows its column's label
 * (`data-label`, the `bom` styles).
 */
export function LineTable({
  caption,
  productLabel,
  columns,
  rows,
  total,
  testId,
  totalTestId,
}: {
  caption: ReactNode;
  productLabel: string;
  columns: readonly LineTableColumn[];
  rows: readonly LineTableRow[];
  total: number;
  testId?: string;
  totalTestId?: string;
}) {
  return (
    <div className="table-scroll">
      <table className="bom" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{productLabel}</th>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.number ? 'bom__number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td className="bom__device">
                {row.href ? <Link to={row.href}>{row.name}</Link> : row.name}
                <span className="bom__article" translate="no">
                  {row.article}
                </span>
              </td>
              {columns.map((column, index) => (
                <td key={column.label} className={column.number ? 'bom__number' : undefined} data-label={column.label}>
                  {row.cells[index]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.length}>
              Итого
            </th>
            <td className="bom__number bom__total" data-testid={totalTestId}>
              {formatPrice(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
