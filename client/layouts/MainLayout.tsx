import { Outlet } from 'react-router';
import { PageContent } from '../components/PageContent';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Layout "main" (docs/behaviour.md, "Routes"): the home page draws its own hero and title. */
export function MainLayout() {
  return (
    <div className="layout layout--main">
      <SiteHeader />
      <main id="main">
        <PageContent>
          <Outlet />
        </PageContent>
      </main>
      <SiteFooter />
    </div>
  );
}
