import type { Context } from 'hono';
import { apiErrorSchema } from '#shared/contract/common';
import { forwardedCalls, imageTypes, jsonTypes, type ForwardedCall } from '#shared/contract/forwarded';
import type { Logger } from '../logger';
import { limitBody, UpstreamTooLarge } from '../upstream/limited-body';
import type { UpstreamClient } from '../upstream/client';
import { apiError } from './api-error';
import { answerUpstreamFailure } from './upstream-failure';

/** Only these request headers cross to upstream: never the browser's cookies or Authorization. */
const forwardedRequestHeaders = ['accept', 'content-type', 'accept-language', 'if-none-match', 'if-modified-since'];
const forwardedResponseHeaders = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-length'];

/**
 * What passes through is data, never a document of the site's origin: an image cannot run
 * script or load anything even when opened in its own tab.
 */
const passedThroughPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `pattern`: the declared call's path (`/api/media/{file}`) or the operator's prefix with `*`: what logs and metrics name. */
type Match = { kind: 'allowed'; call: Pick<ForwardedCall, 'methods' | 'accepts'>; pattern: string } | { kind: 'not-found' };

const segment = String.raw`(?!\.{1,2}(?:/|$))[\w.-]+`;
const compiled = Object.values(forwardedCalls as Record<string, ForwardedCall>).map((call) => ({
  call,
  pattern: new RegExp(`^${call.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, segment)}$`),
}));

/**
 * A path is compared as sent, after refusing anything a server might read differently from this
 * allowlist: encoded slashes, backslashes and dots, dot segments, repeated slashes. Case matters.
 */
export function matchForwarded(path: string, prefixes: readonly string[]): Match {
  if (/%2f|%5c|%2e|\\|\/\/|\/\.{1,2}(?:\/|$)/i.test(path)) return { kind: 'not-found' };
  for (const { call, pattern } of compiled) if (pattern.test(path)) return { kind: 'allowed', call, pattern: call.path };
  for (const prefix of prefixes) {
    if (path.startsWith(prefix))
      return {
        kind: 'allowed',
        pattern: `${prefix}*`,
        call: { methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], accepts: [...jsonTypes, ...imageTypes] },
      };
  }
  return { kind: 'not-found' };
}

export interface ForwardOptions {
  upstream: UpstreamClient;
  logger: Logger;
  /** API_FORWARD_PREFIXES: more upstream paths an operator lets through. */
  prefixes: readonly string[];
  /** UPSTREAM_MAX_BYTES: the largest answer passed on. */
  maxBytes: number;
}

/**
 * The `/api` forwarder: a declared call goes upstream with the session's bearer token (added by
 * the caller as `authorization`); only declared media types come back, with `nosniff`, and no
 * answer larger than `maxBytes` — a larger one is cut off without being buffered.
 */
export function createForwarder(options: ForwardOptions) {
  return async function forward(c: Context, authorization?: string): Promise<Response> {
    const incoming = c.req.raw;
    const url = new URL(incoming.url);
    const match = matchForwarded(url.pathname, options.prefixes);
    if (match.kind === 'not-found') return apiError(c, 404, 'not_found', 'Запрошенный адрес API не существует');
    if (!match.call.methods.includes(incoming.method)) {
      c.header('allow', match.call.methods.join(', '));
      return apiError(c, 405, 'method_not_allowed', 'Метод не поддерживается');
    }

    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = incoming.headers.get(name);
      if (value) headers.set(name, value);
    }
    if (authorization) headers.set('authorization', authorization);
    const hasBody = !['GET', 'HEAD'].includes(incoming.method);
    // Unreachable or timing out throws: the /api error handler answers (server/api/upstream-failure.ts).
    const answer = await options.upstream.request(url.pathname + url.search, {
      method: incoming.method,
      headers,
      body: hasBody ? await incoming.arrayBuffer() : undefined,
      signal: incoming.signal,
      endpoint: `forward ${match.pattern}`,
    });

    const type = ((answer.headers.get('content-type') ?? '').split(';')[0] ?? '').trim().toLowerCase();
    const passes = answer.status === 304 || answer.status === 204 || (match.call.accepts as readonly string[]).includes(type);
    if (!passes && answer.status >= 400) {
      // Upstream refused the call (a picture that is not there): its error answer is JSON, never an
      // image, so it gets the one failure policy — a 404 stays a 404 with upstream's message
      // (docs/behaviour.md, "Errors of /api"). Only the `data` text of it is passed on.
      const error = apiErrorSchema.safeParse(await options.upstream.json(answer));
      return answerUpstreamFailure(c, { status: answer.status, message: error.success ? error.data.data : undefined });
    }
    if (!passes) {
      await answer.body?.cancel();
      options.logger.error({ path: url.pathname, status: answer.status, type }, 'upstream answer of a type the forwarder does not pass');
      return answerUpstreamFailure(c, { status: 502, code: 'bad_upstream_answer' });
    }
    let body: ReadableStream<Uint8Array> | null;
    try {
      body = limitBody(answer, options.maxBytes);
    } catch (error) {
      if (!(error instanceof UpstreamTooLarge)) throw error;
      options.logger.error({ path: url.pathname, length: answer.headers.get('content-length') }, 'upstream answer over the size limit');
      return answerUpstreamFailure(c, { status: 502, code: 'upstream_too_large' });
    }
    const out = new Headers({ 'x-content-type-options': 'nosniff', 'content-security-policy': passedThroughPolicy });
    for (const name of forwardedResponseHeaders) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    // Anything the browser reads with its cookie is private unless upstream said it is public.
    if (!out.has('cache-control')) out.set('cache-control', 'private, no-store');
    return new Response(body, { status: answer.status, headers: out });
  };
}
