import { calculatorIds, calculators } from '#shared/calculators';
import { encodeDesign } from '#shared/designer/url-encoding';
import { first, type SiteData } from './site-data';
import { threePhaseDesign } from './three-phase-design';
import { products as demoProducts } from './previous-catalogue';

/**
 * Every page type of the site (docs/behaviour.md, "Routes"), each at a real address of the demo
 * content: the one list the quality gates (axe, Lighthouse, budgets, CSP) walk. A new page type is
 * added here once and every gate covers it.
 */
export interface PageType {
  /** How the gates name it in their reports; unique. */
  name: string;
  path: (data: SiteData) => string;
  /** The document's status: the error page answers 404, every other type 200. */
  status: 200 | 404;
  /** Only for a signed-in visitor (docs/behaviour.md, "Guards"): the gates open it with a session. */
  signedIn: boolean;
  /**
   * Kept out of search results with `<meta name="robots" content="noindex">`: searches, one
   * visitor's design, an activation, the account, the error page. Lighthouse's "page is
   * crawlable" audit must find it blocked there, and counts as passed.
   */
  indexed: boolean;
  /** Its HTML is the visitor's own (a `personal` route): never reused, never compressed. */
  personal?: boolean;
  /**
   * A page only its owner reaches (a bulk add's outcome): the visitor first posts this form, as a
   * browser without JavaScript does, and the page is where the answer's 303 leads (`path` is not used).
   */
  formFirst?: { action: string; fields: Record<string, string> };
  /**
   * Products (by id) the visitor puts into their specification before opening the page, so the
   * specification's lines are what the gates see (docs/behaviour.md, "Specification").
   */
  specLines?: readonly string[];
  /**
   * Calculations and designs the signed-in visitor saves into their current project before opening
   * the page, whose address is then that project's (docs/behaviour.md, "Projects"; `path` is not used).
   */
  projectItems?: (data: SiteData) => readonly { kind: 'calculation' | 'design'; title: string; address: string }[];
}

const page = (name: string, path: (data: SiteData) => string, options: Partial<Omit<PageType, 'name' | 'path'>> = {}): PageType => ({
  name,
  path,
  status: 200,
  signedIn: false,
  indexed: true,
  ...options,
});

const cableSection = calculators['cable-section'];

const newestPost = (data: SiteData, type: string) => {
  const post = data.newestPost[type];
  if (!post) throw new Error(`the demo content has no ${type} post`);
  return `/posts/${type}/${post.id}`;
};

export const pageTypes: readonly PageType[] = [
  page('home', () => '/'),
  page('posts list', () => '/posts/news'),
  page('post (news)', (data) => newestPost(data, 'news')),
  page('post (article)', (data) => newestPost(data, 'articles')),
  page('portfolio', () => '/portfolio'),
  page('catalogue', () => '/catalog'),
  page('section with subsections', (data) => `/catalog/${first(data.sections, 'catalogue sections').id}`),
  page('section with products', (data) => `/catalog/${data.product.sectionId}`),
  page('search', () => `/catalog/search?q=${encodeURIComponent('автомат')}`, { indexed: false }),
  page('product', (data) => `/product/${data.product.url}/${data.product.id}`),
  page(
    'comparison',
    () =>
      `/catalog/compare?ids=${demoProducts
        .slice(0, 3)
        .map((p) => p.id)
        .join(',')}`,
    { indexed: false },
  ),
  // Made to order in the demo stock: «Подобрать аналог» and the analogues block (docs/behaviour.md, "Analogues").
  page('product made to order', () => '/product/avtomaticheskiy-vyklyuchatel-va47-29-1p-32a-c-iek/iek-va47-29-c32'),
  page('panels list', () => '/elpanels'),
  page('panel', (data) => `/elpanels/${first(data.panels, 'panels').id}`),
  page('calculators list', () => '/calculators'),
  // Computed from the fresh form's values: the gates see the form and the result with «Как считали».
  ...calculatorIds.map((id) =>
    page(`calculator ${id}`, () => `/calculators/${id}?${calculators[id].valuesToQuery(calculators[id].defaults).toString()}`),
  ),
  page('designer', () => '/elpanels/designer'),
  // A three-phase design with lines: the page then draws its per-phase table and the lines on the single line too.
  page('designer result', (data) => `/elpanels/designer/result?d=${encodeDesign(threePhaseDesign(data.panels))}`, { indexed: false }),
  page('SEO page', (data) => `/page/${data.seoPage.name}`),
  page('user agreement', () => '/legal/agreement'),
  page('privacy policy', () => '/legal/privacy'),
  page('consent to personal data processing', () => '/legal/consent'),
  page('about', () => '/about'),
  page('account: saves', () => '/my/saves', { signedIn: true, indexed: false }),
  page('account: profile', () => '/my/profile', { signedIn: true, indexed: false }),
  page('bulk add', () => '/spec/import', { indexed: false, personal: true }),
  page('bulk add outcome', () => '/spec/import', {
    indexed: false,
    personal: true,
    formFirst: {
      action: '/api/specs/current/imports',
      fields: { text: 'A9F79110 12\nВА47-29 3Р 25А х 4\nA9F79111\nфывапролд;2\nA9F79116;много' },
    },
  }),
  page('account: quote requests', () => '/my/requests', { signedIn: true, indexed: false }),
  // Opened by its read-only link, signed out (docs/decisions/017-share-links.md).
  page('shared specification', (data) => data.sharedSpecPath, { indexed: false, personal: true }),
  page('account: specifications', () => '/my/specs', { signedIn: true, indexed: false }),
  // A project with a calculation and a design saved into it (its specification and quotes empty).
  page('account: project', () => '/my/projects', {
    signedIn: true,
    indexed: false,
    projectItems: (data) => [
      {
        // The calculator's fresh form, as the gates open it.
        kind: 'calculation',
        title: 'Расчёт сечения кабеля',
        address: `/calculators/cable-section?${cableSection.valuesToQuery(cableSection.defaults).toString()}`,
      },
      {
        kind: 'design',
        title: 'Проект щита',
        address: `/elpanels/designer/result?d=${encodeDesign(first(data.panels, 'panels').design)}`,
      },
    ],
  }),
  // One product in stock (with its warehouses), one made to order, one sold by the metre.
  page('specification', () => '/spec', {
    indexed: false,
    personal: true,
    specLines: [demoProducts[0]!.id, 'iek-va47-29-c32', 'kamkabel-vvgng-a-ls-3x1-5ok-n-pe-0-66'],
  }),
  page('account activation', () => '/confirm/registration/no-such-code', { indexed: false }),
  page('error page (404)', () => '/no/such/page', { status: 404, indexed: false }),
];
