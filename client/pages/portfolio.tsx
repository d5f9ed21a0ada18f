import type { LoaderFunctionArgs } from 'react-router';
import { loadContract, loadMainMenu, useContract } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { menuEntry, metaFromSeo, sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { notFound } from '#client/data/http-error';
import { ProjectCard } from '../components/ProjectCard';
import { SafeHtml } from '../components/SafeHtml';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), loadContract(deps, request, 'portfolio', {})]);
  const entry = menuEntry(menu, 'portfolio');
  if (!entry) notFound(new URL(request.url).pathname);
  return { meta: metaFromSeo(entry.seo, '/portfolio', sectionCrumbs(menu, 'portfolio')) };
}

export default function PortfolioPage() {
  const projects = useContract('portfolio', {});
  return (
    <>
      <p className="lead">{projects.length} реализованных проектов: от щитов для частных домов до электроснабжения производств.</p>
      <div className="project-list">
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} headingLevel={2}>
            <details className="project-details">
              <summary>Подробнее о проекте</summary>
              <SafeHtml html={project.html} />
            </details>
          </ProjectCard>
        ))}
      </div>
    </>
  );
}
