import type { Context } from 'hono';
import { isUpstreamError } from '../upstream/errors';
import type { UpstreamClient } from '../upstream/client';
import { apiError } from './api-error';

/** Only these request headers cross to upstream: never the browser's cookies or Authorization. */
const forwardedRequestHeaders = ['accept', 'content-type', 'accept-language', 'if-none-match', 'if-modified-since'];
const forwardedResponseHeaders = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition'];

/**
 * Any other /api call goes upstream as it came, with the session's bearer token added by the
 * caller (`authorization`). The answer streams back; hop-by-hop and cookie headers stay behind.
 */
export async function forwardToUpstream(c: Context, upstream: UpstreamClient, authorization?: string): Promise<Response> {
  const incoming = c.req.raw;
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = incoming.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (authorization) headers.set('authorization', authorization);
  const url = new URL(incoming.url);
  const hasBody = !['GET', 'HEAD'].includes(incoming.method);
  try {
    const answer = await upstream.request(url.pathname + url.search, {
      method: incoming.method,
      headers,
      body: hasBody ? await incoming.arrayBuffer() : undefined,
      signal: incoming.signal,
    });
    const out = new Headers();
    for (const name of forwardedResponseHeaders) {
      const value = answer.headers.get(name);
      if (value) out.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers: out });
  } catch (error) {
    if (isUpstreamError(error)) return apiError(c, error.status === 504 ? 504 : 502, error.kind, 'Сервис данных временно недоступен');
    throw error;
  }
}
