import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Link } from '#client/components/Link';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import { toRouteError } from '#client/data/http-error';
import { sectionCrumbs, type PageData } from '#client/seo/page-meta';
import { SharedSpecTable } from '#client/features/specs/SharedSpecTable';
import type { SharedSpec } from '#shared/contract/spec-shares';
import { formatDate } from '#shared/dates';

interface SharedSpecData extends PageData {
  spec: SharedSpec;
}

/**
 * A specification opened by its read-only link (docs/behaviour.md, "Specification"; docs/decisions/017-share-links.md):
 * an unknown or revoked token is the site's 404. The answer is the holder's alone and never indexed
 * (shared/routes.ts, `secretAddress`).
 */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<SharedSpecData> {
  const path = new URL(request.url).pathname;
  const [menu, spec] = await Promise.all([
    loadMainMenu(deps, request),
    deps.sharedSpec(params.token ?? '').catch((error: unknown) => toRouteError(error, path)),
  ]);
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
