import type { DehydratedState } from '@tanstack/react-query';
import type { Flash } from '#shared/auth/flash';
import { isRouteErrorResponse } from 'react-router';
import type { HydrationState } from 'react-router';
import { fromJsonBlock, toJsonBlock } from './json-block';

/** What the server hands the browser for hydration. */
export interface PagePayload {
  hydration: HydrationState;
  queries: DehydratedState;
  origin: string;
  stylesheets: string[];
  authFlash: Flash | null;
  /** METRIKA_ID, present only when set (client/analytics/analytics.ts). */
  metrikaId?: number;
  /** With a counter: present only when it waits for the visitor's consent (client/analytics/consent.ts). */
  analyticsConsent?: 'ask';
  /** CONSENT_CHECKBOX: present (false) only when the operator turned the separate consent off. */
  consentCheckbox?: false;
}

/** For the page's <script id="__ssr" type="application/json"> block. */
export function serializePayload(payload: PagePayload): string {
  return toJsonBlock(payload);
}

/** A deferred section's resolved value, for its JSON block (client/components/Deferred.tsx). */
export function serializeStreamed(value: unknown): string {
  return toJsonBlock(value);
}

/**
 * The page data names no render time, so a page's bytes stay the same from render to render while
 * its content does, and so does its strong ETag: a visitor's If-None-Match still gets a 304 after
 * the page cache renders the page again (docs/decisions/011-reused-public-html.md). The browser
 * dates the data when it hydrates (`datedQueries`).
 */
export function undatedQueries(state: DehydratedState): DehydratedState {
  return datedQueries(state, 0);
}

/** Every query's data as of `now`: fresh for `freshForMs` from hydration (client/data/data.ts). */
export function datedQueries(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

export function parsePayload(text: string): PagePayload {
  return fromJsonBlock(text) as PagePayload;
}

/**
 * Route errors cross to the browser as plain error-response objects: the browser then draws the
 * same error page, and no server error message or stack leaks.
 */
export function serializeRouteErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? {
            status: error.status,
            statusText: error.statusText,
            data: error.data,
            internal: (error as { internal?: boolean }).internal ?? false,
          }
        : { status: 500, statusText: 'Internal Server Error', data: { message: 'Internal Server Error' }, internal: false },
    ]),
  );
}
