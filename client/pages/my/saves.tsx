import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { Link } from '#client/components/Link';
import { notify } from '#client/notifications/notify';
import { accountMessages } from '#shared/auth/account-messages';
import { authMessages } from '#shared/auth/messages';
import { savesQueryKey } from '#shared/auth/query-keys';
import type { SavedItem } from '#shared/contract/auth';
import { formatShortDate } from '#shared/dates';
import { loadMainMenu } from '#client/data/contract-data';
import type { AppDeps } from '#client/data/data';
import type { PageData } from '#client/seo/page-meta';
import { savesQuery } from '#client/features/account/saves-api';
import { apiCall } from '#client/data/api-call';
import { accountPageMeta } from '#client/features/account/account-meta';
import { AccountNav } from '#client/features/account/AccountNav';
import { SavedItemPicture } from '#client/features/elpanels/SavedItemPicture';
import { requireSession } from '#client/features/account/require-session';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const [menu] = await Promise.all([loadMainMenu(deps, request), requireSession(deps, request)]);
  return { meta: accountPageMeta(menu, '/my/saves', 'Избранное', 'Сохранённые товары и проекты щитов') };
}

const kindLabels: Record<SavedItem['kind'], string> = {
  product: 'Товар',
  'elpanel-design': 'Готовый щит',
  'panel-design': 'Свой проект щита',
};

export default function AccountSavesPage() {
  const queryClient = useQueryClient();
  const saves = useQuery(savesQuery);

  async function remove(item: SavedItem) {
    const answer = await apiCall('DELETE', `/api/saves/${item.id}`);
    if (!answer.ok) {
      notify.error(authMessages.errorTitle, { description: answer.message || accountMessages.saveFailure });
      return;
    }
    queryClient.setQueryData<SavedItem[]>(savesQueryKey, (items) => items?.filter((i) => i.id !== item.id));
    notify.success(accountMessages.saveRemoved);
  }

  return (
    <>
      <AccountNav />
      {saves.isPending ? (
        <p className="empty-state" aria-busy="true">
          Загружаем избранное…
        </p>
      ) : saves.isError ? (
        <p className="empty-state" role="alert">
          {saves.error.message}
        </p>
      ) : saves.data.length === 0 ? (
        <p className="empty-state">
          Здесь будут товары и проекты щитов, которые вы сохраните. Начните с <Link to="/catalog">каталога</Link> или{' '}
          <Link to="/elpanels">готовых щитов</Link>.
        </p>
      ) : (
        <ul className="saves" data-testid="saves">
          {saves.data.map((item) => (
            <li key={item.id}>
              <SavedItemPicture item={item} />
              <div className="saves__text">
                <span className="saves__kind">
                  {kindLabels[item.kind]} · сохранено {formatShortDate(item.createdAt)}
                </span>
                <Link to={item.url}>{item.title}</Link>
              </div>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void remove(item)}
                aria-label={`Удалить «${item.title}» из избранного`}
              >
                Удалить
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
