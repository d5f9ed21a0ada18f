/**
 * Why an upstream call failed. `status` is what the BFF answers for it: the upstream's own 4xx
 * passes through (a missing post is a 404 page), a call the open circuit breaker did not make is
 * 503 (`unavailable`), anything else becomes 502 or 504.
 */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'http' | 'timeout' | 'network' | 'invalid' | 'unavailable',
    readonly status: number,
    message: string,
    readonly data?: string,
    /** A machine-readable reason for the client (e.g. `invalid_route_parameter`). */
    readonly code?: string,
    /** For `http`: the status upstream answered (a 500 there is `status` 502 here). */
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
