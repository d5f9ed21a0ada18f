import { useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { specListQueryKey } from '#shared/specs/query-keys';
import { formatShortDate } from '#shared/dates';
import { projectPath } from '#shared/projects/tool-links';
import { plural } from '#shared/text/plural';
import { Link } from '#client/components/Link';
import { useHydrated } from '#client/components/use-hydrated';
import { loadMainMenu } from '#client/data/contract-data';
import { useCachedQueryData } from '#client/data/cached-query';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { requireSession } from '#client/features/account/require-session';
import { CreateSpecForm } from '#client/features/specs/CreateSpecForm';
import { SpecManage } from '#client/features/specs/SpecManage';
import { loadSpecData, specListQuery } from '#client/features/specs/spec-queries';

const listPath = '/my/specs';
const lineWord = ['строка', 'строки', 'строк'] as const;

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  await loadSpecData(deps, specListQuery);
  return { meta: accountPageMeta(menu, listPath, 'Спецификации', 'Спецификации (проекты): списки товаров с количествами') };
}

/** `/my/specs` (docs/behaviour.md, "Specification"): a signed-in user's named specifications. */
export default function AccountSpecsPage() {
  const queryClient = useQueryClient();
  const specs = useCachedQueryData(specListQuery);
  const hydrated = useHydrated();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: specListQueryKey });
  return (
    <>
      <AccountNav />
      <CreateSpecForm back={listPath} hydrated={hydrated} onCreated={refresh} />
      {specs.length === 0 ? (
        <p className="empty-state">
          Спецификаций пока нет. Создайте первую здесь или нажмите «В спецификацию» у товара в <Link to="/catalog">каталоге</Link>.
        </p>
      ) : (
        <ul className="spec-list" data-testid="spec-list">
          {specs.map((spec) => (
            <li key={`${spec.id}-${spec.name}`} className="spec-list__item">
              <div className="spec-list__text">
                <Link to={`${listPath}/${spec.id}`} className="spec-list__name">
                  {spec.name}
                </Link>
                <span className="spec-list__meta">
                  {plural(spec.lineCount, lineWord)} · изменена {formatShortDate(spec.updatedAt)} ·{' '}
                  {/* The project: this specification with the calculations, designs and quote requests saved for it. */}
                  <Link to={projectPath(spec.id)} aria-label={`Проект «${spec.name}»`}>
                    Проект
                  </Link>
                </span>
              </div>
              <SpecManage spec={spec} back={listPath} afterDelete={listPath} hydrated={hydrated} onDone={refresh} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
