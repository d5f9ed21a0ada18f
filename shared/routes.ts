import type { MainMenuName } from './contract/menu';

/** The page layouts (docs/behaviour.md, "Routes"); the error layout is the root's error boundary. */
export type LayoutName = 'default' | 'main' | 'empty';
/** docs/behaviour.md, "Guards": `auth` needs a session; `guest` is for visitors without one. */
export type Guard = 'auth' | 'guest' | null;

export interface RouteDefinition {
  /** The route's name (docs/behaviour.md, "Routes"), used as the router's route id. */
  id: string;
  /** React Router path syntax (`:param` where docs/behaviour.md writes `{param}`). */
  path: string;
  layout: LayoutName;
  guard: Guard;
  /**
   * The main-menu entry the page belongs to: the header marks it (docs/behaviour.md, "Routes"), and
   * the page's SEO data and breadcrumb fall back on it.
   */
  section: MainMenuName | null;
  /** docs/behaviour.md, "Navigation": navigating to these scrolls to the page title instead of the top. */
  scrollToTitle?: boolean;
  /**
   * Rendering it changes something upstream (an account activation): its answer is the asker's alone,
   * `private, no-store` and never reused (docs/decisions/011-reused-public-html.md).
   */
  renderChangesState?: boolean;
  /**
   * Its HTML is the asker's own, drawn from what their cookies reach upstream (a guest's specification,
   * a bulk add's outcome): `private, no-store`, never reused, and its data read on the server for this
   * visitor (server/ssr/personal-data.ts, server/ssr/personal-reads.ts).
   */
  personal?: boolean;
  /**
   * Its address is a key (a share link's token, docs/decisions/017-share-links.md): the answer is for
   * whoever holds it — `private, no-store`, never reused, `noindex`, and never in the sitemap.
   */
  secretAddress?: boolean;
}

/** All 31 routes (docs/behaviour.md, "Routes"). */
const routes = [
  { id: 'index', path: '/', layout: 'main', guard: null, section: 'main' },
  { id: 'PageAccountSaves', path: '/my/saves', layout: 'default', guard: 'auth', section: null },
  { id: 'PageAccountProfile', path: '/my/profile', layout: 'default', guard: 'auth', section: null },
  { id: 'PageAccountRequests', path: '/my/requests', layout: 'default', guard: 'auth', section: null },
  { id: 'PageAccountSpecs', path: '/my/specs', layout: 'default', guard: 'auth', section: null },
  { id: 'PageAccountSpec', path: '/my/specs/:specId', layout: 'default', guard: 'auth', section: null },
  { id: 'PageAccountProject', path: '/my/projects/:specId', layout: 'default', guard: 'auth', section: null },
  { id: 'PageSpec', path: '/spec', layout: 'default', guard: null, section: null, personal: true },
  { id: 'PageAbout', path: '/about', layout: 'default', guard: null, section: 'about' },
  { id: 'PageCatalog', path: '/catalog', layout: 'default', guard: null, section: 'catalog' },
  { id: 'PageCatalogSearch', path: '/catalog/search', layout: 'default', guard: null, section: 'catalog', scrollToTitle: true },
  { id: 'PageCatalogCompare', path: '/catalog/compare', layout: 'default', guard: null, section: 'catalog' },
  { id: 'PageCatalogSection', path: '/catalog/:sectionid', layout: 'default', guard: null, section: 'catalog', scrollToTitle: true },
  { id: 'PageCatalogSectionLegacyRedirect', path: '/catalog/:sectionid/:productNumID', layout: 'empty', guard: null, section: 'catalog' },
  {
    id: 'PageCatalogProduct',
    path: '/product/:producturl/:productid',
    layout: 'default',
    guard: null,
    section: 'catalog',
    scrollToTitle: true,
  },
  // Bulk add (docs/behaviour.md, "Bulk add"): the form, and an outcome only its owner reaches.
  { id: 'PageSpecImport', path: '/spec/import', layout: 'default', guard: null, section: null, personal: true },
  { id: 'PageSpecImportOutcome', path: '/spec/import/:importId', layout: 'default', guard: null, section: null, personal: true },
  { id: 'PageElPanels', path: '/elpanels', layout: 'default', guard: null, section: 'elpanels' },
  { id: 'PageElPanel', path: '/elpanels/:elpanelID', layout: 'default', guard: null, section: 'elpanels' },
  { id: 'PageElPanelDesigner', path: '/elpanels/designer', layout: 'default', guard: null, section: 'elpanels' },
  { id: 'PageElPanelDesignerResult', path: '/elpanels/designer/result', layout: 'default', guard: null, section: 'elpanels' },
  { id: 'PageCalculators', path: '/calculators', layout: 'default', guard: null, section: 'calculators' },
  { id: 'PageCalculator', path: '/calculators/:calcID', layout: 'default', guard: null, section: 'calculators' },
  { id: 'PagePortfolio', path: '/portfolio', layout: 'default', guard: null, section: 'portfolio' },
  { id: 'PagePosts', path: '/posts/:postType', layout: 'default', guard: null, section: 'posts' },
  { id: 'PagePost', path: '/posts/:postType/:postID', layout: 'default', guard: null, section: 'posts' },
  // The landing pages describe the company's services, which «О компании» lists.
  { id: 'PageSEOPage', path: '/page/:pageName', layout: 'default', guard: null, section: 'about' },
  { id: 'PageLegalPrivacy', path: '/legal/privacy', layout: 'default', guard: null, section: null },
  { id: 'PageLegalAgreement', path: '/legal/agreement', layout: 'default', guard: null, section: null },
  { id: 'PageLegalConsent', path: '/legal/consent', layout: 'default', guard: null, section: null },
  {
    id: 'PageConfirmRegistration',
    path: '/confirm/registration/:registrationID',
    layout: 'empty',
    guard: null,
    section: null,
    renderChangesState: true,
  },
  { id: 'PageSpecShared', path: '/spec/shared/:token', layout: 'default', guard: null, section: null, secretAddress: true },
] as const satisfies readonly RouteDefinition[];

/** A route's name: what the client's page modules are keyed by, so a missing or extra page is a type error. */
export type RouteId = (typeof routes)[number]['id'];

export const routeTable: readonly (RouteDefinition & { id: RouteId })[] = routes;

export interface PlaceholderRedirect {
  from: string;
  to: string;
  /** 301 for old-style addresses that moved for good; 302 for section roots whose landing may change. */
  status: 301 | 302;
}

/** Placeholder paths with no page of their own, and where they go (docs/behaviour.md, "Routes"). */
export const placeholderRedirects: readonly PlaceholderRedirect[] = [
  { from: '/posts', to: '/posts/news', status: 302 },
  { from: '/legal', to: '/legal/privacy', status: 302 },
  { from: '/my', to: '/my/profile', status: 302 },
  // A project is a named specification with what was saved into it: one list of them (docs/behaviour.md, "Projects").
  { from: '/my/projects', to: '/my/specs', status: 302 },
  { from: '/agreement', to: '/legal/agreement', status: 301 },
  { from: '/privacy', to: '/legal/privacy', status: 301 },
  { from: '/configurators', to: '/elpanels/designer', status: 301 },
  { from: '/projects', to: '/portfolio', status: 301 },
  { from: '/account', to: '/my/profile', status: 301 },
  { from: '/account/saves', to: '/my/saves', status: 301 },
];

/** Where each main-menu entry leads. */
export const menuPaths: Record<MainMenuName, string> = {
  main: '/',
  catalog: '/catalog',
  calculators: '/calculators',
  elpanels: '/elpanels',
  posts: '/posts/news',
  about: '/about',
  portfolio: '/portfolio',
};
