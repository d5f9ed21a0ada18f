import type { LoaderFunctionArgs } from 'react-router';
import { data, useLoaderData } from 'react-router';
import { Link } from '#client/components/Link';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { apiCall } from '#client/data/api-call';
import { renderingOnServer } from '#client/data/cached-query';
import { notFound, toRouteError } from '#client/data/http-error';
import { sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { SharedSpecTable } from '#client/features/specs/SharedSpecTable';
import type { SharedSpec } from '#shared/contract/spec-shares';
import { formatDate } from '#shared/dates';
import { errorMessage } from '#shared/error-page';
import { statusText } from '#shared/http/status-text';
import { sharedSpecQueryKey, shareTokenPattern } from '#shared/specs/shared-spec-query';

interface SharedSpecData extends PageData {
  spec: SharedSpec;
}

/**
 * The specification a link opens: on the server what the BFF read for this request (null: no live
 * link; absent: upstream failed), in the browser asked through the BFF.
 */
async function readSharedSpec(deps: AppDeps, token: string, path: string): Promise<SharedSpec> {
  // Not of a token's form: no link could have it, and upstream is not asked.
  if (!shareTokenPattern.test(token)) notFound(path, 'invalid');
  if (renderingOnServer) {
    const found = deps.queryClient.getQueryData<SharedSpec | null>(sharedSpecQueryKey(token));
    if (found === null) notFound(path);
    if (found === undefined) throw data({ message: errorMessage(502) }, { status: 502, statusText: statusText(502) });
    return found;
  }
  const answer = await apiCall<SharedSpec>('GET', `/api/specs/shared/${encodeURIComponent(token)}`);
  if (answer.ok) return answer.data;
  return toRouteError({ status: answer.status || 502 }, path);
}

/**
 * A specification opened by its read-only link (docs/behaviour.md, "Specification"; docs/decisions/017-share-links.md):
 * an unknown or revoked token is the site's 404. The answer is the holder's alone and never indexed
 * (shared/routes.ts, `secretAddress`).
 */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<SharedSpecData> {
  const path = new URL(request.url).pathname;
  const [menu, spec] = await Promise.all([loadMainMenu(deps, request), readSharedSpec(deps, params.token ?? '', path)]);
  return {
    meta: {
      title: `${spec.name} — спецификация`,
      description: 'Спецификация товаров: только просмотр',
      h1: spec.name,
      breadcrumbs: sectionCrumbs(menu, null, [{ label: 'Спецификация' }]),
      canonical: path,
      noindex: true,
    },
    spec,
  };
}

export default function SharedSpecPage() {
  const { spec } = useLoaderData() as SharedSpecData;
  return (
    <>
      <p className="shared-spec__note">
        Спецификация открыта по ссылке только для просмотра. Изменена {formatDate(spec.updatedAt)}. Цены — текущие цены каталога.
      </p>
      <SharedSpecTable spec={spec} />
      <p>
        <Link to="/catalog">Перейти в каталог</Link>
      </p>
    </>
  );
}
