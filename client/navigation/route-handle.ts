import type { MainMenuName } from '#shared/contract';

/**
 * What a page's route tells the frame around it (client/components/ScrollManager.tsx,
 * client/layouts/SiteHeader.tsx). Its own module: the router tree (client/app/routes.tsx) imports
 * the layouts, so a layout reading this type from there would import its importer back.
 */
export interface RouteHandle {
  scrollToTitle: boolean;
  /** The main-menu entry the page belongs to. */
  section: MainMenuName | null;
}
