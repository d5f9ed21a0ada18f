import { Link } from './Link';
import { analyticsChunk } from '#client/analytics/analytics';

/** The privacy policy's section on cookies and analytics, which the notice links to. */
export const privacyCookiesPath = '/legal/privacy#section-cookies';

/**
 * The footer's «Настройки cookie» (docs/operations.md, "Consent to analytics"): a link to the policy's
 * cookie section, so it means something without JavaScript too (no counter runs then); with it, it
 * opens the analytics notice again.
 */
export function AnalyticsSettingsLink() {
  return (
    <Link
      to={privacyCookiesPath}
      onClick={(event) => {
        event.preventDefault();
        void analyticsChunk(() => import('#client/analytics/consent')).then((consent) => consent?.reopenAnalyticsNotice());
      }}
    >
      Настройки cookie
    </Link>
  );
}
