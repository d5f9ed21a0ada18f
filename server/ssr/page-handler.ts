import type { Context } from 'hono';
import { isbot } from 'isbot';
import { renderPage } from '../../client/entry.server';
import type { Flash } from '../../shared/auth/flash';
import { savesQueryKey, sessionQueryKey } from '../../shared/auth/query-keys';
import { accountPaths, savedItemListSchema } from '../../shared/contract/auth';
import type { Config } from '../config';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth } from '../auth/upstream-auth';
import type { Logger } from '../logger';
import type { SealedCookie } from '../session/sealed-cookie';
import type { ContentReader } from '../upstream/reader';
import type { ClientAssets } from './client-assets';
import { fillPath } from '../../shared/contract/paths';
import { crawlerErrorPage } from './crawler-error-page';
import { rewriteReactScripts } from './react-inline-scripts';
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
}

const htmlType = 'text/html; charset=utf-8';
const privateNoStore = 'private, no-store';

/** Every GET that is not an asset, an ops endpoint or /api: the route table, rendered by React. */
export function pageHandler(deps: PageHandlerDeps) {
  // Canonical links come from the Host header when no public origin is configured: such a page
  // must not be kept by a shared cache and served to someone who asked under another name.
  const publicCache = (value: string) => (deps.publicOrigin ? value : privateNoStore);
  let known: ReadonlySet<string> = new Set();
  void deps.knownScripts.then((set) => (known = set));
  const reported = new Set<string>();
  const checkDefinitions = (definitions: string) => {
    if (known.has(definitions) || reported.has(definitions)) return;
    reported.add(definitions);
    deps.logger.error({ script: definitions.slice(0, 80) }, 'React emitted an inline script the CSP does not allow; the probe in server/ssr/react-inline-scripts.ts must cover it');
  };
  return async (c: Context): Promise<Response> => {
    const crawler = isbot(c.req.header('user-agent') ?? '');
    const url = new URL(c.req.url);
    const route = matchRouteDefinition(url.pathname);

    // Public pages never read the session: their HTML is the same for everyone (DESIGN.md caching).
    const session = route?.guard ? await deps.sessions.current(c) : null;
    const guarded = guardRedirect(route, session !== null, url, { loginPage: deps.authConfig.AUTH_LOGIN_PAGE, guestRedirect: deps.authConfig.AUTH_GUEST_REDIRECT });
    if (guarded) {
      // Depends on the visitor's session: never stored by a shared cache.
      c.header('cache-control', privateNoStore);
      return c.redirect(guarded, 302);
    }

    const prefill = session ? await personalData(c, deps, route?.id === 'PageAccountSaves') : [];
    const authFlash = deps.flash.present(c) ? await deps.flash.read(c) : null;
    if (deps.flash.present(c)) deps.flash.clear(c);
    const personal = route?.guard === 'auth' || authFlash !== null;

    const result = await renderPage({
      request: c.req.raw,
      fetcher: deps.read,
      activate: async (code) => {
        const result = await deps.auth.send('POST', fillPath(accountPaths.activate, { code }));
        return result.ok ? { ok: true } : { ok: false, message: result.message };
      },
      origin: deps.publicOrigin ?? url.origin,
      stylesheets: deps.assets.stylesheets,
      bootstrapModules: [deps.assets.entryScript],
      waitForAll: crawler,
      prefill,
      authFlash,
      onError: (error) => {
        if (!c.req.raw.signal.aborted) deps.logger.error({ err: error, path: url.pathname }, 'render error');
      },
    });

    if (result.kind === 'response') {
      const location = result.response.headers.get('location');
      if (location && result.response.status >= 300 && result.response.status < 400) {
        return c.body(null, result.response.status as 301, { location, 'cache-control': personal ? privateNoStore : publicCache('public, max-age=300') });
      }
      return result.response;
    }

    if (result.status >= 400) {
      if (result.status >= 500) deps.logger.warn({ path: url.pathname, status: result.status }, 'error page');
      if (crawler) {
        await result.stream.cancel();
        return c.body(crawlerErrorPage(result.status, url.pathname), result.status as 404, { 'content-type': htmlType, 'cache-control': 'no-store' });
      }
    }

    const cacheControl = result.status >= 400 || personal ? privateNoStore : publicCache('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    // c.body keeps the cookies set above (a cleared flash, a re-sealed session).
    return c.body(rewriteReactScripts(result.stream, checkDefinitions), result.status as 200, { 'content-type': htmlType, 'cache-control': cacheControl });
  };
}

/** A private page renders with the visitor's session (and, on /my/saves, the saved items) already in place. */
async function personalData(c: Context, deps: PageHandlerDeps, withSaves: boolean): Promise<Array<{ queryKey: readonly unknown[]; data: unknown }>> {
  const user = await deps.sessions.user(c);
  if (!user) return [];
  const out: Array<{ queryKey: readonly unknown[]; data: unknown }> = [{ queryKey: sessionQueryKey, data: { status: 'authenticated', user } }];
  // Only the page that lists them asks upstream for the saved items.
  if (!withSaves) return out;
  try {
    const saves = await deps.sessions.withToken(c, (token) => deps.auth.send('GET', accountPaths.saves, { token }));
    const items = saves.ok ? savedItemListSchema.safeParse(saves.value) : null;
    if (items?.success) out.push({ queryKey: savesQueryKey, data: items.data });
  } catch (error) {
    deps.logger.warn({ err: String(error) }, 'saved items unavailable for SSR; the page loads them itself');
  }
  return out;
}
