import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/LoadingBar';
import { PageHead, useCurrentMeta } from '../components/PageHead';
import { RouteAnnouncer } from '../components/RouteAnnouncer';
import { ScrollManager } from '../components/ScrollManager';
import { AuthPopupSlot } from '#client/features/account/popup/lazy-popup';
import { FlashNotice } from '../notifications/FlashNotice';
import { useNotificationAreaRequested } from '../notifications/notify';
import { AuthPopupProvider } from '#client/features/account/popup/popup-state';
import { useSite } from '#client/data/deps-context';
import { loadingBar } from '#client/data/loading-bar-store';

/** Loaded with the first notification (client/notifications/notify.ts). */
const NotificationArea = lazy(() => import('../notifications/NotificationArea'));

/** The app shell around every layout: head, loading bar, announcer, scroll, notification area. */
export function Root() {
  const notificationsWanted = useNotificationAreaRequested();
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
      <AuthPopupSlot />
      <FlashNotice />
      <RouteAnnouncer />
      <ScrollManager />
      {notificationsWanted ? (
        <Suspense fallback={null}>
          <NotificationArea />
        </Suspense>
      ) : null}
    </AuthPopupProvider>
  );
}
