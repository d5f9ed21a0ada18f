import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#client/components/Link';
import { contractQuery } from '#client/data/data';
import { useSite } from '#client/data/deps-context';
import type { OfferProduct } from '#shared/contract';
import { formatPrice, stockText } from '#shared/catalog/format';
import { productPath } from '#shared/catalog/paths';
import { offerApplied, offerHref, offerLimit, type CatalogOffer } from '#shared/calculators/catalog-offer';

/**
 * The catalogue's products for a result's choice (docs/calculators.md, "From result to product"):
 * a group per offer, each product with its price, stock and «В спецификацию» (another feature's, so
 * the page hands it in). The loader has read each group for the server's HTML; in the browser a
 * group follows the result, keeping the previous products on screen while the new ones load.
 */
export function CalculatorOffers({ offers, addToSpec }: { offers: CatalogOffer[]; addToSpec(product: OfferProduct): ReactNode }) {
  if (!offers.length) return null;
  return (
    <section className="calc-offers" aria-labelledby="calc-offers-title">
      <h2 id="calc-offers-title" className="calc-offers__title">
        Подходящие товары
      </h2>
      {offers.map((offer) => (
        <OfferGroup key={offer.sectionId + offer.title} offer={offer} addToSpec={addToSpec} />
      ))}
    </section>
  );
}

function OfferGroup({ offer, addToSpec }: { offer: CatalogOffer; addToSpec(product: OfferProduct): ReactNode }) {
  const { deps } = useSite();
  const offered = useQuery({
    ...contractQuery(deps, 'catalogOffers', { sectionid: offer.sectionId }, offer.filters),
    // No filter value to match (no curve trips): nothing to ask for.
    enabled: Object.values(offer.filters).every((values) => values.length > 0),
    // The previous products stay on screen while the next load (TanStack's keepPreviousData, written out).
    placeholderData: (previous) => previous,
  });
  const data = offered.data;
  const items = data && offerApplied(offer, data.applied) ? data.items.slice(0, offerLimit) : [];
  const href = offerHref(offer);
  return (
    <div className="calc-offers__group">
      <h3 className="calc-offers__heading">{offer.title}</h3>
      {items.length ? (
        <ul className="calc-offers__list">
          {items.map((product) => (
            <li key={product.id} className="calc-offer">
              <Link to={productPath(product)} className="calc-offer__name">
                {product.name}
              </Link>
              <p className="calc-offer__article">
                Артикул: <span translate="no">{product.article}</span>
              </p>
              <p className="calc-offer__price">
                {formatPrice(product.price)} / {product.unit}
              </p>
              <p className={`stock stock--${product.stock.status}`}>{stockText(product.stock, product.unit)}</p>
              {addToSpec(product)}
            </li>
          ))}
        </ul>
      ) : offered.isPending && offered.fetchStatus === 'fetching' ? (
        <p className="calc-offers__note">Подбираем товары…</p>
      ) : offered.isError && !data ? (
        <p className="calc-offers__note">Не удалось загрузить товары. Откройте раздел каталога по ссылке ниже.</p>
      ) : (
        <p className="calc-offers__note">{offer.empty}</p>
      )}
      <p className="calc-offers__all">
        {items.length ? <Link to={href}>Все подходящие</Link> : <Link to={`/catalog/${offer.sectionId}`}>Перейти в раздел каталога</Link>}
      </p>
    </div>
  );
}
