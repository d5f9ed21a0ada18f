/**
 * The visitor's answer to the analytics notice (docs/operations.md, "Consent to analytics"): kept a
 * year in a plain cookie both the browser and the server can read. Only the two known values count;
 * anything else — missing, altered, repeated with another value — means the visitor has not decided.
 */
export const analyticsConsentCookieName = 'analytics_consent';

export const analyticsChoices = ['granted', 'denied'] as const;
export type AnalyticsChoice = (typeof analyticsChoices)[number];

/** A year, as the notice promises. */
export const analyticsConsentMaxAgeSeconds = 365 * 24 * 60 * 60;

/** The choice a Cookie header (or `document.cookie`) holds, or undefined when there is none to trust. */
export function parseAnalyticsConsent(cookieHeader: string | null | undefined): AnalyticsChoice | undefined {
  if (!cookieHeader) return undefined;
  const values = new Set<string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== analyticsConsentCookieName) continue;
    values.add(part.slice(eq + 1).trim());
  }
  // Two different values (a cookie per path or domain) leave no single answer to go by.
  if (values.size !== 1) return undefined;
  const [value] = values;
  return analyticsChoices.find((choice) => choice === value);
}

/** The Set-Cookie / `document.cookie` string that keeps `choice` for a year. */
export function analyticsConsentCookie(choice: AnalyticsChoice, secure: boolean): string {
  const attributes = `Max-Age=${analyticsConsentMaxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${analyticsConsentCookieName}=${choice}; ${attributes}`;
}
