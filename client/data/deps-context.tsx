import { createContext, useContext, type ComponentType } from 'react';
import type { Flash } from '#shared/auth/flash';
import type { AppDeps } from './data';

export interface SiteContext {
  deps: AppDeps;
  /** Public origin for canonical links and Open Graph, e.g. https://example.ru */
  origin: string;
  /** The outcome of a form posted before hydration, for the auth popup to show once. */
  authFlash: Flash | null;
  /** Whether the forms that collect personal data ask for the separate consent (CONSENT_CHECKBOX). */
  consentCheckbox?: boolean;
  /** The counter waits for the visitor's answer to the analytics notice: the footer offers to change it. */
  askAnalyticsConsent?: boolean;
  /**
   * The popup itself, given by the server's render: there it must be in the HTML at once (it works
   * without JavaScript), while the browser loads it lazily (client/features/account/popup/lazy-popup.tsx).
   */
  authPopup?: ComponentType;
  /**
   * Writes a deferred section's JSON block: given by the server's render only. The browser reads
   * the server's blocks and never writes one, so the serialiser stays out of its bundle.
   */
  serializeStreamed?: (value: unknown) => string;
  /** Collects the forms the server's render's buttons name, written once a page (client/components/shared-forms.ts). */
  sharedForms?: { add(form: { readonly id: string; readonly action: string }): void };
}

export const SiteContextValue = createContext<SiteContext | null>(null);

export function useSite(): SiteContext {
  const site = useContext(SiteContextValue);
  if (!site) throw new Error('useSite outside <SiteContextValue>');
  return site;
}
