import type { LoaderFunctionArgs } from 'react-router';
import type { ContentDocument, MainMenuName } from '#shared/contract';
import { formatDate } from '#shared/dates';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { metaFromSeo, sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { SafeHtml } from './SafeHtml';

type DocumentSlug = ContentDocument['slug'];

/** About and the legal texts: one long upstream document each, same page frame. */
export function documentLoader(slug: DocumentSlug, path: string, section: MainMenuName | null) {
  return async ({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> => {
    const [menu, doc] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'document', { slug })]);
    // A section's own page (about) ends the trail at the section: its title would only repeat it.
    return { meta: metaFromSeo(doc.seo, path, sectionCrumbs(menu, section, section ? [] : [{ label: doc.seo.h1 }])) };
  };
}

export function DocumentBody({ slug, showUpdated }: { slug: DocumentSlug; showUpdated: boolean }) {
  const doc = useContract('document', { slug });
  return (
    <article className="article article--document">
      {showUpdated ? <p className="article__meta">Редакция от {formatDate(doc.updatedAt)}</p> : null}
      <SafeHtml html={doc.html} />
    </article>
  );
}
