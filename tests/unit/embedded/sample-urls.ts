import {
  calculatorRefListSchema,
  catalogIndexSchema,
  catalogTreeSchema,
  documentSlugs,
  elPanelListSchema,
  endpointUrl,
  postPageSchema,
  postTypeListSchema,
  productSchema,
  seoPageListSchema,
  type EndpointName,
} from '#shared/contract';

export type FetchJson = (url: string) => Promise<unknown>;

/**
 * Real URLs for every registry entry, ids taken from the list endpoints. Typed as a full record: a
 * new endpoint in the contract does not compile here until it has samples.
 */
export function sampleUrls(getJson: FetchJson): Record<EndpointName, () => Promise<string[]>> {
  const products = async () => catalogIndexSchema.parse(await getJson(endpointUrl('catalogIndex', {}))).products;
  const postTypes = async () => postTypeListSchema.parse(await getJson(endpointUrl('postTypes', {})));

  return {
    mainMenu: async () => [endpointUrl('mainMenu', {})],
    contacts: async () => [endpointUrl('contacts', {})],
    catalogMenu: async () => [endpointUrl('catalogMenu', {})],
    home: async () => [endpointUrl('home', {})],
    contentVersion: async () => [endpointUrl('contentVersion', {})],
    document: async () => documentSlugs.map((slug) => endpointUrl('document', { slug })),
    seoPages: async () => [endpointUrl('seoPages', {})],
    seoPage: async () => {
      const pages = seoPageListSchema.parse(await getJson(endpointUrl('seoPages', {})));
      return pages.map((page) => endpointUrl('seoPage', { pageName: page.name }));
    },
    postTypes: async () => [endpointUrl('postTypes', {})],
    posts: async () =>
      (await postTypes()).flatMap((type) => [
        endpointUrl('posts', { postType: type.type }),
        endpointUrl('posts', { postType: type.type }, { page: 2, perPage: 5 }),
        endpointUrl('posts', { postType: type.type }, { page: 100, perPage: 50 }),
      ]),
    post: async () => {
      const urls: string[] = [];
      for (const type of await postTypes()) {
        const page = postPageSchema.parse(await getJson(endpointUrl('posts', { postType: type.type }, { perPage: 50 })));
        for (const item of page.items) urls.push(endpointUrl('post', { postType: type.type, postID: String(item.id) }));
      }
      return urls;
    },
    portfolio: async () => [endpointUrl('portfolio', {}), endpointUrl('portfolio', {}, { featured: '1' })],
    catalogTree: async () => [endpointUrl('catalogTree', {})],
    catalogIndex: async () => [endpointUrl('catalogIndex', {})],
    catalogFeed: async () => [endpointUrl('catalogFeed', {}), endpointUrl('catalogFeed', {}, { page: '2', perPage: '50' })],
    catalogListing: async () => {
      const tree = catalogTreeSchema.parse(await getJson(endpointUrl('catalogTree', {})));
      const sections = tree.flatMap((top) => [top.id, ...top.subsections.map((sub) => sub.id)]);
      return [
        ...sections.map((sectionid) => endpointUrl('catalogListing', { sectionid })),
        endpointUrl('catalogListing', { sectionid: tree[0]!.id }, { sort: 'price-desc', in_stock: '1', page: '2', brand: ['ekf', 'iek'] }),
        endpointUrl('catalogListing', { sectionid: tree[0]!.id }, { price_min: 'abc', sort: 'nonsense', unknown: 'x' }),
      ];
    },
    catalogOffers: async () => [
      endpointUrl('catalogOffers', { sectionid: 'modulnye-avtomaticheskie-vyklyuchateli' }, { current: '40', poles: ['1P', '1P+N', '2P'] }),
      endpointUrl('catalogOffers', { sectionid: 'silovoy-kabel' }, { 'cross-section': '2,5', conductor: 'медь', cores: '3' }),
      endpointUrl('catalogOffers', { sectionid: 'uzo-i-difavtomaty' }, { current: ['63', '80'], poles: 'no-such-poles' }),
    ],
    product: async () => (await products()).map((p) => endpointUrl('product', { productid: p.id })),
    productByNumId: async () => {
      const urls: string[] = [];
      for (const p of (await products()).slice(0, 40)) {
        const product = productSchema.parse(await getJson(endpointUrl('product', { productid: p.id })));
        urls.push(endpointUrl('productByNumId', { productNumID: String(product.numId) }));
      }
      return urls;
    },
    relatedProducts: async () => (await products()).slice(0, 60).map((p) => endpointUrl('relatedProducts', { productid: p.id })),
    compareProducts: async () => {
      const ids = (await products()).map((p) => p.id);
      return [ids.slice(0, 3).join(','), ids.slice(3, 9).join(','), `${ids[0]!},no-such-product`].map((list) =>
        endpointUrl('compareProducts', {}, { ids: list }),
      );
    },
    productAnalogues: async () => (await products()).slice(0, 60).map((p) => endpointUrl('productAnalogues', { productid: p.id })),
    search: async () =>
      ['автоматы', 'кабеля', 'MVA20 1 016 C', 'schneider', 'S201-C40', 'zzzz'].map((q) => endpointUrl('search', {}, { q })),
    suggestions: async () => ['авто', 'ВВГ', 'mcb4763'].map((q) => endpointUrl('suggestions', {}, { q })),
    elPanels: async () => [endpointUrl('elPanels', {})],
    designerDevices: async () => [endpointUrl('designerDevices', {})],
    elPanel: async () => {
      const panels = elPanelListSchema.parse(await getJson(endpointUrl('elPanels', {})));
      return panels.map((panel) => endpointUrl('elPanel', { elpanelID: panel.id }));
    },
    calculators: async () => [endpointUrl('calculators', {})],
    calculator: async () => {
      const list = calculatorRefListSchema.parse(await getJson(endpointUrl('calculators', {})));
      return list.map((calculator) => endpointUrl('calculator', { calcID: calculator.id }));
    },
  };
}

/** Every sample URL of every endpoint, with its answer. */
export async function crawl(getJson: FetchJson): Promise<{ url: string; body: unknown }[]> {
  const answers: { url: string; body: unknown }[] = [];
  for (const urls of Object.values(sampleUrls(getJson))) {
    for (const url of await urls()) answers.push({ url, body: await getJson(url) });
  }
  return answers;
}
