import { describe, expect, it } from 'vitest';
import { analyticsConsentCookie, parseAnalyticsConsent } from '#shared/analytics/consent-cookie';

/** The analytics consent cookie (docs/operations.md, "Consent to analytics"): only the two known values count. */
describe('the analytics consent cookie', () => {
  it.each([
    ['analytics_consent=granted', 'granted'],
    ['analytics_consent=denied', 'denied'],
    ['sid=abc; analytics_consent=granted; theme=dark', 'granted'],
    ['  analytics_consent = denied ', 'denied'],
    // The same value twice (a copy per path) is still one answer.
    ['analytics_consent=granted; analytics_consent=granted', 'granted'],
  ])('%s → %s', (header, choice) => {
    expect(parseAnalyticsConsent(header)).toBe(choice);
  });

  it.each([
    undefined,
    null,
    '',
    'analytics_consent=',
    'analytics_consent=yes',
    'analytics_consent=GRANTED',
    'analytics_consent=granted%00',
    'analytics_consent="granted"',
    'analytics_consent=granted; analytics_consent=denied',
    'xanalytics_consent=granted',
    'analytics_consent_old=granted',
    'analytics_consent',
  ])('%s means not decided', (header) => {
    expect(parseAnalyticsConsent(header)).toBeUndefined();
  });

  it('is kept a year for the whole site, Secure on HTTPS, and reads back as what was written', () => {
    const cookie = analyticsConsentCookie('granted', true);
    expect(cookie).toBe('analytics_consent=granted; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
    expect(analyticsConsentCookie('denied', false)).toBe('analytics_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(parseAnalyticsConsent(cookie.split(';')[0])).toBe('granted');
  });
});
