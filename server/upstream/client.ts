import { apiErrorSchema, endpoints, endpointUrl, type EndpointName, type ParamsOf, type QueryOf, type ResponseOf } from '#shared/contract';
import type { Logger } from '../logger';
import { UpstreamError } from './errors';
import { readLimitedText, UpstreamTooLarge } from './limited-body';
import { maxRetries, mayRetry } from './retry-policy';
import { sanitizeHtmlFields } from './sanitize-html';

export interface UpstreamRequestInit {
  method?: string;
  headers?: Headers;
  body?: BodyInit | null;
  signal?: AbortSignal;
}

export interface UpstreamClient {
  /** A raw call with timeout and the retry policy; the answer is not interpreted. */
  request(pathAndQuery: string, init?: UpstreamRequestInit): Promise<Response>;
  /**
   * An answer's JSON body, or undefined when it is not JSON. One over the size limit is a bad
   * upstream answer (UpstreamError 502), read no further than the limit.
   */
  json(response: Response): Promise<unknown>;
  /** A contract read: validated against its schema, `html` fields sanitised. */
  get<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryOf<N>, signal?: AbortSignal): Promise<ResponseOf<N>>;
}

const retryPauseMs = 100;

/** UPSTREAM_MAX_BYTES's default: far above any real answer, far below what hurts the process. */
export const defaultUpstreamMaxBytes = 4 * 1024 * 1024;

export function createUpstreamClient(options: {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
  maxBytes?: number;
}): UpstreamClient {
  const maxBytes = options.maxBytes ?? defaultUpstreamMaxBytes;
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function request(pathAndQuery: string, init: UpstreamRequestInit = {}): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = base + pathAndQuery;
    for (let attempt = 0; ; attempt++) {
      const signal = init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(options.timeoutMs)])
        : AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await doFetch(url, { method, headers: init.headers, body: init.body, signal, redirect: 'manual' });
        if (attempt < maxRetries && mayRetry(method, { status: response.status })) {
          await response.body?.cancel();
          options.logger.warn({ url: pathAndQuery, status: response.status }, 'upstream retry');
          await pause(retryPauseMs);
          continue;
        }
        return response;
      } catch (error) {
        if (init.signal?.aborted) throw error;
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        if (attempt < maxRetries && mayRetry(method, { networkError: true })) {
          options.logger.warn({ url: pathAndQuery, err: String(error) }, 'upstream retry');
          await pause(retryPauseMs);
          continue;
        }
        options.logger.error({ url: pathAndQuery, err: String(error) }, timedOut ? 'upstream timeout' : 'upstream unreachable');
        throw timedOut
          ? new UpstreamError('timeout', 504, `upstream timed out: ${method} ${pathAndQuery}`)
          : new UpstreamError('network', 502, `upstream unreachable: ${method} ${pathAndQuery}`);
      }
    }
  }

  async function json(response: Response): Promise<unknown> {
    let text: string;
    try {
      text = await readLimitedText(response, maxBytes);
    } catch (error) {
      if (error instanceof UpstreamTooLarge) {
        options.logger.error({ url: response.url, limit: maxBytes }, 'upstream answer over the size limit');
        throw new UpstreamError('invalid', 502, `upstream answer over ${maxBytes} bytes`);
      }
      // A connection dropped mid-answer reads as no answer.
      return undefined;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }

  async function get<N extends EndpointName>(
    name: N,
    params: ParamsOf<N>,
    query?: QueryOf<N>,
    signal?: AbortSignal,
  ): Promise<ResponseOf<N>> {
    const path = endpointUrl(name, params, query);
    const response = await request(path, { headers: new Headers({ accept: 'application/json' }), signal });
    const body = await json(response);
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(body);
      const message = error.success ? error.data.data : undefined;
      // A client-side miss (404, 400) is the visitor's answer; an upstream fault is ours (502).
      const status = response.status >= 400 && response.status < 500 ? response.status : 502;
      if (status === 502) options.logger.error({ url: path, status: response.status }, 'upstream error answer');
      throw new UpstreamError('http', status, `upstream answered ${response.status}: GET ${path}`, message);
    }
    const parsed = endpoints[name].response.safeParse(body);
    if (!parsed.success) {
      options.logger.error({ url: path, issues: parsed.error.issues.slice(0, 5) }, 'upstream answer does not match the contract');
      throw new UpstreamError('invalid', 502, `upstream answer does not match the contract: GET ${path}`);
    }
    return sanitizeHtmlFields(parsed.data) as ResponseOf<N>;
  }

  return { request, json, get };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
