import { Link } from './Link';

/** The privacy policy's section on cookies and analytics, which the notice links to. */
export const privacyCookiesPath = '/legal/privacy#section-cookies';

/** What marks the footer's link for the notice's chunk, which opens the notice on its click. */
export const analyticsSettingsSelector = '[data-analytics-settings]';

/**
 * The footer's «Настройки cookie» (docs/operations.md, "Consent to analytics"): a link to the policy's
 * cookie section, so it means something without JavaScript too (no counter runs then); with it, the
 * notice's chunk (./AnalyticsNotice.tsx) takes its click and opens the notice again.
 */
export function AnalyticsSettingsLink() {
  return (
    <Link to={privacyCookiesPath} data-analytics-settings="">
      Настройки cookie
    </Link>
  );
}
