import { hashKey } from '@tanstack/react-query';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { Flash } from '#shared/auth/flash';
import { isRouteErrorResponse } from 'react-router';
import type { HydrationState } from 'react-router';
import { fromJsonBlock, toJsonBlock } from './json-block';

/** What the server hands the browser for hydration. */
export interface PagePayload {
  hydration: HydrationState;
  queries: PageQuery[];
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
 * A query as the page data carries it: its key and its data. The rest of react-query's dehydrated
 * state (about 330 B a query: counters, hash, status, times) is the same for every query the server
 * hands over, so the browser restores it (`restoredQueries`) instead of reading it from every page.
 * The page data names no render time either, so a page's bytes stay the same from render to render
 * while its content does, and so does its strong ETag: a visitor's If-None-Match still gets a 304
 * after the page cache renders the page again (docs/decisions/011-reused-public-html.md).
 */
export interface PageQuery {
  queryKey: QueryKey;
  data: unknown;
}

/**
 * The server's answered queries, for the page data: only those with data (a failed one refetches),
 * each as its `meta.handedOver` says where it has one (a view's `handedOver`, `contractViewQuery` of client/data/data.ts).
 */
export function pageQueries(state: DehydratedState): PageQuery[] {
  return state.queries
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
    .map(({ queryKey, state: { data }, meta }) => ({ queryKey, data: handedOver(meta)?.(data) ?? data }));
}

const handedOver = (meta: Record<string, unknown> | undefined) =>
  typeof meta?.handedOver === 'function' ? (meta.handedOver as (data: unknown) => unknown) : undefined;

/** The page data's queries as react-query's dehydrated state, answered at `now`: fresh for `freshForMs` (client/data/data.ts). */
export function restoredQueries(queries: PageQuery[], now: number): DehydratedState {
  return {
    mutations: [],
    queries: queries.map(({ queryKey, data }) => ({
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: now,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: now,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    })),
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
