import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { Flash } from '#shared/auth/flash';
import { App } from './app/App';
import { AuthPopup } from './features/account/popup/AuthPopup';
import { createQueryClient, type AppDeps, type Fetcher } from './data/data';
import { Document } from './app/Document';
import { SharedForms } from './components/shared-forms';
import { serializePayload, serializeRouteErrors, serializeStreamed, pageQueries } from './data/payload';
import { createAppRoutes } from './app/routes';
import { isShellAnswer, primeShellData } from './data/shell-data';
import { readablePath } from '#shared/http/readable-path';
import { describeError } from './layouts/ErrorLayout';
import { renderToPageStream } from './page-stream.server';

export interface RenderOptions {
  request: Request;
  fetcher: Fetcher;
  activate: AppDeps['activate'];
  origin: string;
  stylesheets: string[];
  bootstrapModules: string[];
  /** Crawlers get the whole document at once (every Suspense boundary in place; docs/decisions/004-deferred-data-in-json-blocks.md). */
  waitForAll: boolean;
  onError(error: unknown): void;
  /** Personal data already known on the server (private pages only), put into the query cache. */
  prefill?: Array<{ queryKey: readonly unknown[]; data: unknown }>;
  /** The outcome of a form posted without JavaScript, shown by the popup. */
  authFlash?: Flash | null;
  /**
   * Awaited between reading the page's data and drawing it: the page's turn to use the CPU, and what to
   * call once its shell is drawn (server/ssr/render-gate.ts).
   */
  renderTurn?: () => Promise<() => void>;
  /** The Yandex Metrika counter the browser loads; none when unset (docs/operations.md, "Analytics"). */
  metrikaId?: number;
  /** With a counter: it waits for the visitor's consent (ANALYTICS_CONSENT=ask). */
  askAnalyticsConsent?: boolean;
  /** Whether the forms ask for the separate consent; on unless the operator turns it off. */
  consentCheckbox?: boolean;
}

export type RenderResult =
  | { kind: 'response'; response: Response }
  | {
      kind: 'page';
      status: number;
      routeIds: string[];
      stream: ReadableStream<Uint8Array>;
      /** What the error page says (status message), for an answer that skips rendering it: a crawler's. */
      errorMessage?: string;
    };

/** What the router hands every loader of one request: that request's deps. */
interface RequestContext {
  deps: AppDeps;
}

/**
 * One route tree and static handler for the process: building them per request compiled every path
 * again on each page view. Each request's deps travel as the router's request context.
 */
const handler = createStaticHandler(createAppRoutes((context) => (context as RequestContext).deps));

/** Runs the route's loaders (critical data, status), then streams the document. */
export async function renderPage(options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  for (const { queryKey, data } of options.prefill ?? []) queryClient.setQueryData(queryKey, data);
  const deps = { queryClient, fetcher: options.fetcher, activate: options.activate };
  // The header and footer, even for a path no route matches (the root loader does not run then);
  // from the server's menu cache, so this costs no upstream call. A failure is the loaders' to report.
  await primeShellData(deps);
  const requestContext: RequestContext = { deps };
  // The router reads the path the browser will show once it hydrates (client/entry.client.tsx).
  const url = new URL(options.request.url);
  const path = readablePath(url.pathname);
  const request = path === url.pathname ? options.request : new Request(new URL(path + url.search, url), options.request);
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) return { kind: 'response', response: context };
  // Route error responses (404, upstream 5xx) are answers; anything else a loader threw is a bug.
  for (const error of Object.values(context.errors ?? {})) if (!isRouteErrorResponse(error)) options.onError(error);
  const drawn = (await options.renderTurn?.()) ?? (() => {});

  const router = createStaticRouter(handler.dataRoutes, context);
  const payload = serializePayload({
    hydration: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeRouteErrors(context.errors) },
    queries: pageQueries(dehydrate(queryClient)).filter((query) => !isShellAnswer(query.queryKey)),
    origin: options.origin,
    stylesheets: options.stylesheets,
    authFlash: options.authFlash ?? null,
    // Only when set: without a counter the page data is what it was.
    ...(options.metrikaId ? { metrikaId: options.metrikaId } : {}),
    // Only when the counter waits for consent: with ANALYTICS_CONSENT=implied the page data is what it was.
    ...(options.metrikaId && options.askAnalyticsConsent ? { analyticsConsent: 'ask' as const } : {}),
    // Only when off: with the default the page data is what it was.
    ...(options.consentCheckbox === false ? { consentCheckbox: false } : {}),
  });

  const sharedForms = new SharedForms();
  let stream: ReadableStream<Uint8Array>;
  try {
    stream = await renderToPageStream(
      <App
        site={{
          deps,
          origin: options.origin,
          authFlash: options.authFlash ?? null,
          consentCheckbox: options.consentCheckbox !== false,
          askAnalyticsConsent: Boolean(options.metrikaId && options.askAnalyticsConsent),
          authPopup: AuthPopup,
          serializeStreamed,
          sharedForms,
        }}
      >
        <Document stylesheets={options.stylesheets} payload={payload}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Document>
      </App>,
      {
        bootstrapModules: options.bootstrapModules,
        onError: options.onError,
        signal: options.request.signal,
        waitForAll: options.waitForAll,
        beforeBodyEnd: () => sharedForms.markup(),
        // React outlines a large finished boundary (fallback first, content later by script): a crawler
        // must get every boundary's content in place, and so must a person, whose page's content is a
        // boundary of its own (client/components/PageContent.tsx) that works without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
  } finally {
    // The shell is drawn (or failed): the next page in line may be drawn while this one streams out.
    drawn();
  }
  const error = Object.values(context.errors ?? {})[0];
  return {
    kind: 'page',
    status: context.statusCode,
    routeIds: context.matches.map((m) => m.route.id),
    stream,
    ...(error !== undefined && { errorMessage: describeError(error, path).message }),
  };
}
