import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import {
  analyticsNoticeServerState,
  analyticsNoticeState,
  decideAnalytics,
  reopenAnalyticsNotice,
  setupAnalytics,
  subscribeAnalyticsNotice,
  type AnalyticsSettings,
} from '#client/analytics/consent';
import { analyticsSettingsSelector, privacyCookiesPath } from './AnalyticsSettingsLink';

const useNotice = () => useSyncExternalStore(subscribeAnalyticsNotice, analyticsNoticeState, analyticsNoticeServerState);

/**
 * The analytics notice (docs/operations.md, "Consent to analytics"): a chunk of its own, loaded after
 * hydration only where the counter waits for consent (client/entry.client.tsx). A fixed bar at the bottom, drawn
 * only in the browser once the visitor's cookie says nothing, so the page's HTML and layout stay as
 * they are (it takes no space and moves nothing). It sits below the notifications, which draw over it.
 * Focus stays where it is when the notice comes up on its own; opened from the footer it takes focus,
 * and gives it back after the answer. Esc in the notice is «Отклонить».
 */
function AnalyticsNotice() {
  const notice = useNotice();
  const region = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (notice.open && notice.byVisitor) {
      opener.current = document.activeElement;
      region.current?.querySelector('button')?.focus();
    }
    if (!notice.open && notice.byVisitor && opener.current instanceof HTMLElement) {
      opener.current.focus();
      opener.current = null;
    }
  }, [notice]);

  // Esc anywhere in the notice (its buttons, its link) answers «Отклонить».
  useEffect(() => {
    const element = region.current;
    if (!notice.open || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') decideAnalytics('denied');
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [notice.open]);

  if (!notice.open) return null;
  return (
    <section className="analytics-notice" aria-label="Cookie и аналитика" ref={region}>
      <p className="analytics-notice__text">
        С вашего согласия сайт использует cookie и Яндекс Метрику, чтобы считать посещения и улучшать страницы.{' '}
        <a href={privacyCookiesPath}>Подробнее о cookie и аналитике</a>
      </p>
      <div className="analytics-notice__actions">
        <button type="button" className="button" onClick={() => decideAnalytics('granted')}>
          Принять
        </button>
        <button type="button" className="button button--ghost" onClick={() => decideAnalytics('denied')}>
          Отклонить
        </button>
      </div>
    </section>
  );
}

/**
 * Where the counter waits for consent: the visitor's cookie decides, the notice gets a React root of
 * its own at the end of the body (the page's root and bundle stay as they are), and the footer's
 * «Настройки cookie» opens it — taken before the router's link handler, in the capture phase.
 */
export function startAnalyticsConsent(settings: AnalyticsSettings): void {
  setupAnalytics(settings);
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<AnalyticsNotice />);
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest(analyticsSettingsSelector)) return;
      event.preventDefault();
      reopenAnalyticsNotice();
    },
    true,
  );
}
