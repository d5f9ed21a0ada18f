import type { MainMenu } from '#shared/contract';
import { sectionCrumbs, type PageMeta } from '#client/seo/page-meta';

/** `/spec`: one visitor's list, nothing for a search index (docs/behaviour.md, "Specification"). */
export function guestSpecMeta(menu: MainMenu): PageMeta {
  return {
    title: 'Спецификация',
    description: 'Список товаров с количествами и примечаниями для сметы, тендера и запроса цены',
    h1: 'Спецификация',
    breadcrumbs: sectionCrumbs(menu, null, [{ label: 'Спецификация' }]),
    canonical: '/spec',
    noindex: true,
  };
}
