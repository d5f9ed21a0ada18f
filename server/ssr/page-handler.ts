import type { Context } from 'hono';
import { isbot } from 'isbot';
import { renderPage } from '../../client/entry.server';
import { routeById } from '../../shared/routes';
import type { Logger } from '../logger';
import type { ContentReader } from '../upstream/reader';
import type { ClientAssets } from './client-assets';
import { crawlerErrorPage } from './crawler-error-page';

export interface PageHandlerDeps {
  read: ContentReader;
  assets: ClientAssets;
  /** PUBLIC_ORIGIN; without it the request's own origin is used. */
  publicOrigin?: string;
  logger: Logger;
}

const htmlType = 'text/html; charset=utf-8';

/** Every GET that is not an asset, an ops endpoint or /api: the route table, rendered by React. */
export function pageHandler(deps: PageHandlerDeps) {
  return async (c: Context): Promise<Response> => {
    const crawler = isbot(c.req.header('user-agent') ?? '');
    const url = new URL(c.req.url);
    const result = await renderPage({
      request: c.req.raw,
      fetcher: deps.read,
      origin: deps.publicOrigin ?? url.origin,
      stylesheets: deps.assets.stylesheets,
      bootstrapModules: [deps.assets.entryScript],
      waitForAll: crawler,
      onError: (error) => {
        if (!c.req.raw.signal.aborted) deps.logger.error({ err: error, path: url.pathname }, 'render error');
      },
    });

    if (result.kind === 'response') {
      const location = result.response.headers.get('location');
      if (location && result.response.status >= 300 && result.response.status < 400) {
        return new Response(null, { status: result.response.status, headers: { location, 'cache-control': 'public, max-age=300' } });
      }
      return result.response;
    }

    if (result.status >= 400) {
      if (result.status >= 500) deps.logger.warn({ path: url.pathname, status: result.status }, 'error page');
      if (crawler) {
        await result.stream.cancel();
        return new Response(crawlerErrorPage(result.status, url.pathname), { status: result.status, headers: { 'content-type': htmlType, 'cache-control': 'no-store' } });
      }
    }

    const isPrivate = result.routeIds.some((id) => routeById(id)?.guard === 'auth');
    const cacheControl = result.status >= 400 || isPrivate ? 'private, no-store' : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
    return new Response(result.stream, { status: result.status, headers: { 'content-type': htmlType, 'cache-control': cacheControl } });
  };
}
