import type { LoaderFunctionArgs } from 'react-router';
import { loadMainMenu } from '../../app/contract-data';
import type { AppDeps } from '../../app/data';
import type { PageData } from '../../app/page-meta';
import { accountPageMeta } from './account-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const menu = await loadMainMenu(deps, request);
  return { meta: accountPageMeta(menu, '/my/profile', 'Профиль', 'Личные данные и пароль') };
}

export default function AccountProfilePage() {
  return <p className="empty-state">Войдите, чтобы изменить личные данные.</p>;
}
