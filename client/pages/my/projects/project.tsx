import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { formatPrice } from '#shared/catalog/format';
import { projectItemsQueryKey } from '#shared/projects/query-keys';
import { projectPath } from '#shared/projects/tool-links';
import { specTotal } from '#shared/specs/line-view';
import { plural } from '#shared/text/plural';
import { Link } from '#client/components/Link';
import { loadMainMenu } from '#client/data/contract-data';
import { useCachedQueryData } from '#client/data/cached-query';
import type { AppDeps } from '#client/data/data';
import { notFound } from '#client/data/http-error';
import type { PageData } from '#client/seo/page-meta';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { requireSession } from '#client/features/account/require-session';
import { ProjectItemList } from '#client/features/projects/ProjectItemList';
import { ProjectQuotes } from '#client/features/projects/ProjectQuotes';
import { projectItemsQuery } from '#client/features/projects/project-queries';
import { loadSpecData, specQuery } from '#client/features/specs/spec-queries';
import { specQuotesQuery } from '#client/features/specs/spec-quotes-query';

const lineWord = ['строка', 'строки', 'строк'] as const;

/** The project is its specification: another user's number, or one never issued, is the site's 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const specId = params.specId ?? '';
  const path = new URL(request.url).pathname;
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  // The contract's form of a number (shared/contract/specs.ts, `specIdSchema`).
  if (!/^[1-9]\d{0,9}$/.test(specId)) notFound(path, 'invalid');
  const spec = await loadSpecData(deps, specQuery(specId));
  if (!spec) notFound(path);
  return {
    meta: accountPageMeta(
      menu,
      projectPath(spec.id),
      `Проект «${spec.name}»`,
      `Проект «${spec.name}»: расчёты, щиты, спецификация и запросы КП`,
    ),
  };
}

/**
 * `/my/projects/{id}` (docs/behaviour.md, "Projects"): one place for a project — its specification's
 * summary, the calculations and designs saved into it (each back to its tool with its state) and the
 * quote requests sent for it.
 */
export default function AccountProjectPage() {
  const queryClient = useQueryClient();
  const specId = useParams().specId ?? '';
  const spec = useCachedQueryData(specQuery(specId));
  const items = useQuery(projectItemsQuery(specId));
  const quotes = useQuery(specQuotesQuery);
  if (!spec) return null;
  const back = projectPath(spec.id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: projectItemsQueryKey(spec.id) });
  const total = specTotal(spec);
  const calculations = items.data?.filter((item) => item.kind === 'calculation') ?? [];
  const designs = items.data?.filter((item) => item.kind === 'design') ?? [];
  const itemsState = items.isPending ? (
    <p className="project-empty" aria-busy="true">
      Загружаем…
    </p>
  ) : items.isError ? (
    <p className="project-empty" role="alert">
      {items.error.message}
    </p>
  ) : null;

  return (
    <>
      <AccountNav />
      <p className="spec-head">
        <Link to="/my/specs">Все проекты и спецификации</Link>
      </p>
      <div className="project">
        <section className="project__section" aria-labelledby="project-spec">
          <h2 id="project-spec">Спецификация</h2>
          <p data-testid="project-spec-summary">
            {plural(spec.lines.length, lineWord)}
            {total.counted ? <> · итого {formatPrice(total.sum)}</> : null} · <Link to={`/my/specs/${spec.id}`}>Открыть спецификацию</Link>
          </p>
        </section>

        <section className="project__section" aria-labelledby="project-calculations">
          <h2 id="project-calculations">Расчёты</h2>
          {itemsState ?? (
            <ProjectItemList
              items={calculations}
              specId={spec.id}
              back={back}
              testId="project-calculations"
              onRemoved={refresh}
              empty={
                <>
                  Сохраните расчёт кнопкой «Сохранить в проект» под результатом <Link to="/calculators">калькулятора</Link>.
                </>
              }
            />
          )}
        </section>

        <section className="project__section" aria-labelledby="project-designs">
          <h2 id="project-designs">Щиты</h2>
          {itemsState ?? (
            <ProjectItemList
              items={designs}
              specId={spec.id}
              back={back}
              testId="project-designs"
              onRemoved={refresh}
              empty={
                <>
                  Соберите щит в <Link to="/elpanels/designer">конструкторе</Link> и сохраните его кнопкой «Сохранить в проект».
                </>
              }
            />
          )}
        </section>

        <section className="project__section" aria-labelledby="project-quotes">
          <h2 id="project-quotes">Запросы КП</h2>
          {quotes.isPending ? (
            <p className="project-empty" aria-busy="true">
              Загружаем…
            </p>
          ) : quotes.isError ? (
            <p className="project-empty" role="alert">
              {quotes.error.message}
            </p>
          ) : (
            <ProjectQuotes quotes={quotes.data.filter((quote) => quote.spec?.id === spec.id)} />
          )}
        </section>
      </div>
    </>
  );
}
