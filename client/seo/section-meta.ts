import type { MainMenu, MainMenuName } from '#shared/contract';
import { notFound } from '#client/data/http-error';
import { menuEntry, sectionCrumbs, type Crumb, type PageMeta } from './page-meta';

/**
 * Pages whose own content has no SEO data yet take their head from the menu entry of their
 * section (issue: "SEO head from the menu's seo data"), naming the page in front of it.
 */
export function sectionPageMeta(
  menu: MainMenu,
  section: MainMenuName,
  path: string,
  page?: { name: string; description?: string; crumbs?: Crumb[] },
): PageMeta {
  const entry = menuEntry(menu, section);
  if (!entry) notFound(path);
  if (!page)
    return {
      title: entry.seo.title,
      description: entry.seo.description,
      h1: entry.seo.h1,
      breadcrumbs: sectionCrumbs(menu, section),
      canonical: path,
    };
  return {
    title: `${page.name} — ${entry.seo.title}`,
    description: page.description ?? entry.seo.description,
    h1: page.name,
    breadcrumbs: sectionCrumbs(menu, section, page.crumbs ?? [{ label: page.name }]),
    canonical: path,
  };
}
