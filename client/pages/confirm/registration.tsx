import type { LoaderFunctionArgs } from 'react-router';
import { Link } from 'react-router';
import { loadMainMenu } from '../../app/contract-data';
import type { AppDeps } from '../../app/data';
import { sectionCrumbs, type PageData } from '../../app/page-meta';

export async function loader({ request, params }: LoaderFunctionArgs, deps: AppDeps): Promise<PageData> {
  const menu = await loadMainMenu(deps, request);
  const path = `/confirm/registration/${encodeURIComponent(params.registrationID ?? '')}`;
  return {
    meta: { title: 'Подтверждение регистрации', description: 'Активация учётной записи', h1: 'Подтверждение регистрации', breadcrumbs: sectionCrumbs(menu, null), canonical: path, noindex: true },
  };
}

export default function ConfirmRegistrationPage() {
  return (
    <div className="notice">
      <h1 id="page-title">Подтверждение регистрации</h1>
      <p>
        <Link to="/">На главную</Link>
      </p>
    </div>
  );
}
