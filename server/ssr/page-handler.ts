import type { Context } from 'hono';
import { isbot } from 'isbot';
import { renderPage, type RenderResult } from '#client/entry.server';
import type { Flash } from '#shared/auth/flash';
import { accountPaths } from '#shared/contract/auth';
import { fillPath } from '#shared/contract/paths';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth } from '../auth/upstream-auth';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { SealedCookie } from '../session/sealed-cookie';
import type { ContentReader } from '../upstream/reader';
import { pageCachePolicy, privateNoStore, type PageCachePolicy } from './cache-policy';
import type { ClientAssets } from './client-assets';
import { crawlerErrorPage } from './crawler-error-page';
import { resolveIcons } from '../icons/icon-sets';
import { personalData } from './personal-data';
import { definitionCheck, rewriteReactScripts } from './react-inline-scripts';
import { guardRedirect, matchRouteDefinition } from './route-guard';

export interface PageHandlerDeps {
  read: ContentReader;
  assets: ClientAssets;
  /** PUBLIC_ORIGIN; without it the request's own origin is used. */
  publicOrigin?: string;
  logger: Logger;
  sessions: SessionService;
  auth: UpstreamAuth;
  flash: SealedCookie<Flash>;
  authConfig: Pick<Config, 'AUTH_LOGIN_PAGE' | 'AUTH_GUEST_REDIRECT'>;
  /** React's runtime definitions the CSP allows by hash; any other one is logged (its page breaks). */
  knownScripts: Promise<ReadonlySet<string>>;
  /** METRIKA_ID: handed to the browser in the page data, which then loads the counter (docs/operations.md, "Analytics"). */
  metrikaId?: number;
}

const htmlType = 'text/html; charset=utf-8';

/**
 * Every GET that is not an asset, an ops endpoint or /api: the route table, rendered by React.
 * In steps: guard (before anything renders), the one-time flash of a form posted without
 * JavaScript, personal data for private pages, render, then the answer with its cache policy.
 */
export function pageHandler(deps: PageHandlerDeps) {
  const cache = pageCachePolicy(deps.publicOrigin);
  const checkScripts = definitionCheck(deps.knownScripts, (script) =>
    deps.logger.error(
      { script: script.slice(0, 80) },
      'React emitted an inline script the CSP does not allow; the probe in server/ssr/react-inline-scripts.ts must cover it',
    ),
  );
  const guardConfig = { loginPage: deps.authConfig.AUTH_LOGIN_PAGE, guestRedirect: deps.authConfig.AUTH_GUEST_REDIRECT };

  return async (c: Context): Promise<Response> => {
    const crawler = isbot(c.req.header('user-agent') ?? '');
    const url = new URL(c.req.url);
    const route = matchRouteDefinition(url.pathname);

    // Public pages never read the session: their HTML is the same for everyone.
    const session = route?.guard ? await deps.sessions.current(c) : null;
    const guarded = guardRedirect(route, session !== null, url, guardConfig);
    if (guarded) {
      c.header('cache-control', privateNoStore);
      return c.redirect(guarded, 302);
    }

    const authFlash = await takeFlash(c, deps.flash);
    const prefill = session ? await personalData(c, deps, route?.id === 'PageAccountSaves') : [];
    const personal = route?.guard === 'auth' || authFlash !== null;

    const result = await renderPage({
      request: c.req.raw,
      fetcher: deps.read,
      activate: async (code) => {
        const activated = await deps.auth.send('POST', fillPath(accountPaths.activate, { code }));
        return activated.ok ? { ok: true } : { ok: false, message: activated.message };
      },
      icons: resolveIcons,
      origin: deps.publicOrigin ?? url.origin,
      stylesheets: deps.assets.stylesheets,
      bootstrapModules: [...(deps.assets.devScripts ?? []), deps.assets.entryScript],
      waitForAll: crawler,
      prefill,
      authFlash,
      metrikaId: deps.metrikaId,
      onError: (error) => {
        if (!c.req.raw.signal.aborted) deps.logger.error({ err: error, route: route?.path ?? null }, 'render error');
      },
    });
    return answer(c, result, {
      crawler,
      personal,
      cache,
      checkScripts,
      logger: deps.logger,
      path: url.pathname,
      route: route?.path ?? null,
    });
  };
}

/** The outcome of a form posted without JavaScript: read once, then gone. */
async function takeFlash(c: Context, flash: SealedCookie<Flash>): Promise<Flash | null> {
  if (!flash.present(c)) return null;
  const value = await flash.read(c);
  flash.clear(c);
  return value;
}

interface AnswerContext {
  crawler: boolean;
  personal: boolean;
  cache: PageCachePolicy;
  checkScripts(definitions: string): void;
  logger: Logger;
  path: string;
  /** What logs name: the pattern, since a path can hold an activation code (docs/operations.md). */
  route: string | null;
}

/** A rendered page as the HTTP answer: a loader's redirect, a crawler's bare error, or the stream. */
async function answer(c: Context, result: RenderResult, context: AnswerContext): Promise<Response> {
  if (result.kind === 'response') {
    const location = result.response.headers.get('location');
    if (location && result.response.status >= 300 && result.response.status < 400) {
      return c.body(null, result.response.status as 301, { location, 'cache-control': context.cache.redirect(context.personal) });
    }
    return result.response;
  }
  if (result.status >= 500) context.logger.warn({ route: context.route, status: result.status }, 'error page');
  // Crawlers get no error page rendering: the status and a minimal body.
  if (result.status >= 400 && context.crawler) {
    await result.stream.cancel();
    return c.body(crawlerErrorPage(result.status, context.path), result.status as 404, {
      'content-type': htmlType,
      'cache-control': 'no-store',
    });
  }
  // c.body keeps the cookies set earlier (a cleared flash, a re-sealed session).
  return c.body(rewriteReactScripts(result.stream, context.checkScripts), result.status as 200, {
    'content-type': htmlType,
    'cache-control': context.cache.page(result.status, context.personal),
  });
}
