import { CardHeading, type CardHeadingLevel } from '#client/components/CardHeading';
import { Link } from '#client/components/Link';
import type { ReactNode } from 'react';
import type { DrawnCard, Highlight } from '#shared/contract';
import { formatPrice, stockText } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import { Highlighted } from '#client/components/Highlighted';
import { CompareButton } from './compare/CompareButton';

/**
 * A product in a grid: picture, name, article, key characteristics, price, stock, «В
 * спецификацию», «В избранное» and «Сравнить». `highlight` marks the words a search matched in the
 * name. The save and specification buttons are other features', so the page hands them in (`save`,
 * `addToSpec`): a feature imports no other feature.
 */
export function ProductCard({
  product,
  headingLevel,
  highlight,
  lazy,
  save,
  addToSpec,
}: {
  product: DrawnCard;
  headingLevel: CardHeadingLevel;
  highlight?: Highlight;
  lazy?: boolean;
  /** «В избранное» for this product (client/features/account/SaveButton.tsx). */
  save: ReactNode;
  /** «В спецификацию» for this product (client/features/specs/AddToSpecButton.tsx). */
  addToSpec: ReactNode;
}) {
  return (
    <article className="product-card">
      {/* The picture is the title link's too: the link covers it (catalog.css), one link and one tab stop a card. */}
      <img
        src={product.picture.src}
        alt=""
        width={product.picture.width}
        height={product.picture.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
      <div className="product-card__body">
        <CardHeading level={headingLevel} className="product-card__title">
          <Link to={productPath(product)}>{highlight ? <Highlighted parts={highlight} /> : product.name}</Link>
        </CardHeading>
        {/* Text joined in one string: React marks each seam between neighbouring texts with a comment. */}
        <p className="product-card__article">
          Артикул: <span translate="no">{product.article}</span>
          {` · ${product.brand.name}`}
        </p>
        {product.keySpecs.length ? (
          <dl className="product-card__specs">
            {product.keySpecs.map((spec) => (
              <div key={spec.label}>
                <dt>{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className="product-card__price">
          {formatPrice(product.price)}
          <span className="product-card__unit">{` / ${product.unit}`}</span>
        </p>
        <p className={`stock stock--${product.stock.status}`}>{stockText(product.stock, product.unit)}</p>
        <div className="product-card__actions">
          {addToSpec}
          {save}
          <CompareButton productId={product.id} />
        </div>
      </div>
    </article>
  );
}
