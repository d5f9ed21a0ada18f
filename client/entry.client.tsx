import '@vitejs/plugin-react/preamble';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './app/App';
import { analyticsChunk, analyticsDecided, counterLoading, startAnalytics } from './analytics/analytics';
import { browserActivate, browserFetcher } from './data/browser-fetcher';
import { isChunkLoadError, loadAfterChunkError } from './navigation/chunk-reload';
import { createQueryClient } from './data/data';
import { Document, payloadElementId } from './app/Document';
import { parsePayload, restoredQueries } from './data/payload';
import { createAppRoutes } from './app/routes';
import { authViewParam } from '#shared/auth/popup';
import { readablePath } from '#shared/http/readable-path';
import { loadAuthPopup } from './features/account/popup/lazy-popup';
import { refetchOnWindowFocus } from './features/account/session';
import './styles/app.css';
import './styles/catalog.css';
import './styles/elpanels.css';
import './styles/panel-diagrams.css';
import './styles/calculators.css';
import './styles/spec-import.css';
import './styles/specs.css';

let router: ReturnType<typeof createBrowserRouter> | undefined;

// A chunk that vanished with a new build loads the page in full (once per 10 s per
// path) — the page the visitor is going to when a navigation needed the chunk, else this one.
// The analytics counter's chunk is not the page's: without it the page works (client/analytics/analytics.ts).
window.addEventListener('vite:preloadError', (event) => {
  if (counterLoading()) return;
  const navigation = router?.state.navigation;
  const target = navigation?.location ?? window.location;
  if (loadAfterChunkError(target)) event.preventDefault();
});

async function start() {
  const payloadText = document.getElementById(payloadElementId)?.textContent ?? '';
  const payload = parsePayload(payloadText);
  const queryClient = createQueryClient();
  hydrate(queryClient, restoredQueries(payload.queries, Date.now()));
  const deps = { queryClient, fetcher: browserFetcher, activate: browserActivate };
  const routes = createAppRoutes(() => deps);

  // A path that does not decode is shown as the server read it (its `%` escaped), the same page to hydrate.
  const path = readablePath(window.location.pathname);
  if (path !== window.location.pathname) history.replaceState(history.state, '', path + window.location.search + window.location.hash);

  // The server rendered the matched pages (and the popup, when it came open); load their modules
  // before hydrating, so the first client render is the same tree and not a loading fallback.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  const popupOpen = payload.authFlash?.view !== undefined || new URLSearchParams(window.location.search).has(authViewParam);
  try {
    await Promise.all([
      ...lazyMatches.map(async (m) => {
        const route = m.route as RouteObject & { lazy: () => Promise<Partial<RouteObject>> };
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      }),
      popupOpen ? loadAuthPopup() : null,
    ]);
  } catch (error) {
    if (isChunkLoadError(error) && loadAfterChunkError(window.location)) return;
    throw error;
  }

  // The server's page is painted before hydration takes the main thread (docs/behaviour.md, "Hydration").
  await new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted)));
  refetchOnWindowFocus();
  router = createBrowserRouter(routes, { hydrationData: payload.hydration });
  const page = (
    <App
      site={{
        deps,
        origin: payload.origin,
        authFlash: payload.authFlash,
        consentCheckbox: payload.consentCheckbox !== false,
        askAnalyticsConsent: payload.analyticsConsent === 'ask',
      }}
    >
      <Document stylesheets={payload.stylesheets} payload={payloadText}>
        <RouterProvider router={router} />
      </Document>
    </App>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of taking the main
  // thread for the whole header, footer and layout at once; a click before it is done hydrates what
  // was clicked at once and is replayed (docs/behaviour.md, "Hydration").
  startTransition(() => {
    hydrateRoot(document, page);
  });
  // Where the counter waits for consent, the notice's chunk decides (docs/operations.md, "Consent to analytics").
  if (payload.analyticsConsent)
    void analyticsChunk(() => import('./components/AnalyticsNotice'))
      .then((n) => n?.startAnalyticsConsent(payload))
      .finally(analyticsDecided);
  else {
    if (payload.metrikaId) startAnalytics(payload.metrikaId);
    analyticsDecided();
  }
}

void start();
