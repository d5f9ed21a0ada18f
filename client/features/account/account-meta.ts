import type { MainMenu } from '#shared/contract';
import { sectionCrumbs, type PageMeta } from '#client/seo/page-meta';

export const accountLabel = 'Личный кабинет';

/** Account pages are private: never indexed, breadcrumbs under «Личный кабинет». */
export function accountPageMeta(menu: MainMenu, path: string, name: string, description: string): PageMeta {
  return {
    title: `${name} — ${accountLabel}`,
    description,
    h1: name,
    breadcrumbs: sectionCrumbs(menu, null, [{ label: accountLabel, to: '/my' }, { label: name }]),
    canonical: path,
    noindex: true,
  };
}
