import { Outlet } from 'react-router';
import { PageContent } from '../components/PageContent';
import { SiteLogo } from '../components/SiteLogo';
import { useShellData } from '#client/data/shell-data';

/** Layout "empty" (docs/behaviour.md, "Routes"): no menus, only the way home. */
export function EmptyLayout() {
  const { contacts } = useShellData();
  return (
    <div className="layout layout--empty">
      <header className="container empty-header">
        <SiteLogo name={contacts.name ?? 'Главная'} />
      </header>
      <main id="main" className="container page page--narrow">
        <PageContent>
          <Outlet />
        </PageContent>
      </main>
    </div>
  );
}
