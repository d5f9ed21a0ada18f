import type { ReactNode } from 'react';
import { Link } from '#client/components/Link';
import type { Product } from '#shared/contract';
import { formatPrice, stockText } from '#shared/catalog/format';
import { productPath, sectionPath } from '#shared/catalog/paths';
import { compareRows } from '#shared/catalog/compare';
import { compareHref } from '#shared/catalog/compare-list';
import { changeCompare } from './change-compare';
import { useCompareList } from './compare-cookie';

/**
 * The comparison table (docs/behaviour.md, "Comparison"): a column per product, a row per
 * characteristic aligned by key, price and availability always shown. Everything is a link to
 * another address — «Только различия», «Убрать» — so it works without JavaScript and every state
 * can be shared; a column's «В спецификацию» is a form post. On a phone the table scrolls inside
 * its own box, the names column held on the left.
 */
export function CompareTable({
  products,
  diffOnly,
  addToSpec,
}: {
  products: Product[];
  diffOnly: boolean;
  /** A column's «В спецификацию» (client/features/specs/AddToSpecButton.tsx), handed in by the page. */
  addToSpec: (product: Product) => ReactNode;
}) {
  const ids = products.map((product) => product.id);
  const rows = compareRows(products, diffOnly);
  const saved = useCompareList();

  return (
    <>
      <nav className="compare-switch" aria-label="Какие характеристики показать">
        <Link to={compareHref(ids)} aria-current={diffOnly ? undefined : 'true'} className="chip">
          Все характеристики
        </Link>
        <Link to={compareHref(ids, true)} aria-current={diffOnly ? 'true' : undefined} className="chip">
          Только различия
        </Link>
      </nav>
      <div className="compare-scroll" role="region" aria-label="Таблица сравнения">
        <table className="compare-table">
          <thead>
            <tr>
              <th scope="col" className="compare-table__name">
                Товар
              </th>
              {products.map((product) => (
                <th scope="col" key={product.id} className="compare-table__product">
                  <img src={product.picture.src} alt="" width={product.picture.width} height={product.picture.height} decoding="async" />
                  <Link to={productPath(product)}>{product.name}</Link>
                  {addToSpec(product)}
                  <Link
                    className="compare-table__remove"
                    to={compareHref(
                      ids.filter((id) => id !== product.id),
                      diffOnly,
                    )}
                    aria-label={`Убрать из сравнения: ${product.name}`}
                    // The address is the comparison; the visitor's own list follows it when it holds the product.
                    onClick={() => {
                      if (saved?.includes(product.id)) void changeCompare({ id: product.id, op: 'remove' }, { quiet: true });
                    }}
                  >
                    Убрать
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Цена</th>
              {products.map((product) => (
                <td key={product.id} className="compare-table__price">
                  {formatPrice(product.price)} <span className="product-card__unit">за {product.unit}</span>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Наличие</th>
              {products.map((product) => (
                <td key={product.id} className={`stock stock--${product.stock.status}`}>
                  {stockText(product.stock, product.unit)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Артикул</th>
              {products.map((product) => (
                <td key={product.id} translate="no">
                  {product.article}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Производитель</th>
              {products.map((product) => (
                <td key={product.id}>{product.brand.name}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Раздел</th>
              {products.map((product) => (
                <td key={product.id}>
                  <Link to={sectionPath(product.section.id)}>{product.section.name}</Link>
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.key} className={row.same ? undefined : 'compare-table__differs'}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={ids[index]}>{value ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {diffOnly && !rows.length ? <p className="empty-state">Характеристики выбранных товаров совпадают.</p> : null}
    </>
  );
}
