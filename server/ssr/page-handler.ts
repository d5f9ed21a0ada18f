import type { Context } from 'hono';
import { isbot } from 'isbot';
import { renderPage, type RenderResult } from '#client/entry.server';
import type { Flash } from '#shared/auth/flash';
import { authViewParam, guestOnlyViews, toAuthView } from '#shared/auth/popup';
import { accountPaths } from '#shared/contract/auth';
import { fillPath } from '#shared/contract/paths';
import type { RouteId } from '#shared/routes';
import type { SessionService } from '../auth/session-service';
import type { GuestSpecs } from '../specs/guest-spec';
import type { UpstreamAuth } from '../auth/upstream-auth';
import type { Config } from '../config';
import type { HtmlCache, PageAnswer } from '../cache/html-cache';
import type { Logger } from '../logger';
import type { SealedCookie } from '../session/sealed-cookie';
import type { ContentReader } from '../upstream/reader';
import { pageCachePolicy, privateNoStore, type PageCachePolicy } from './cache-policy';
import type { ClientAssets } from './client-assets';
import { crawlerErrorPage } from './crawler-error-page';
import { personalData } from './personal-data';
import type { PersonalReads } from './personal-reads';
import { markPersonal } from '../security/personal-answer';
import { definitionCheck, rewriteReactScripts } from './react-inline-scripts';
import { pageCacheKey } from './page-key';
import { overloadAnswer } from './overload-page';
import { releaseAfterBody, type RenderGate, type RenderTicket } from './render-gate';
import { guardRedirect, matchRouteDefinition } from './route-guard';

export interface PageHandlerDeps {
  read: ContentReader;
  assets: ClientAssets;
  /** PUBLIC_ORIGIN; without it the request's own origin is used. */
  publicOrigin?: string;
  logger: Logger;
  sessions: SessionService;
  auth: UpstreamAuth;
  /** The guest's specification, which `/spec` shows by its cookie. */
  guests: GuestSpecs;
  flash: SealedCookie<Flash>;
  authConfig: Pick<Config, 'AUTH_LOGIN_PAGE' | 'AUTH_GUEST_REDIRECT'>;
  /** React's runtime definitions the CSP allows by hash; any other one is logged (its page breaks). */
  knownScripts: Promise<ReadonlySet<string>>;
  /** METRIKA_ID: handed to the browser in the page data, which then loads the counter (docs/operations.md, "Analytics"). */
  metrikaId?: number;
  /** ANALYTICS_CONSENT: `ask` — the counter waits for the visitor's consent (docs/operations.md, "Consent to analytics"). */
  analyticsConsent?: 'ask' | 'implied';
  /** CONSENT_CHECKBOX: whether the forms ask for the separate consent (docs/behaviour.md, "Consent to the processing of personal data"). */
  consentCheckbox?: boolean;
  /** Reused public HTML (docs/decisions/011-reused-public-html.md); none when PAGE_CACHE_TTL_MS is 0. */
  htmlCache?: HtmlCache;
  /** What a `personal` route's page reads for the visitor before it renders (server/ssr/personal-reads.ts). */
  personalReads: PersonalReads;
  /** Where renders wait their turn (server/ssr/render-gate.ts); the reused HTML's renders wait at the same gate. */
  renderGate?: RenderGate;
  /** A private page refused for a full queue (counted with the reused pages' in `render_shed_total`). */
  onShed?(outcome: 'refused'): void;
}

const htmlType = 'text/html; charset=utf-8';

/**
 * Every GET that is not an asset, an ops endpoint or /api: the route table, rendered by React.
 * A public page asked with no flash to show is the same for everyone and goes through the reused
 * HTML (docs/decisions/011-reused-public-html.md). Any other page in steps: guard (before anything
 * renders), the one-time flash of a form posted without JavaScript, personal data for private pages,
 * render, then the answer with its cache policy.
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

  const { htmlCache } = deps;
  const activate = async (code: string) => {
    const activated = await deps.auth.send('POST', fillPath(accountPaths.activate, { code }));
    return activated.ok ? ({ ok: true } as const) : ({ ok: false, message: activated.message } as const);
  };
  const render = (request: Request, crawler: boolean, origin: string, route: string | null, personal: Personal, fetcher = deps.read) =>
    renderPage({
      request,
      fetcher,
      activate,
      origin,
      stylesheets: deps.assets.stylesheets,
      bootstrapModules: [...(deps.assets.devScripts ?? []), deps.assets.entryScript],
      waitForAll: crawler,
      prefill: personal.prefill ?? [],
      authFlash: personal.authFlash ?? null,
      renderTurn: personal.turn,
      metrikaId: deps.metrikaId,
      askAnalyticsConsent: deps.metrikaId !== undefined && deps.analyticsConsent !== 'implied',
      consentCheckbox: deps.consentCheckbox !== false,
      onError: (error) => {
        if (!request.signal.aborted) deps.logger.error({ err: error, route }, 'render error');
      },
    });

  /**
   * A public page for everyone: only its address reaches the render — no cookie, no header, not the
   * asker's abort signal (visitors waiting for the same key get its bytes even if the first one leaves).
   * `keepPrivate`: the same for everyone here, but not for a shared cache to hand on (a guest-only popup view).
   */
  const renderForEveryone =
    (url: URL, crawler: boolean, origin: string, route: string | null, keepPrivate: boolean) =>
    async (_background: boolean, turn?: RenderTicket['turn']): Promise<PageAnswer> => {
      // A read that fails is not an error page when it is a deferred section's: the page is a 200 with that
      // section's error block, good for this visitor and not to be handed on.
      let failed = false;
      const fetcher: ContentReader = (name, params, query, signal) =>
        deps.read(name, params, query, signal).catch((error: unknown) => {
          failed = true;
          throw error;
        });
      const result = await render(new Request(url.href), crawler, origin, route, { turn }, fetcher);
      const context = { crawler, personal: keepPrivate, cache, checkScripts, logger: deps.logger, path: url.pathname, route };
      return { response: await answer(plainResponse, result, context), reusable: true, intact: () => !failed };
    };

  return async (c: Context): Promise<Response> => {
    const crawler = isbot(c.req.header('user-agent') ?? '');
    const url = new URL(c.req.url);
    const route = matchRouteDefinition(url.pathname);
    const origin = deps.publicOrigin ?? url.origin;

    // A popup view for signed-out visitors only (`?auth=registration`) is, for a signed-in one,
    // «Вы вошли» (docs/behaviour.md, "Authentication popup"): with a session cookie such an address
    // is read like a guest-only route. Its answer is never kept by a shared cache.
    const guestView = guestOnlyViews.has(toAuthView(url.searchParams.get(authViewParam)) ?? 'error');
    const maybeSignedIn = guestView && deps.sessions.hasCookie(c);

    // The same bytes for everyone (docs/decisions/003-public-html-never-reads-the-session.md): reused.
    // An address that is a key (a share link) is never reused: revoking it must close it at once.
    const keepPrivate = route?.renderChangesState === true || route?.secretAddress === true;
    if (htmlCache && !route?.guard && !keepPrivate && !route?.personal && !deps.flash.present(c) && !maybeSignedIn) {
      const key = pageCacheKey(crawler ? 'crawler' : 'visitor', origin, url);
      // Under load a person gets the page's last copy however old; a crawler is told to come back (it would index the old one).
      const overload = { withCopy: !crawler, answer: () => overloadAnswer(crawler, url.pathname + url.search) };
      return htmlCache.serve(c.req.raw, key, renderForEveryone(url, crawler, origin, route?.path ?? null, guestView), overload);
    }

    // Public pages never read the session: their HTML is the same for everyone.
    const session = route?.guard || route?.personal || maybeSignedIn ? await deps.sessions.current(c) : null;
    const guarded = guardRedirect(route, session !== null, url, guardConfig);
    if (guarded) {
      c.header('cache-control', privateNoStore);
      return c.redirect(guarded, 302);
    }

    const flash = await takeFlash(c, deps.flash);
    const authFlash = guestView && session ? signedInView(flash) : flash;
    const prefill = session || route?.personal ? await personalData(c, deps, route) : [];
    if (route?.personal || route?.secretAddress) prefill.push(...(await deps.personalReads(c, route.id as RouteId, url)));
    const personal = route?.guard === 'auth' || authFlash !== null || keepPrivate || route?.personal === true || guestView;

    // A private page has no copy to fall back on: it waits its turn, or is refused when the line is full.
    const ticket = deps.renderGate?.admit();
    if (deps.renderGate && !ticket) {
      deps.onShed?.('refused');
      return overloadAnswer(crawler, url.pathname + url.search);
    }
    const release = () => ticket?.release();
    let result: RenderResult;
    try {
      await ticket?.read();
      result = await render(c.req.raw, crawler, origin, route?.path ?? null, { prefill, authFlash, turn: ticket?.turn });
    } catch (error) {
      release();
      throw error;
    }
    // c.body keeps the cookies set earlier (a cleared flash, a re-sealed session).
    const respond: Respond = (body, rendered, headers) => {
      // The page shows why a form posted without JavaScript was refused: it says so with its status too.
      const status = rendered === 200 && flash?.refusal ? flash.refusal : rendered;
      if (body === null) return c.body(null, status as 200, headers);
      return typeof body === 'string' ? c.body(body, status as 200, headers) : c.body(body, status as 200, headers);
    };
    // The place in line is given back once the page's stream has ended: the render works until then.
    return releaseAfterBody(
      await answer(respond, result, {
        crawler,
        personal,
        cache,
        checkScripts,
        logger: deps.logger,
        path: url.pathname,
        route: route?.path ?? null,
      }).catch((error: unknown) => {
        release();
        throw error;
      }),
      release,
    );
  };
}

/** What a signed-in visitor asking for a guest-only popup view is shown: «Вы вошли», with any page form's outcome kept. */
function signedInView(flash: Flash | null): Flash {
  if (flash?.view && !guestOnlyViews.has(flash.view)) return flash;
  return { ...(flash?.view ? {} : flash), view: 'login-finish' };
}

/** The outcome of a form posted without JavaScript: read once, then gone. */
async function takeFlash(c: Context, flash: SealedCookie<Flash>): Promise<Flash | null> {
  if (!flash.present(c)) return null;
  // What a form posted without JavaScript left to show: this visitor's (docs/decisions/013-compression.md).
  markPersonal(c);
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

/** What a private page or a flash adds to a render; nothing for a page for everyone. */
interface Personal {
  prefill?: Array<{ queryKey: readonly unknown[]; data: unknown }>;
  authFlash?: Flash | null;
  /** Awaited once the page's data is read, before it is drawn: its turn at the render gate. */
  turn?: RenderTicket['turn'];
}

/** Makes the answer: through the request's context (which keeps cookies set earlier) or as a plain Response. */
type Respond = (body: string | ReadableStream<Uint8Array> | null, status: number, headers: Record<string, string>) => Response;

const plainResponse: Respond = (body, status, headers) => new Response(body, { status, headers });

/** A rendered page as the HTTP answer: a loader's redirect, a crawler's bare error, or the stream. */
async function answer(respond: Respond, result: RenderResult, context: AnswerContext): Promise<Response> {
  if (result.kind === 'response') {
    const location = result.response.headers.get('location');
    if (location && result.response.status >= 300 && result.response.status < 400) {
      return respond(null, result.response.status, { location, 'cache-control': context.cache.redirect(context.personal) });
    }
    return result.response;
  }
  if (result.status >= 500) context.logger.warn({ route: context.route, status: result.status }, 'error page');
  // Crawlers get no error page rendering: the status and a minimal body.
  if (result.status >= 400 && context.crawler) {
    await result.stream.cancel();
    const page = crawlerErrorPage(result.status, context.path, result.errorMessage);
    // With its length: HTML without one is taken for a stream and compressed as it comes (server/compression/middleware.ts).
    return respond(page, result.status, {
      'content-type': htmlType,
      'content-length': String(Buffer.byteLength(page)),
      'cache-control': 'no-store',
    });
  }
  return respond(rewriteReactScripts(result.stream, context.checkScripts), result.status, {
    'content-type': htmlType,
    'cache-control': context.cache.page(result.status, context.personal),
  });
}
