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
        return section && sectionListing(model, section, query);
      },
    },
    catalogOffers: {
      notFound: 'Раздел каталога не найден',
      handle: ({ params, query }) => {
        const section = model.sections.get(params.sectionid);
        return section && sectionOffers(model, section, query);
      },
    },
    catalogIndex: {
      // The catalogue's order, as the feed's: stable, so consecutive pages neither repeat nor skip a product.
      handle: ({ query: { page, perPage } }) => ({
        filterParams: [
          ...new Set(['brand', ...[...model.sections.values()].flatMap((s) => s.specs.filter((d) => d.filter).map((d) => d.key))]),
          ...Object.values(listingParams).filter((param) => param !== listingParams.page),
        ],
        sections: [...model.sections.values()].map((s) => ({ id: s.id, updatedAt: s.updatedAt || '2026-01-01' })),
        page,
        pageCount: Math.ceil(model.size / perPage),
        total: model.size,
        products: model.addresses((page - 1) * perPage, perPage),
      }),
    },
    catalogFeed: {
      // The catalogue's order is stable, so consecutive pages neither repeat nor skip a product.
      handle: ({ query }) => {
        const { page, perPage } = query;
        const items = model.slice((page - 1) * perPage, perPage).map(({ card, product }) => {
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
        return { page, pageCount: Math.ceil(model.size / perPage), total: model.size, items };
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
        const series = model
          .seriesOf(product)
          .sort((a, b) => closeness(product, a) - closeness(product, b) || byPopularity(a, b))
          .slice(0, relatedLimit);
        const compatible = product.compatibleSections.flatMap((id) => {
          const section = model.sections.get(id);
          return section ? model.popularIn(section, product.card.brand.id, 50, 3) : [];
        });
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
        return product && { items: findAnalogues(product, model.productsOf(product.section)) };
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
