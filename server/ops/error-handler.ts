import type { Context, ErrorHandler } from 'hono';
import { apiError } from '#server/api/api-error';
import { answerUpstreamFailure } from '#server/api/upstream-failure';
import type { Logger } from '#server/logger';
import { clientGone } from '#server/security/client-gone';
import { isUpstreamError } from '#server/upstream/errors';

export interface ErrorHandlerDeps {
  logger: Logger;
  /** The route pattern of a request (server/ops/route-label.ts). */
  routeOf(c: Context): string;
}

const internalErrorPage =
  '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Internal Server Error</title></head>' +
  '<body><h1>500 Internal Server Error</h1><p>Внутренняя ошибка сервера. Обновите страницу через минуту.</p></body></html>';

/** What an error no route answered becomes: nothing for a client that left, the /api error shape, or a page in Russian. */
export function errorHandler(deps: ErrorHandlerDeps): ErrorHandler {
  const { logger, routeOf } = deps;
  return (error, c) => {
    // The client went away mid-request (an aborted upload or page load): nothing to answer, nothing broken.
    if (clientGone(c)) {
      logger.debug({ route: routeOf(c) }, 'request aborted by the client');
      return c.body(null, 400);
    }
    const api = c.req.path.startsWith('/api/');
    // Upstream unreachable, timing out or answering nonsense: one answer for every /api call.
    if (api && isUpstreamError(error)) return answerUpstreamFailure(c, { status: error.status, message: error.data, code: error.code });
    // The route pattern, not the path: a path can hold an activation code (docs/operations.md).
    logger.error({ err: error, route: routeOf(c) }, 'unhandled error');
    if (api) return apiError(c, 500, 'internal', 'Внутренняя ошибка сервера');
    return c.html(internalErrorPage, 500);
  };
}
