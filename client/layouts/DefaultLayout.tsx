import { Outlet } from 'react-router';
import { PageContent } from '../components/PageContent';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { useCurrentMeta } from '../components/PageHead';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Layout "default" (docs/behaviour.md, "Routes"): header, breadcrumbs and title from the page's meta, footer. */
export function DefaultLayout() {
  const meta = useCurrentMeta();
  return (
    <div className="layout layout--default">
      <SiteHeader />
      <main id="main" className="container page">
        {meta ? <Breadcrumbs items={meta.breadcrumbs} /> : null}
        {meta ? (
          <h1 id="page-title" className="page__title">
            {meta.h1}
          </h1>
        ) : null}
        <PageContent>
          <Outlet />
        </PageContent>
      </main>
      <SiteFooter />
    </div>
  );
}
