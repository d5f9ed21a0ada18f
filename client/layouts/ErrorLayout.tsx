import { useLocation, useRouteError, isRouteErrorResponse } from 'react-router';
import { Link } from '../components/Link';
import { errorDescription, errorMessage, errorTitle, notFoundMessage } from '#shared/error-page';
import { chunkReloadStarted, isChunkLoadError, loadAfterChunkError } from '#client/navigation/chunk-reload';
import { hasShellData } from '#client/data/shell-data';
import { useSite } from '#client/data/deps-context';
import { AuthPopupProvider } from '#client/features/account/popup/popup-state';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SiteLogo } from '../components/SiteLogo';
import { HydrationDone } from '../components/HydrationDone';

export interface ErrorView {
  status: number;
  title: string;
  message: string;
  description: string;
}

export function describeError(error: unknown, path: string): ErrorView {
  if (isRouteErrorResponse(error)) {
    const status = error.status;
    const payload = error.data as { message?: unknown } | undefined;
    // A 404 of the site's own loaders says why; the router's own (no route matched) does not.
    const own = typeof payload === 'object' && payload !== null && typeof payload.message === 'string' ? payload.message : undefined;
    const message = own ?? (status === 404 ? notFoundMessage(path) : errorMessage(status));
    return { status, title: errorTitle(status), message, description: errorDescription(status) };
  }
  return { status: 500, title: errorTitle(500), message: errorMessage(500), description: errorDescription(500) };
}

/** Layout "error" (docs/behaviour.md, "Error pages"): status code, status message and description. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { deps } = useSite();

  // The router shows the error at the address the visitor was going to: load that page in full.
  if (typeof window !== 'undefined' && (chunkReloadStarted() || (isChunkLoadError(error) && loadAfterChunkError(location)))) return null;

  const view = describeError(error, location.pathname);
  // Menus may be the very thing that failed: draw the full frame only when they are at hand.
  const hasShell = hasShellData(deps);

  return (
    <AuthPopupProvider flash={null}>
      <div className="layout layout--error">
        <title>{view.title}</title>
        <meta name="robots" content="noindex" />
        <meta name="description" content={view.description} />
        {hasShell ? (
          <SiteHeader />
        ) : (
          <header className="container empty-header">
            <SiteLogo name="Главная" />
          </header>
        )}
        <main id="main" className="container page error-page">
          <p className="error-page__code" aria-hidden="true">
            {view.status}
          </p>
          <h1 id="page-title">{view.title}</h1>
          <p className="error-page__message" data-testid="error-message">
            {view.message}
          </p>
          <p className="error-page__description">{view.description}</p>
          <p className="error-page__actions">
            <Link className="button" to="/" reloadDocument>
              На главную
            </Link>
            <Link className="button button--ghost" to="/catalog" reloadDocument>
              В каталог
            </Link>
          </p>
          <HydrationDone />
        </main>
        {hasShell ? <SiteFooter /> : null}
      </div>
    </AuthPopupProvider>
  );
}
