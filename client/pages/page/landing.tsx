import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { Link } from '#client/components/Link';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { metaFromSeo, sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { ContentImage } from '#client/components/ContentImage';
import { LinkListSection } from '#client/components/LinkListSection';
import { SafeHtml } from '#client/components/SafeHtml';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const pageName = params.pageName ?? '';
  const [menu, page] = await Promise.all([
    loadMainMenu(deps, request),
    loadContract(deps, request, 'seoPage', { pageName }),
    loadContract(deps, request, 'seoPages', {}),
  ]);
  return { meta: metaFromSeo(page.seo, `/page/${encodeURIComponent(page.name)}`, sectionCrumbs(menu, 'about', [{ label: page.title }])) };
}

export default function SeoLandingPage() {
  const pageName = useParams().pageName ?? '';
  const page = useContract('seoPage', { pageName });
  const others = useContract('seoPages', {}).filter((p) => p.name !== page.name);
  return (
    <div className="with-aside">
      <article className="article">
        {page.image ? <ContentImage className="article__image" image={page.image} /> : null}
        <SafeHtml html={page.html} />
        <p>
          <Link className="button" to="/catalog">
            Подобрать оборудование
          </Link>
        </p>
      </article>
      {others.length > 0 ? (
        <LinkListSection
          as="aside"
          className="aside"
          id="more-services"
          title="Другие услуги"
          links={others.map((p) => ({ to: `/page/${encodeURIComponent(p.name)}`, label: p.title }))}
        />
      ) : null}
    </div>
  );
}
