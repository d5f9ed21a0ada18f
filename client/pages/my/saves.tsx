import type { LoaderFunctionArgs } from 'react-router';
import { loadMainMenu } from '../../app/contract-data';
import type { AppDeps } from '../../app/data';
import type { PageData } from '../../app/page-meta';
import { accountPageMeta } from './account-meta';

export async function loader({ request }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const menu = await loadMainMenu(deps, request);
  return { meta: accountPageMeta(menu, '/my/saves', 'Избранное', 'Сохранённые товары и проекты щитов') };
}

export default function AccountSavesPage() {
  return <p className="empty-state">Сохранённых товаров и проектов щитов пока нет.</p>;
}
