import type { ProductCard } from '#shared/contract';
import { listingParams } from '#shared/catalog/listing-query';
import { findAnalogues } from '../catalog/analogues';
import { sectionListing, sectionOffers } from '../catalog/listing';
import { sectionTile, type CatalogModel, type CatalogProduct } from '../catalog/model';
import type { CatalogSearch } from '../catalog/search';
import type { EndpointHandlers } from '../registry-routes';

const searchPageSize = 24;
const relatedLimit = 8;

type CatalogEndpoints =
  | 'catalogTree'
  | 'catalogListing'
  | 'catalogOffers'
  | 'catalogIndex'
  | 'catalogFeed'
  | 'product'
  | 'productByNumId'
  | 'relatedProducts'
  | 'compareProducts'
  | 'productAnalogues'
  | 'search'
  | 'suggestions';

export function catalogHandlers(model: CatalogModel, catalogSearch: CatalogSearch): Pick<EndpointHandlers, CatalogEndpoints> {
  const ref = (p: CatalogProduct | undefined) =>
    p && { id: p.card.id, numId: p.card.numId, url: p.card.url, name: p.card.name, sectionId: p.card.sectionId };

  return {
    catalogTree: {
      handle: () =>
        model.tops.map((top) => ({ ...sectionTile(top), order: top.order, icon: top.icon, subsections: top.children.map(sectionTile) })),
    },
    catalogListing: {
      notFound: 'Раздел каталога не найден',
      handle: ({ params, query }) => {
        const section = model.sections.get(params.sectionid);
        // Past the last page is as missing as an unknown section.
        return section && sectionListing(section, query);
      },
    },
    catalogOffers: {
      notFound: 'Раздел каталога не найден',
      handle: ({ params, query }) => {
        const section = model.sections.get(params.sectionid);
        return section && sectionOffers(section, query);
      },
    },
    catalogIndex: {
      // The model's order, as the feed's: stable, so consecutive pages neither repeat nor skip a product.
      handle: ({ query: { page, perPage } }) => ({
        filterParams: [
          ...new Set(['brand', ...[...model.sections.values()].flatMap((s) => s.specs.filter((d) => d.filter).map((d) => d.key))]),
          ...Object.values(listingParams).filter((param) => param !== listingParams.page),
        ],
        sections: [...model.sections.values()].map((s) => ({ id: s.id, updatedAt: s.updatedAt || '2026-01-01' })),
        page,
        pageCount: Math.ceil(model.products.length / perPage),
        total: model.products.length,
        products: model.products
          .slice((page - 1) * perPage, page * perPage)
          .map((p) => ({ id: p.card.id, url: p.card.url, updatedAt: p.product.updatedAt })),
      }),
    },
    catalogFeed: {
      // The model's order is the catalogue's own and stable, so consecutive pages neither repeat nor skip a product.
      handle: ({ query }) => {
        const { page, perPage } = query;
        const items = model.products.slice((page - 1) * perPage, page * perPage).map(({ card, product }) => {
          const { id, numId, url, name, article, brand, sectionId, price, stock, picture } = card;
          return {
            id,
            numId,
            url,
            name,
            article,
            brand,
            sectionId,
            price,
            stock,
            picture,
            description: product.description,
            specs: product.specs,
          };
        });
        return { page, pageCount: Math.ceil(model.products.length / perPage), total: model.products.length, items };
      },
    },
    product: {
      notFound: 'Товар не найден',
      handle: ({ params }) => model.byId.get(params.productid)?.product,
    },
    productByNumId: {
      notFound: 'Товар не найден',
      handle: ({ params }) => ref(model.byNumId.get(Number(params.productNumID))),
    },
    relatedProducts: {
      notFound: 'Товар не найден',
      handle: ({ params }) => {
        const product = model.byId.get(params.productid);
        if (!product) return undefined;
        const byPopularity = (a: CatalogProduct, b: CatalogProduct) => b.popularity - a.popularity;
        const series = model.products
          .filter((p) => p !== product && p.card.series === product.card.series && p.card.brand.id === product.card.brand.id)
          .sort((a, b) => closeness(product, a) - closeness(product, b) || byPopularity(a, b))
          .slice(0, relatedLimit);
        const compatible = product.compatibleSections.flatMap((id) =>
          (model.sections.get(id)?.products ?? [])
            .filter((p) => p.card.brand.id === product.card.brand.id || p.popularity >= 50)
            .sort(byPopularity)
            .slice(0, 3),
        );
        const cards = (list: CatalogProduct[]): ProductCard[] => list.map((p) => p.card);
        return { series: cards(series), compatible: cards(compatible.slice(0, relatedLimit)) };
      },
    },
    compareProducts: {
      handle: ({ query }) => {
        // The query schema already bounds the list (at most six distinct ids).
        const ids = query.ids.split(',');
        return {
          products: ids.flatMap((id) => model.byId.get(id)?.product ?? []),
          unknown: ids.filter((id) => !model.byId.has(id)),
        };
      },
    },
    productAnalogues: {
      notFound: 'Товар не найден',
      handle: ({ params }) => {
        const product = model.byId.get(params.productid);
        return product && { items: findAnalogues(product) };
      },
    },
    search: {
      notFound: 'Такой страницы результатов нет',
      handle: ({ query }) => catalogSearch.search(query.q.trim(), query.page, searchPageSize),
    },
    suggestions: {
      handle: ({ query }) => catalogSearch.suggest(query.q.trim()),
    },
  };
}

/** Neighbours in a series first: the same rating with other poles, or the same poles with other ratings. */
function closeness(of: CatalogProduct, other: CatalogProduct): number {
  const keys = Object.keys(of.values).filter((key) => key !== 'brand');
  return keys.filter((key) => of.values[key] !== other.values[key]).length;
}
