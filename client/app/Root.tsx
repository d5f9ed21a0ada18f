import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { notificationSettings } from '../../shared/notifications';
import { LoadingBar } from '../components/LoadingBar';
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
      <Toaster
        position="bottom-center"
        visibleToasts={notificationSettings.maxVisible}
        duration={notificationSettings.durationMs}
        style={{ zIndex: notificationSettings.zIndex }}
        toastOptions={{ style: { width: notificationSettings.widthPx } }}
      />
    </AuthPopupProvider>
  );
}
