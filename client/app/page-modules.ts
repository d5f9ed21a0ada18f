import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteId } from '#shared/routes';
import type { AppDeps } from '#client/data/data';
import type { PageData, PageDataWithStatus } from '#client/seo/page-meta';

export interface PageModule {
  default: ComponentType;
  loader(args: LoaderFunctionArgs, deps: AppDeps): Promise<PageData | PageDataWithStatus | Response>;
}

/**
 * One file per route, at the path of the route (under client/pages); split into its own chunk.
 * Keyed by route id: a route of shared/routes.ts without its page, or a page without a route, does
 * not compile.
 */
export const pageModules: Record<RouteId, () => Promise<PageModule>> = {
  index: () => import('../pages/index'),
  PageAccountSaves: () => import('../pages/my/saves'),
  PageAccountProfile: () => import('../pages/my/profile'),
  PageAccountRequests: () => import('../pages/my/requests'),
  PageAccountSpecs: () => import('../pages/my/specs/index'),
  PageAccountSpec: () => import('../pages/my/specs/spec'),
  PageAccountProject: () => import('../pages/my/projects/project'),
  PageSpec: () => import('../pages/spec'),
  PageAbout: () => import('../pages/about'),
  PageCatalog: () => import('../pages/catalog/index'),
  PageCatalogSearch: () => import('../pages/catalog/search'),
  PageCatalogCompare: () => import('../pages/catalog/compare'),
  PageCatalogSection: () => import('../pages/catalog/section'),
  PageCatalogSectionLegacyRedirect: () => import('../pages/catalog/legacy-product-redirect'),
  PageCatalogProduct: () => import('../pages/product/product'),
  PageSpecImport: () => import('../pages/spec/import/index'),
  PageSpecImportOutcome: () => import('../pages/spec/import/outcome'),
  PageElPanels: () => import('../pages/elpanels/index'),
  PageElPanel: () => import('../pages/elpanels/panel'),
  PageElPanelDesigner: () => import('../pages/elpanels/designer/index'),
  PageElPanelDesignerResult: () => import('../pages/elpanels/designer/result'),
  PageCalculators: () => import('../pages/calculators/index'),
  PageCalculator: () => import('../pages/calculators/calculator'),
  PagePortfolio: () => import('../pages/portfolio'),
  PagePosts: () => import('../pages/posts/type'),
  PagePost: () => import('../pages/posts/post'),
  PageSEOPage: () => import('../pages/page/landing'),
  PageLegalPrivacy: () => import('../pages/legal/privacy'),
  PageLegalAgreement: () => import('../pages/legal/agreement'),
  PageLegalConsent: () => import('../pages/legal/consent'),
  PageConfirmRegistration: () => import('../pages/confirm/registration'),
  PageSpecShared: () => import('../pages/spec/shared'),
};
