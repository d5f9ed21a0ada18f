import type { LoaderFunctionArgs } from 'react-router';
import { useLocation, useNavigation, useParams } from 'react-router';
import { Link } from '#client/components/Link';
import { rawQueryOf } from '#shared/contract/raw-query';
import { isFiltered, listingSearch } from '#shared/catalog/listing-query';
import { productWord } from '#shared/catalog/format';
import { plural } from '#shared/text/plural';
import { sectionPath } from '#shared/catalog/paths';
import type { AppliedListing, CatalogListing, DrawnCard } from '#shared/contract';
import { loadContractView, loadMainMenu, useContractView } from '#client/data/contract-data';
import type { ContractView } from '#client/data/data';
import { cardRef, drawnCard, hasCardData, type CardRef } from '#shared/catalog/drawn-card';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { useSite } from '#client/data/deps-context';
import { JsonLd } from '#client/components/JsonLd';
import { ServerDrawnJsonLd } from '#client/components/ServerDrawn';
import { useCurrentMeta } from '#client/components/PageHead';
import { Pagination } from '#client/components/Pagination';
import { ListingFilters } from '#client/features/catalog/ListingFilters';
import { SaveButton } from '#client/features/account/SaveButton';
import { AddToSpecButton } from '#client/features/specs/AddToSpecButton';
import { ProductCard } from '#client/features/catalog/ProductCard';
import { offerCatalog } from '#client/seo/offer-catalog';
import { breadcrumbList } from '#client/seo/structured-data';
import { listingPageNumber } from '#client/data/page-number';
import { sectionPageMeta } from '#client/seo/section-meta';

/** The listing's query, read from the address the same way by the loader and the page. */
const listingQuery = (search: string) => rawQueryOf(new URLSearchParams(search));

/**
 * The listing as the page draws it: its cards without what no card draws (docs/behaviour.md, "Page
 * weight"). The server draws the cards once: the page data hands each over by its id
 * (docs/decisions/028-cards-drawn-once.md).
 */
const drawnListing: ContractView<'catalogListing', DrawnListing> = {
  name: 'drawn',
  select: (listing) => ({ ...listing, items: listing.items.map(drawnCard) }),
  handedOver: (listing) => ({ ...listing, items: listing.items.map(cardRef) }),
};
type DrawnListing = Omit<CatalogListing, 'items'> & { items: (DrawnCard | CardRef)[] };

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const url = new URL(request.url);
  listingPageNumber(url); // a page number that is no page is a 404 before upstream is asked
  const [menu, listing] = await Promise.all([
    loadMainMenu(deps, request),
    loadContractView(deps, request, 'catalogListing', { sectionid: params.sectionid ?? '' }, listingQuery(url.search), drawnListing),
  ]);
  const { section, applied } = listing;
  // Filtered and sorted states point search engines at the plain section; its pages are its own.
  const canonical = sectionPath(section.id) + (!isFiltered(applied) && applied.page > 1 ? `?page=${applied.page}` : '');
  const crumbs = [...(section.parent ? [{ label: section.parent.name, to: sectionPath(section.parent.id) }] : []), { label: section.name }];
  const meta = sectionPageMeta(menu, 'catalog', canonical, {
    name: section.name,
    description: `${section.description} ${plural(section.productCount, productWord)} в каталоге.`,
    crumbs,
  });
  return { meta: applied.page > 1 ? { ...meta, title: `${meta.title} — страница ${applied.page}` } : meta };
}

const pageHref = (path: string, applied: AppliedListing) => (n: number) => path + listingSearch({ ...applied, page: n });

export default function CatalogSectionPage() {
  const sectionId = useParams().sectionid ?? '';
  const location = useLocation();
  const listing = useContractView('catalogListing', { sectionid: sectionId }, listingQuery(location.search), drawnListing);
  const navigation = useNavigation();
  const { origin } = useSite();
  const { section, applied } = listing;
  const path = sectionPath(section.id);
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const crumbs = useCurrentMeta()?.breadcrumbs ?? [];

  return (
    <div className="catalog-section">
      <JsonLd data={breadcrumbList(crumbs, path, origin)} />
      {listing.items.length ? <ListingOffers listing={listing} origin={origin} /> : null}
      <p className="lead">{section.description}</p>
      {section.subsections.length ? (
        <nav aria-label="Подразделы" className="subsections">
          <ul>
            {section.subsections.map((sub) => (
              <li key={sub.id}>
                <Link to={sectionPath(sub.id)}>
                  <img src={sub.picture.src} alt="" width={48} height={36} />
                  <span>{sub.name}</span>
                  <span className="subsections__count">{sub.productCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="catalog-layout">
        <details className="filters-panel" open={isFiltered(applied) || undefined}>
          <summary>Фильтры и сортировка</summary>
          <ListingFilters listing={listing} path={path} id="listing-filters" />
        </details>
        <section className="catalog-layout__main" aria-labelledby="listing-summary" aria-busy={loading || undefined}>
          <h2 id="listing-summary" className="listing-summary" aria-live="polite">
            {listing.total ? `Найдено: ${plural(listing.total, productWord)}` : 'Ничего не нашлось'}
          </h2>
          {listing.total ? (
            <ul className={`product-grid${loading ? ' product-grid--loading' : ''}`}>
              {listing.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    headingLevel={3}
                    lazy={index >= 6}
                    save={<SaveButton kind="product" refId={product.id} />}
                    addToSpec={<AddToSpecButton productId={product.id} />}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyListing path={path} listing={listing} />
          )}
          <Pagination basePath={path} page={listing.page} pageCount={listing.pageCount} href={pageHref(path, applied)} />
        </section>
      </div>
    </div>
  );
}

/** The listed products' offers (docs/behaviour.md, "Structured data"), made from the cards' data where the browser has it. */
function ListingOffers({ listing: { section, items }, origin }: { listing: DrawnListing; origin: string }) {
  const cards = items.filter(hasCardData);
  const catalog = { name: section.name, description: section.description, image: section.picture.src };
  return (
    <ServerDrawnJsonLd name="offer-catalog" data={cards.length === items.length ? () => offerCatalog(catalog, cards, origin) : undefined} />
  );
}

function EmptyListing({ path, listing }: { path: string; listing: DrawnListing }) {
  return (
    <div className="empty-state">
      <p>С такими фильтрами товаров нет. Уберите часть условий или сбросьте фильтры.</p>
      {isFiltered(listing.applied) ? (
        <Link className="button" to={path} preventScrollReset>
          Сбросить фильтры
        </Link>
      ) : null}
    </div>
  );
}
