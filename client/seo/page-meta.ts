import type { data } from 'react-router';
import type { MainMenu, MainMenuName, Seo } from '#shared/contract';
import { menuPaths } from '#shared/routes';

export interface Crumb {
  label: string;
  to?: string;
}

/** What every loader returns: the head and the page frame, decided before the first byte. */
export interface PageMeta {
  title: string;
  description: string;
  h1: string;
  breadcrumbs: Crumb[];
  /** Path (no origin) of the canonical address. */
  canonical: string;
  noindex?: boolean;
  /** OpenGraph: 'product' on product pages, 'website' otherwise. */
  ogType?: 'website' | 'product';
  /** Path (no origin) of the page's picture for link previews. */
  image?: string;
}

export interface PageData {
  meta: PageMeta;
}

/** A page's data answered with a status of its own (`data(page, { status: 400 })`): the page is still drawn. */
export type PageDataWithStatus = ReturnType<typeof data<PageData>>;

export function menuEntry(menu: MainMenu, name: MainMenuName) {
  return menu.menuList.find((item) => item.name === name);
}

/** Home › section › … — built from the main menu's labels so names stay the upstream's. */
export function sectionCrumbs(menu: MainMenu, section: MainMenuName | null, tail: Crumb[] = []): Crumb[] {
  const home = menuEntry(menu, 'main');
  const crumbs: Crumb[] = [{ label: home?.label ?? 'Главная', to: '/' }];
  if (section && section !== 'main') {
    const entry = menuEntry(menu, section);
    if (entry) crumbs.push({ label: entry.label, to: menuPaths[section] });
  }
  crumbs.push(...tail);
  const last = crumbs[crumbs.length - 1];
  if (last) delete last.to;
  return crumbs;
}

export function metaFromSeo(seo: Seo, canonical: string, breadcrumbs: Crumb[]): PageMeta {
  return { title: seo.title, description: seo.description, h1: seo.h1, breadcrumbs, canonical };
}
