import { apiErrorSchema, endpoints, endpointUrl, type EndpointName, type ParamsOf, type QueryOf, type ResponseOf } from '#shared/contract';
import type { Logger } from '../logger';
import type { UpstreamBreaker } from './breaker';
import type { UpstreamObserver, UpstreamOutcome } from '../ops/metrics';
import { currentRequestId } from '../ops/request-context';
import { requestIdHeader } from '../ops/request-id';
import { upstreamEndpointLabel } from './endpoint-label';
import { isUpstreamError, UpstreamError } from './errors';
import { isFetchAnswer } from './fetch-answer';
import { readLimitedText, UpstreamTooLarge } from './limited-body';
import { upstreamRetry } from './retry-policy';
import { sanitizeHtmlFields } from './sanitize-html';

export interface UpstreamRequestInit {
  method?: string;
  headers?: Headers;
  body?: BodyInit | null;
  signal?: AbortSignal;
  /** What logs and metrics call this call; from the path when not given (server/upstream/endpoint-label.ts). */
  endpoint?: string;
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

/** UPSTREAM_MAX_BYTES's default: far above any real answer, far below what hurts the process. */
export const defaultUpstreamMaxBytes = 4 * 1024 * 1024;

export function createUpstreamClient(options: {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
  maxBytes?: number;
  /** Counts calls, outcomes and retries for /metrics. */
  observer?: UpstreamObserver;
  /** Fails calls fast while upstream is down (server/upstream/breaker.ts); every call goes through it. */
  breaker?: UpstreamBreaker;
}): UpstreamClient {
  const maxBytes = options.maxBytes ?? defaultUpstreamMaxBytes;
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /**
   * One call with the timeout and the retry rule, through the breaker, not counted: `request` and
   * `get` count it once they know how it ended. The request's id goes along (docs/operations.md,
   * "Request id"). The breaker sees the call's end after the retry: a blip the retry covers is no outage.
   */
  function send(pathAndQuery: string, endpoint: string, init: UpstreamRequestInit): Promise<Response> {
    const call = () => attempts(pathAndQuery, endpoint, init);
    return options.breaker ? options.breaker.run(call, endpoint) : call();
  }

  async function attempts(pathAndQuery: string, endpoint: string, init: UpstreamRequestInit): Promise<Response> {
    const method = (init.method ?? 'GET').toUpperCase();
    const url = base + pathAndQuery;
    const headers = new Headers(init.headers);
    const requestId = currentRequestId();
    if (requestId) headers.set(requestIdHeader, requestId);
    const retrying = upstreamRetry(method, (reason) => {
      // The endpoint, not the path: an account call's path can hold an activation code.
      if ('value' in reason && isFetchAnswer(reason.value)) {
        reason.value.body?.cancel().catch(() => undefined);
        options.logger.warn({ endpoint, status: reason.value.status }, 'upstream retry');
      } else if ('error' in reason) options.logger.warn({ endpoint, err: String(reason.error) }, 'upstream retry');
      options.observer?.retry(endpoint);
    });
    try {
      // The time limit is the signal's, not a cockatiel timeout: that one ends when the answer's
      // headers arrive, and a body that stalls after them must be cut too (decision 005).
      return await retrying.execute(() => {
        const deadline = AbortSignal.timeout(options.timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
        return doFetch(url, { method, headers, body: init.body, signal, redirect: 'manual' });
      }, init.signal);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      options.logger.error({ endpoint, err: String(error) }, timedOut ? 'upstream timeout' : 'upstream unreachable');
      throw timedOut
        ? new UpstreamError('timeout', 504, `upstream timed out: ${method} ${endpoint}`)
        : new UpstreamError('network', 502, `upstream unreachable: ${method} ${endpoint}`);
    }
  }

  /** `work` timed and counted under `endpoint`, its outcome read from its answer or its failure. */
  async function counted<T>(
    endpoint: string,
    signal: AbortSignal | undefined,
    work: () => Promise<T>,
    outcome: (value: T) => UpstreamOutcome,
  ) {
    const started = performance.now();
    const record = (result: UpstreamOutcome) => options.observer?.call(endpoint, result, (performance.now() - started) / 1000);
    try {
      const value = await work();
      record(outcome(value));
      return value;
    } catch (error) {
      record(signal?.aborted ? 'aborted' : failureOutcome(error));
      throw error;
    }
  }

  async function request(pathAndQuery: string, init: UpstreamRequestInit = {}): Promise<Response> {
    const endpoint = init.endpoint ?? upstreamEndpointLabel(pathAndQuery);
    return counted(
      endpoint,
      init.signal,
      () => send(pathAndQuery, endpoint, init),
      (response) => statusOutcome(response.status),
    );
  }

  async function json(response: Response): Promise<unknown> {
    let text: string;
    try {
      text = await readLimitedText(response, maxBytes);
    } catch (error) {
      if (error instanceof UpstreamTooLarge) {
        // No URL: an account call's can hold an activation code; the request id ties the line to its call.
        options.logger.error({ limit: maxBytes }, 'upstream answer over the size limit');
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
    return counted(
      name,
      signal,
      async () => {
        const response = await send(path, name, { headers: new Headers({ accept: 'application/json' }), signal });
        const body = await json(response);
        if (!response.ok) {
          const error = apiErrorSchema.safeParse(body);
          const message = error.success ? error.data.data : undefined;
          // A client-side miss (404, 400) is the visitor's answer; an upstream fault is ours (502).
          const status = response.status >= 400 && response.status < 500 ? response.status : 502;
          if (status === 502) options.logger.error({ url: path, status: response.status }, 'upstream error answer');
          throw new UpstreamError('http', status, `upstream answered ${response.status}: GET ${path}`, message, undefined, response.status);
        }
        const parsed = endpoints[name].response.safeParse(body);
        if (!parsed.success) {
          options.logger.error({ url: path, issues: parsed.error.issues.slice(0, 5) }, 'upstream answer does not match the contract');
          throw new UpstreamError('invalid', 502, `upstream answer does not match the contract: GET ${path}`);
        }
        return sanitizeHtmlFields(parsed.data) as ResponseOf<N>;
      },
      () => 'ok',
    );
  }

  return { request, json, get };
}

function statusOutcome(status: number): UpstreamOutcome {
  return status >= 500 ? 'http_5xx' : status >= 400 ? 'http_4xx' : 'ok';
}

/** `invalid`: over the size limit or off the contract; `http` keeps the status upstream gave. */
function failureOutcome(error: unknown): UpstreamOutcome {
  if (!isUpstreamError(error)) return 'network';
  if (error.kind === 'http') return statusOutcome(error.upstreamStatus ?? error.status);
  if (error.kind === 'unavailable') return 'breaker_open';
  return error.kind === 'invalid' ? 'bad_answer' : error.kind;
}
