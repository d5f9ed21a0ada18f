import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { LoadingBar } from '../components/LoadingBar';
import { PageHead, useCurrentMeta } from '../components/PageHead';
import { RouteAnnouncer } from '../components/RouteAnnouncer';
import { ScrollManager } from '../components/ScrollManager';
import { useHydrated } from '../components/use-hydrated';
import { analyticsChunk } from '#client/analytics/analytics';
import { AuthPopupSlot } from '#client/features/account/popup/lazy-popup';
import { FlashNotice } from '../notifications/FlashNotice';
import { useNotificationAreaRequested } from '../notifications/notify';
import { AuthPopupProvider } from '#client/features/account/popup/popup-state';
import { useSite } from '#client/data/deps-context';
import { loadingBar } from '#client/data/loading-bar-store';

/** Loaded with the first notification (client/notifications/notify.ts). */
const NotificationArea = lazy(() => import('../notifications/NotificationArea'));

/**
 * The analytics notice, a chunk of its own: only where the counter waits for consent, and only in the
 * browser (docs/operations.md, "Consent to analytics"). A failed load leaves the visitor uncounted.
 */
const AnalyticsNotice = lazy(() =>
  analyticsChunk(() => import('../components/AnalyticsNotice')).then((notice) => notice ?? { default: () => null }),
);

/** The app shell around every layout: head, loading bar, announcer, scroll, notification area. */
export function Root() {
  const notificationsWanted = useNotificationAreaRequested();
  const navigating = useNavigation().state !== 'idle';
  const meta = useCurrentMeta();
  const { authFlash, askAnalyticsConsent } = useSite();
  const hydrated = useHydrated();

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
      {askAnalyticsConsent && hydrated ? (
        <Suspense fallback={null}>
          <AnalyticsNotice />
        </Suspense>
      ) : null}
      {notificationsWanted ? (
        <Suspense fallback={null}>
          <NotificationArea />
        </Suspense>
      ) : null}
    </AuthPopupProvider>
  );
}
