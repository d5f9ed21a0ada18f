import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/LoadingBar';
import { NotificationArea } from '../components/NotificationArea';
import { PageHead, useCurrentMeta } from '../components/PageHead';
import { RouteAnnouncer } from '../components/RouteAnnouncer';
import { ScrollManager } from '../components/ScrollManager';
import { AuthPopup } from '../auth/AuthPopup';
import { AuthPopupProvider } from '../auth/popup-state';
import { useSite } from './deps-context';
import { loadingBar } from './loading-bar-store';

/** The app shell around every layout: head, loading bar, announcer, scroll, notification area. */
export function Root() {
  const navigating = useNavigation().state !== 'idle';
  const meta = useCurrentMeta();
  const { authFlash } = useSite();

  useEffect(() => {
    if (!navigating) return;
    return loadingBar.start();
  }, [navigating]);

  return (
    <AuthPopupProvider flash={authFlash}>
      {meta ? <PageHead meta={meta} /> : null}
      <LoadingBar />
      <Outlet />
      <AuthPopup />
      <RouteAnnouncer />
      <ScrollManager />
      <NotificationArea />
    </AuthPopupProvider>
  );
}
