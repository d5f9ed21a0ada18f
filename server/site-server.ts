import { getRequestListener, RequestError } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { ApiError } from '#shared/contract';
import type { Logger } from './logger';
import { answerClientErrors } from './security/client-errors';
import { bareAnswerHeaders } from './security/headers';

type Fetch = Parameters<typeof getRequestListener>[0];

// HSTS needs the origin, which the adapter's refusal does not know; the rest of the security headers it has.
const fixedHeaders = { 'cache-control': 'no-store', ...Object.fromEntries(bareAnswerHeaders(false)) };

/**
 * What a request gets that the Node adapter refuses before the app sees it: a request target that
 * a URL parser would read differently from the raw path (a backslash before the query, a target
 * that is not a path, `OPTIONS *`) or an HTTP/1.0 request without Host (Node itself refuses an
 * HTTP/1.1 one). The adapter's own answer is an empty 400; this one says why, in the /api error
 * shape (docs/behaviour.md, "Errors of /api"), which a page visitor can read too. Anything else
 * here would be a fetch callback that threw before answering — Hono's never does (its errors reach
 * `app.onError`), so that is the server's fault: a 500.
 */
export function adapterRefusal(error: unknown): Response {
  const body: ApiError =
    error instanceof RequestError
      ? { status: 400, error: 'bad_request', data: 'Некорректный адрес запроса' }
      : { status: 500, error: 'internal', data: 'Внутренняя ошибка сервера' };
  return Response.json(body, { status: body.status, headers: fixedHeaders });
}

/**
 * The site's HTTP server: the Hono app behind @hono/node-server's listener, refusals explained —
 * the adapter's here, Node's own (server/security/client-errors.ts) when a logger is given.
 */
export function createSiteServer(fetch: Fetch, logger?: Logger, options: { https?: boolean } = {}): Server {
  const server = createServer(getRequestListener(fetch, { errorHandler: adapterRefusal }));
  if (logger) answerClientErrors(server, logger, options);
  return server;
}
