import { redirect, type RouteObject } from 'react-router';
import { placeholderRedirects, routeTable, type LayoutName } from '#shared/routes';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { MainLayout } from '../layouts/MainLayout';
import { RootErrorBoundary } from '../layouts/ErrorLayout';
import { Root } from './Root';
import type { AppDeps } from '#client/data/data';
import { loadShellData } from '#client/data/shell-data';
import { pageModules } from './page-modules';
import { chunkReloadStarted } from '#client/navigation/chunk-reload';
import type { RouteHandle } from '#client/navigation/route-handle';

const layouts: Record<LayoutName, () => React.ReactNode> = {
  default: DefaultLayout,
  main: MainLayout,
  empty: EmptyLayout,
};

/**
 * The router's tree, built from the route table (docs/behaviour.md, "Routes"): root (shell data,
 * error layout) → one pathless route per layout → the pages, each loaded lazily with its loader.
 * Loaders find the request's deps through `depsFor(context)`: the server builds this tree once per
 * process and passes each request's deps as the router's request context; the browser has one set.
 */
export function createAppRoutes(depsFor: (context: unknown) => AppDeps, loadPage = pageModules): RouteObject[] {
  const layoutNames = Object.keys(layouts) as LayoutName[];
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      loader: ({ context }) => loadShellData(depsFor(context)),
      shouldRevalidate: () => false,
      children: [
        ...layoutNames.map((layout): RouteObject => ({
          id: `layout-${layout}`,
          Component: layouts[layout],
          children: routeTable
            .filter((route) => route.layout === layout)
            .map((route): RouteObject => ({
              id: route.id,
              path: route.path,
              handle: { scrollToTitle: route.scrollToTitle === true, section: route.section } satisfies RouteHandle,
              lazy: async () => {
                const page = await loadPage[route.id]().catch((error: unknown) => {
                  if (chunkReloadStarted()) return undefined;
                  throw error;
                });
                // The chunk is gone and the browser is already loading the target page in
                // full: keep the current page on screen (never settle) until it leaves.
                if (!page) return new Promise<never>(() => {});
                return { Component: page.default, loader: (args) => page.loader(args, depsFor(args.context)) };
              },
            })),
        })),
        ...placeholderRedirects.map((placeholder): RouteObject => ({
          id: `redirect${placeholder.from.replaceAll('/', '-')}`,
          path: placeholder.from,
          loader: () => redirect(placeholder.to, placeholder.status),
        })),
      ],
    },
  ];
}
