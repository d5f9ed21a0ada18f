import { useEffect } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { redirect, useParams } from 'react-router';
import { Link } from '#client/components/Link';
import type { DrawnAnalogue, DrawnCard, DrawnProduct } from '#shared/contract';
import { drawnCard } from '#shared/catalog/drawn-card';
import { analogueRef, drawnAnalogue, type AnalogueRef } from '#shared/catalog/drawn-analogue';
import { drawnProduct, handedOverProduct, hasProductText, productLead, type HandedOverProduct } from '#shared/catalog/drawn-product';
import { formatPrice, stockText, warehousesText } from '#shared/catalog/format';
import { productPath, sectionPath } from '#shared/catalog/paths';
import { SaveButton } from '#client/features/account/SaveButton';
import { AddToSpecButton } from '#client/features/specs/AddToSpecButton';
import { loadContractView, loadMainMenu, useContractView } from '#client/data/contract-data';
import type { AppDeps, ContractView } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { useSite } from '#client/data/deps-context';
import { DeferredWhenNear } from '#client/components/DeferredWhenNear';
import { JsonLd } from '#client/components/JsonLd';
import { ServerDrawn, ServerDrawnJsonLd } from '#client/components/ServerDrawn';
import { useCurrentMeta } from '#client/components/PageHead';
import { ProductCard } from '#client/features/catalog/ProductCard';
import { CompareButton } from '#client/features/catalog/compare/CompareButton';
import { ProductGallery } from '#client/features/catalog/ProductGallery';
import { ProductAnalogues } from '#client/features/catalog/ProductAnalogues';
import { analoguesAnchor } from '#client/features/catalog/analogues-anchor';
import { QuoteRequest } from '#client/features/catalog/QuoteRequest';
import { breadcrumbList, productData } from '#client/seo/structured-data';
import { sectionPageMeta } from '#client/seo/section-meta';
import { trackEcommerce } from '#client/analytics/events';

/*
 * The page data carries the product and its analogues as the page draws them (docs/behaviour.md, "Page
 * weight"), less what the server draws once (docs/decisions/028-cards-drawn-once.md): the product's
 * facts, price, stock, characteristics, description, documents and structured data, and the analogues'
 * rows, which the browser keeps as drawn; it draws them from data it read itself.
 */
const drawnProductView: ContractView<'product', DrawnProduct | HandedOverProduct> = {
  name: 'drawn',
  select: drawnProduct,
  handedOver: (product) => (hasProductText(product) ? handedOverProduct(product) : product),
};
const drawnAnaloguesView: ContractView<'productAnalogues', { items: (DrawnAnalogue | AnalogueRef)[] }> = {
  name: 'drawn',
  select: (answer) => ({ items: answer.items.map(drawnAnalogue) }),
  handedOver: (analogues) => ({ items: analogues.items.map(analogueRef) }),
};

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData | Response> {
  const productid = params.productid ?? '';
  // Analogues are critical, not deferred: crawlers and visitors without JavaScript get them in the HTML.
  const [menu, product] = await Promise.all([
    loadMainMenu(deps, request),
    loadContractView(deps, request, 'product', { productid }, undefined, drawnProductView),
    loadContractView(deps, request, 'productAnalogues', { productid }, undefined, drawnAnaloguesView),
  ]);
  // The id decides; a renamed product's old slug moves to the current address for good.
  if (params.producturl !== product.url) return redirect(productPath(product), 301);
  const crumbs = [
    ...(product.section.parent ? [{ label: product.section.parent.name, to: sectionPath(product.section.parent.id) }] : []),
    { label: product.section.name, to: sectionPath(product.section.id) },
    { label: product.name },
  ];
  // Going back to the page the visit began on, the loader reads the product as the page data handed it over.
  const lead = hasProductText(product) ? productLead(product.description) : product.lead;
  const meta = sectionPageMeta(menu, 'catalog', productPath(product), {
    name: product.name,
    description: `${product.name}, артикул ${product.article}: цена ${formatPrice(product.price)} за ${product.unit}, ${stockText(
      product.stock,
      product.unit,
    ).toLowerCase()}. ${lead}`.slice(0, 300),
    crumbs,
  });
  return { meta: { ...meta, ogType: 'product', image: product.picture.src } };
}

export default function ProductPage() {
  const productid = useParams().productid ?? '';
  const product = useContractView('product', { productid }, undefined, drawnProductView);
  const analogues = useContractView('productAnalogues', { productid }, undefined, drawnAnaloguesView).items;
  const { origin } = useSite();
  const meta = useCurrentMeta();
  const ecommerce = { id: product.id, name: product.name, price: product.price, brand: product.brand.name, category: product.section.name };
  const viewed = JSON.stringify(ecommerce);
  const drawn = hasProductText(product) ? product : undefined;
  // One `detail` per product shown (docs/operations.md, "Goals and e-commerce").
  useEffect(() => trackEcommerce({ detail: { products: [JSON.parse(viewed) as typeof ecommerce] } }), [viewed]);

  return (
    <div className="product-page">
      <ServerDrawnJsonLd name={`product-data:${product.id}`} data={drawn && (() => productData(drawn, origin))} />
      {meta ? <JsonLd data={breadcrumbList(meta.breadcrumbs, meta.canonical, origin)} /> : null}
      <div className="product-page__top">
        <ProductGallery pictures={product.pictures} name={product.name} />
        <div className="product-page__buy">
          <ServerDrawn name={`buy:${product.id}`} draw={drawn && (() => <ProductFacts product={drawn} analogues={analogues.length} />)} />
          <AddToSpecButton productId={product.id} unit={product.unit} />
          <div className="product-page__actions">
            <SaveButton kind="product" refId={product.id} />
            <CompareButton productId={product.id} />
          </div>
          <QuoteRequest
            subject={{
              field: 'productId',
              value: product.id,
              name: product.name,
              unit: product.unit,
              products: [ecommerce],
            }}
          />
        </div>
      </div>

      <section className="product-page__section" aria-labelledby="specs-title">
        <h2 id="specs-title">Характеристики</h2>
        <ServerDrawn name={`specs:${product.id}`} draw={drawn && (() => <SpecTable product={drawn} />)} />
      </section>

      <ProductAnalogues items={analogues} addToSpec={(productId) => <AddToSpecButton productId={productId} />} />

      <ServerDrawn name={`text:${product.id}`} draw={drawn && (() => <ProductText product={drawn} />)} />

      {/* Below the analogues, far from the first screen: no data for it in the page, drawn when near. */}
      <DeferredWhenNear
        name="relatedProducts"
        params={{ productid }}
        select={(related) => ({ series: related.series.map(drawnCard), compatible: related.compatible.map(drawnCard) })}
        fallback={
          <section className="product-page__section" aria-busy="true" aria-label="Похожие товары загружаются">
            <div className="product-grid product-grid--skeleton" />
          </section>
        }
      >
        {(related) => (
          <>
            <RelatedGrid id="series-title" title={`Другие товары серии ${product.series}`} items={related.series} />
            <RelatedGrid id="compatible-title" title="С этим товаром покупают" items={related.compatible} />
          </>
        )}
      </DeferredWhenNear>
    </div>
  );
}

function RelatedGrid({ id, title, items }: { id: string; title: string; items: DrawnCard[] }) {
  if (!items.length) return null;
  return (
    <section className="product-page__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="product-grid product-grid--row">
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard
              product={item}
              headingLevel={3}
              lazy
              save={<SaveButton kind="product" refId={item.id} />}
              addToSpec={<AddToSpecButton productId={item.id} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The buy box's facts, price and stock: drawn once, by the server, where the browser lacks the product's text. */
function ProductFacts({ product, analogues }: { product: DrawnProduct; analogues: number }) {
  return (
    <>
      <dl className="facts">
        <dt>Артикул</dt>
        <dd translate="no">{product.article}</dd>
        <dt>Производитель</dt>
        <dd>{product.brand.name}</dd>
        <dt>Серия</dt>
        <dd>{product.series}</dd>
        <dt>Раздел</dt>
        <dd>
          <Link to={sectionPath(product.section.id)}>{product.section.name}</Link>
        </dd>
      </dl>
      <p className="product-page__price">
        {formatPrice(product.price)} <span className="product-card__unit">за {product.unit}</span>
      </p>
      <p className={`stock stock--${product.stock.status}`}>{stockText(product.stock, product.unit)}</p>
      {product.stock.status === 'in_stock' && product.stock.warehouses?.length ? (
        <p className="stock-warehouses">{warehousesText(product.stock.warehouses, product.unit)}</p>
      ) : null}
      {product.stock.status === 'to_order' && analogues ? (
        <p className="product-page__pick">
          {/* The router's link, so the scroll manager brings the block into view; a plain link without JavaScript. */}
          <Link to={`${productPath(product)}#${analoguesAnchor}`} className="button button--ghost">
            Подобрать аналог
          </Link>
        </p>
      ) : null}
    </>
  );
}

function SpecTable({ product }: { product: DrawnProduct }) {
  return (
    <table className="spec-table">
      <tbody>
        {product.specs.map((spec) => (
          <tr key={spec.label}>
            <th scope="row">{spec.label}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProductText({ product }: { product: DrawnProduct }) {
  return (
    <>
      <section className="product-page__section" aria-labelledby="description-title">
        <h2 id="description-title">Описание</h2>
        <p>{product.description}</p>
      </section>

      {product.documents.length ? (
        <section className="product-page__section" aria-labelledby="documents-title">
          <h2 id="documents-title">Документы</h2>
          <ul className="documents">
            {product.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} target="_blank" rel="noopener">
                  {document.title}
                </a>{' '}
                <span className="documents__format">{document.format}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
