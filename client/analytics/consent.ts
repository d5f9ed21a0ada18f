/**
 * The analytics notice's state (docs/operations.md, "Consent to analytics"). The page's HTML is the
 * same for everyone; after hydration the browser reads the visitor's cookie and either starts the
 * counter (accepted), does nothing (declined) or opens the notice (not decided). Nothing is sent to
 * Yandex before «Принять».
 */
import { analyticsConsentCookie, parseAnalyticsConsent, type AnalyticsChoice } from '#shared/analytics/consent-cookie';
import { analyticsDecided, startAnalytics, stopAnalytics } from './analytics';

export interface AnalyticsSettings {
  metrikaId?: number;
  /** Present when the counter waits for consent (ANALYTICS_CONSENT=ask). */
  analyticsConsent?: 'ask';
}

let counterId: number | undefined;
/** Whether the notice is shown, and whether the visitor opened it (focus goes to it then, never on load). */
let notice: { open: boolean; byVisitor: boolean } = { open: false, byVisitor: false };
const listeners = new Set<() => void>();

function show(next: typeof notice): void {
  notice = next;
  for (const listener of listeners) listener();
}

/** After hydration: the counter as the settings and the visitor's choice say. */
export function setupAnalytics(settings: AnalyticsSettings): void {
  decideCounter(settings);
  analyticsDecided();
}

function decideCounter(settings: AnalyticsSettings): void {
  if (!settings.metrikaId) return;
  if (settings.analyticsConsent !== 'ask') return startAnalytics(settings.metrikaId);
  counterId = settings.metrikaId;
  const choice = parseAnalyticsConsent(document.cookie);
  if (choice === 'granted') startAnalytics(counterId);
  else if (choice === undefined) show({ open: true, byVisitor: false });
}

/** «Принять» / «Отклонить»: kept a year; accepting starts the counter, declining stops it. */
export function decideAnalytics(choice: AnalyticsChoice): void {
  document.cookie = analyticsConsentCookie(choice, location.protocol === 'https:');
  show({ open: false, byVisitor: notice.byVisitor });
  if (counterId === undefined) return;
  if (choice === 'granted') startAnalytics(counterId);
  else stopAnalytics();
}

/** The footer's «Настройки cookie». */
export function reopenAnalyticsNotice(): void {
  if (counterId !== undefined) show({ open: true, byVisitor: true });
}

export function subscribeAnalyticsNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const analyticsNoticeState = () => notice;
/** The server's render and hydration: no notice (it is the browser's to decide). */
export const closedNotice = { open: false, byVisitor: false };
export const analyticsNoticeServerState = () => closedNotice;
