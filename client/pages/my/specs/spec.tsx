import { useQueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { specQueryKey } from '#shared/specs/query-keys';
import type { Spec } from '#shared/contract/specs';
import { Link } from '#client/components/Link';
import { projectPath } from '#shared/projects/tool-links';
import { loadMainMenu } from '#client/data/contract-data';
import { useCachedQueryData } from '#client/data/cached-query';
import type { AppDeps } from '#client/data/data';
import { notFound } from '#client/data/http-error';
import type { PageData } from '#client/seo/page-meta';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { requireSession } from '#client/features/account/require-session';
import { SpecView } from '#client/features/specs/SpecView';
import { loadSpecData, specQuery } from '#client/features/specs/spec-queries';
import { ownSpecSource } from '#client/features/specs/spec-source';

const listPath = '/my/specs';

/** Another user's number, or one never issued, is the site's 404 page (docs/behaviour.md, "Specification"). */
export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const specId = params.specId ?? '';
  const path = new URL(request.url).pathname;
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  // The contract's form of a number (shared/contract/specs.ts, `specIdSchema`).
  if (!/^[1-9]\d{0,9}$/.test(specId)) notFound(path, 'invalid');
  const spec = await loadSpecData(deps, specQuery(specId));
  if (!spec) notFound(path);
  return { meta: accountPageMeta(menu, `${listPath}/${spec.id}`, spec.name, `Спецификация «${spec.name}»`) };
}

/**
 * A signed-in user's specification: the same view as `/spec`. Renaming, copying and deleting live in
 * the list (`/my/specs`), one place for what concerns the specification as a whole.
 */
export default function AccountSpecPage() {
  const queryClient = useQueryClient();
  // The loader put it in place; its number is the one in the address.
  const specId = useParams().specId ?? '';
  const spec = useCachedQueryData(specQuery(specId));
  if (!spec) return null;
  const head = (
    <p className="spec-head">
      <Link to={listPath}>Все спецификации</Link> · <Link to={projectPath(spec.id)}>Проект: расчёты, щиты и запросы КП</Link>
    </p>
  );
  return (
    <>
      <AccountNav />
      <SpecView
        spec={spec}
        source={ownSpecSource(spec.id)}
        head={head}
        onChanged={(changed: Spec) => queryClient.setQueryData(specQueryKey(spec.id), changed)}
      />
    </>
  );
}
