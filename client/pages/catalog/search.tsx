import type { LoaderFunctionArgs } from 'react-router';
import { useSearchParams } from 'react-router';
import { Link } from '#client/components/Link';
import { searchMessages, searchQueryMaxLength } from '#shared/contract/catalog-limits';
import { parsePageNumber } from '#shared/page-number';
import { productWord } from '#shared/catalog/format';
import { plural } from '#shared/text/plural';
import { productPath, searchHref, searchPath, sectionPath } from '#shared/catalog/paths';
import { loadContract, loadContractView, loadMainMenu, useContract, useContractView } from '#client/data/contract-data';
import type { ContractView } from '#client/data/data';
import type { DrawnCard, SearchHit, SearchResult } from '#shared/contract';
import { drawnCard, hasCardData, type CardRef } from '#shared/catalog/drawn-card';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { Pagination } from '#client/components/Pagination';
import { CatalogSearchForm } from '#client/features/catalog/CatalogSearchForm';
import { SaveButton } from '#client/features/account/SaveButton';
import { AddToSpecButton } from '#client/features/specs/AddToSpecButton';
import { ProductCard } from '#client/features/catalog/ProductCard';
import { analoguesAnchor } from '#client/features/catalog/analogues-anchor';
import { listingPageNumber } from '#client/data/page-number';
import { sectionPageMeta } from '#client/seo/section-meta';
import { ServerDrawnJsonLd } from '#client/components/ServerDrawn';
import { offerCatalog } from '#client/seo/offer-catalog';
import { useSite } from '#client/data/deps-context';

/**
 * The results as the page draws them: each hit as its card draws it, with the words it matched and
 * the article it is an analogue of. The server draws the cards once: the page data hands each hit
 * over by its id, an analogue's with what the mark above its card draws
 * (docs/decisions/028-cards-drawn-once.md).
 */
const drawnResults: ContractView<'search', DrawnResults> = {
  name: 'drawn',
  select: (result) => ({
    ...result,
    items: result.items.map((hit) => ({ ...drawnCard(hit), highlight: hit.highlight, analogueOf: hit.analogueOf })),
  }),
  handedOver: (result) => ({
    ...result,
    items: result.items.map(({ id, url, analogueOf }) => (analogueOf ? { id, url, analogueOf } : { id })),
  }),
};
type DrawnHit = DrawnCard & Pick<SearchHit, 'highlight' | 'analogueOf'>;
type HitRef = CardRef & Partial<Pick<SearchHit, 'url' | 'analogueOf'>>;
type DrawnResults = Omit<SearchResult, 'items'> & { items: (DrawnHit | HitRef)[] };

/** What the address asks for: the query as typed (trimmed), a page number when it is one. */
function searchRequest(search: URLSearchParams) {
  const q = (search.get('q') ?? '').trim();
  const page = parsePageNumber(search.get('page'));
  return { q, page: page === null ? undefined : String(page), tooLong: q.length > searchQueryMaxLength };
}

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const url = new URL(request.url);
  listingPageNumber(url); // a page number that is no page is a 404 before upstream is asked
  const { q, page, tooLong } = searchRequest(url.searchParams);
  const [menu] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'catalogTree', {}),
    // A query over the limit is not sent: the page says why instead.
    q && !tooLong ? loadContractView(deps, request, 'search', {}, { q, page }, drawnResults) : null,
  ]);
  const meta = sectionPageMeta(menu, 'catalog', searchPath, { name: q && !tooLong ? `Поиск: ${q}` : 'Поиск по каталогу' });
  // Result pages are endless and personal to the query: keep them out of the index.
  return { meta: { ...meta, noindex: true } };
}

export default function CatalogSearchPage() {
  const [params] = useSearchParams();
  const { q, page, tooLong } = searchRequest(params);
  return (
    <>
      <CatalogSearchForm id="search-q" defaultValue={tooLong ? q.slice(0, searchQueryMaxLength) : q} />
      {tooLong ? (
        <p className="form-message form-message--error" role="alert">
          {searchMessages.tooLong}
        </p>
      ) : q ? (
        <SearchResults q={q} page={page} />
      ) : (
        <SectionSuggestions title="Разделы каталога" />
      )}
    </>
  );
}

function SearchResults({ q, page }: { q: string; page: string | undefined }) {
  const result = useContractView('search', {}, { q, page }, drawnResults);
  const { origin } = useSite();
  const summary = result.total ? `По запросу «${q}» найдено: ${plural(result.total, productWord)}` : `По запросу «${q}» ничего не нашлось`;
  return (
    <section aria-labelledby="search-summary">
      {result.items.length ? <ResultOffers items={result.items} name={`Поиск: ${q}`} description={summary} origin={origin} /> : null}
      <h2 id="search-summary" className="section__title" aria-live="polite">
        {summary}
      </h2>
      {result.sections.length ? (
        <p className="chips-line">
          Разделы:{' '}
          {result.sections.map((section) => (
            <Link key={section.id} className="chip" to={sectionPath(section.id)}>
              {section.name} <span className="chip__count">{section.productCount}</span>
            </Link>
          ))}
        </p>
      ) : null}
      {result.total ? (
        <>
          <ul className="product-grid">
            {result.items.map((item, index) => (
              <li key={item.id} className={item.analogueOf ? 'search-hit--analogue' : undefined}>
                {item.analogueOf && item.url ? (
                  <p className="search-hit__analogue">
                    Аналог артикула <span translate="no">{item.analogueOf.article}</span>
                    {` (${item.analogueOf.brand}) · `}
                    <Link to={`${productPath({ id: item.id, url: item.url })}#${analoguesAnchor}`}>все аналоги</Link>
                  </p>
                ) : null}
                <ProductCard
                  product={item}
                  headingLevel={3}
                  highlight={hasCardData<DrawnHit>(item) ? item.highlight : undefined}
                  lazy={index >= 6}
                  save={<SaveButton kind="product" refId={item.id} />}
                  addToSpec={<AddToSpecButton productId={item.id} />}
                />
              </li>
            ))}
          </ul>
          <Pagination basePath={searchPath} page={result.page} pageCount={result.pageCount} href={(n) => searchHref(q, n)} />
        </>
      ) : (
        <>
          <p className="empty-state">
            Проверьте написание или попробуйте другое слово: название, артикул, бренд или характеристику, например «автомат C16» или «ВВГнг
            3×2,5».
          </p>
          <SectionSuggestions title="Загляните в разделы каталога" />
        </>
      )}
    </section>
  );
}

/** The found products' offers (docs/behaviour.md, "Structured data"), made from the cards' data where the browser has it. */
function ResultOffers({
  items,
  name,
  description,
  origin,
}: {
  items: DrawnResults['items'];
  name: string;
  description: string;
  origin: string;
}) {
  const cards = items.filter((item) => hasCardData<DrawnHit>(item));
  const catalog = () => offerCatalog({ name, description, image: cards[0]!.picture.src }, cards, origin);
  return <ServerDrawnJsonLd name="offer-catalog" data={cards.length === items.length ? catalog : undefined} />;
}

function SectionSuggestions({ title }: { title: string }) {
  const tree = [...useContract('catalogTree', {})].sort((a, b) => a.order - b.order);
  return (
    <nav aria-label={title} className="section-suggestions">
      <h2 className="section__title">{title}</h2>
      <ul className="chips">
        {tree.map((section) => (
          <li key={section.id}>
            <Link to={sectionPath(section.id)}>{section.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
