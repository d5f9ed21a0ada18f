import request from 'supertest';
import {
  endpointUrl,
  type CalculatorRef,
  type CatalogMenuEntry,
  type ContactEntry,
  type ContentDocument,
  type ElPanel,
  type Home,
  type MainMenu,
  type MainMenuName,
  type Post,
  type PostPage,
  type PostSummary,
  type PostType,
  type ProductRef,
  type Project,
  type SeoPage,
  type SeoPageSummary,
} from '#shared/contract';
import { products as seedProducts } from '#tests/support/previous-catalogue';
import type { SiteHarness } from './site-harness';

/** GET a JSON answer through the BFF's /api (what the browser sees); fails on anything but 200. */
export async function getJson<T>(site: Pick<SiteHarness, 'server'>, path: string): Promise<T> {
  const answer = await request(site.server).get(path).set('accept', 'application/json');
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.body as T;
}

/** Real entities of the demo content, read from the API: what route tests build their URLs from. */
export interface SiteData {
  home: Home;
  menu: MainMenu;
  menuSeoTitle(name: MainMenuName): string;
  contacts: ContactEntry[];
  sections: CatalogMenuEntry[];
  /** A product found through the old numeric id, as the legacy links do. */
  product: ProductRef;
  panels: ElPanel[];
  calculators: CalculatorRef[];
  seoPages: SeoPageSummary[];
  seoPage: SeoPage;
  postTypes: PostType[];
  /** Every post of the type, newest first. */
  posts: Record<string, PostSummary[]>;
  /** The newest post of each type, in full. */
  newestPost: Record<string, Post>;
  /** Page count of a type's listing at `perPage`. */
  pageCount(postType: string, perPage: number): Promise<number>;
  documents: Record<'about' | 'privacy' | 'agreement', ContentDocument>;
  featuredProjects: Project[];
  /** A live read-only link to a guest's specification of one line (docs/decisions/017-share-links.md). */
  sharedSpecPath: string;
}

/** Reads one JSON answer of the site's /api; the integration tests and the browser gates each bring theirs. */
export type JsonReader = <T>(path: string) => Promise<T>;
/** POSTs JSON to the site's /api as its own pages do (same-origin), keeping the cookies it is given between calls. */
export type JsonPoster = <T>(path: string, body?: unknown) => Promise<T>;

export async function loadSiteData(site: Pick<SiteHarness, 'server'>): Promise<SiteData> {
  const agent = request.agent(site.server);
  return loadSiteDataWith(
    (path) => getJson(site, path),
    async (path, body) => {
      const answer = await agent
        .post(path)
        .set('sec-fetch-site', 'same-origin')
        .set('accept', 'application/json')
        .send(body ?? {});
      if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      return answer.body as never;
    },
  );
}

export async function loadSiteDataWith(get: JsonReader, post: JsonPoster): Promise<SiteData> {
  const [home, menu, contacts, sections, panels, calculators, seoPages, postTypes, featuredProjects] = await Promise.all([
    get<Home>(endpointUrl('home', {})),
    get<MainMenu>(endpointUrl('mainMenu', {})),
    get<ContactEntry[]>(endpointUrl('contacts', {})),
    get<CatalogMenuEntry[]>(endpointUrl('catalogMenu', {})),
    get<ElPanel[]>(endpointUrl('elPanels', {})),
    get<CalculatorRef[]>(endpointUrl('calculators', {})),
    get<SeoPageSummary[]>(endpointUrl('seoPages', {})),
    get<PostType[]>(endpointUrl('postTypes', {})),
    get<Project[]>(endpointUrl('portfolio', {}, { featured: '1' })),
  ]);
  // There is no product list endpoint: the old numeric id comes from the demo content.
  const seedProduct = seedProducts[0];
  if (!seedProduct) throw new Error('the demo content has no products');
  const product = await get<ProductRef>(endpointUrl('productByNumId', { productNumID: String(seedProduct.numId) }));
  const firstSeoPage = seoPages[0];
  if (!firstSeoPage) throw new Error('the demo content has no SEO pages');
  const seoPage = await get<SeoPage>(endpointUrl('seoPage', { pageName: firstSeoPage.name }));

  const posts: Record<string, PostSummary[]> = {};
  const newestPost: Record<string, Post> = {};
  for (const type of postTypes) {
    const items: PostSummary[] = [];
    for (let page = 1; ; page++) {
      const listing = await get<PostPage>(endpointUrl('posts', { postType: type.type }, { page, perPage: 50 }));
      items.push(...listing.items);
      if (page >= listing.pageCount) break;
    }
    posts[type.type] = items;
    const newest = items[0];
    if (newest) newestPost[type.type] = await get<Post>(endpointUrl('post', { postType: type.type, postID: String(newest.id) }));
  }

  const documents = {
    about: await get<ContentDocument>(endpointUrl('document', { slug: 'about' })),
    privacy: await get<ContentDocument>(endpointUrl('document', { slug: 'privacy' })),
    agreement: await get<ContentDocument>(endpointUrl('document', { slug: 'agreement' })),
  };

  // A read-only link needs a specification that has one: a guest's, made through the site's own API.
  await post('/api/specs/current/lines', { productId: product.id, quantity: 3, note: 'этаж 1' });
  const share = await post<{ path: string }>('/api/specs/current/share');

  return {
    home,
    menu,
    menuSeoTitle: (name) => {
      const entry = menu.menuList.find((item) => item.name === name);
      if (!entry) throw new Error(`the main menu has no entry ${name}`);
      return entry.seo.title;
    },
    contacts,
    sections,
    product,
    panels,
    calculators,
    seoPages,
    seoPage,
    postTypes,
    posts,
    newestPost,
    pageCount: async (postType, perPage) => (await get<PostPage>(endpointUrl('posts', { postType }, { page: 1, perPage }))).pageCount,
    documents,
    featuredProjects,
    sharedSpecPath: share.path,
  };
}

/** The first item, or a failure naming what the demo content lacks. */
export function first<T>(items: readonly T[] | undefined, what: string): T {
  const item = items?.[0];
  if (item === undefined) throw new Error(`the demo content has no ${what}`);
  return item;
}
