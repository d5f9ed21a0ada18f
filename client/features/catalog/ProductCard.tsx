import { CardHeading, type CardHeadingLevel } from '#client/components/CardHeading';
import { Link } from '#client/components/Link';
import { ServerDrawn } from '#client/components/ServerDrawn';
import type { ReactNode } from 'react';
import type { DrawnCard, Highlight } from '#shared/contract';
import { hasCardData, type CardRef } from '#shared/catalog/drawn-card';
import { formatPrice, stockText } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import { Highlighted } from '#client/components/Highlighted';
import { CompareButton } from './compare/CompareButton';

/**
 * A product in a grid: picture, name, article, key characteristics, price, stock, «В
 * спецификацию», «В избранное» and «Сравнить». `highlight` marks the words a search matched in the
 * name. The save and specification buttons are other features', so the page hands them in (`save`,
 * `addToSpec`): a feature imports no other feature.
 *
 * Everything but the buttons is drawn once, by the server, where the page data hands the card over
 * as its id (`CardRef`): the browser keeps that part as the server drew it (`ServerDrawn`,
 * docs/decisions/028-cards-drawn-once.md). The parts carry no class of their own: catalog.css styles
 * them by their place in the card.
 */
export function ProductCard({
  product,
  headingLevel,
  highlight,
  lazy,
  save,
  addToSpec,
}: {
  product: DrawnCard | CardRef;
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
      <ServerDrawn
        name={product.id}
        draw={
          hasCardData(product)
            ? () => <CardFace product={product} headingLevel={headingLevel} highlight={highlight} lazy={lazy} />
            : undefined
        }
      />
      <div>
        {addToSpec}
        {save}
        <CompareButton productId={product.id} />
      </div>
    </article>
  );
}

function CardFace({
  product,
  headingLevel,
  highlight,
  lazy,
}: {
  product: DrawnCard;
  headingLevel: CardHeadingLevel;
  highlight?: Highlight;
  lazy?: boolean;
}) {
  return (
    <>
      {/* The picture is the title link's too: the link covers it (catalog.css), one link and one tab stop a card. */}
      <img
        src={product.picture.src}
        alt=""
        width={product.picture.width}
        height={product.picture.height}
        loading={lazy ? 'lazy' : undefined}
      />
      <CardHeading level={headingLevel}>
        <Link to={productPath(product)}>{highlight ? <Highlighted parts={highlight} /> : product.name}</Link>
      </CardHeading>
      {/* Text joined in one string: React marks each seam between neighbouring texts with a comment. */}
      <p>
        Артикул: <span translate="no">{product.article}</span>
        {` · ${product.brand.name}`}
      </p>
      {product.keySpecs.length ? (
        <dl>
          {product.keySpecs.map((spec) => (
            <div key={spec.label}>
              <dt>{spec.label}</dt>
              <dd>{spec.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {/* The price and the stock are the part's last two: catalog.css finds them there. */}
      <p>
        {formatPrice(product.price)}
        <span>{` / ${product.unit}`}</span>
      </p>
      <p className={`stock stock--${product.stock.status}`}>{stockText(product.stock, product.unit)}</p>
    </>
  );
}
