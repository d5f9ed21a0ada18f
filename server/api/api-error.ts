import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../shared/contract';

/** Every /api error answer has the contract's shape: status, machine code, Russian message. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, data: string) {
  const body: ApiError = { status, error, data };
  return c.json(body, status, { 'cache-control': 'private, no-store' });
}

/**
 * The status the browser gets for an upstream failure: upstream's own 4xx passes (it is about the
 * request), 503 and 504 pass (try again later; a refresh that failed in transit answers so), any
 * other 5xx is the gateway's 502.
 */
export function clientStatusOf(upstreamStatus: number): ContentfulStatusCode {
  if (upstreamStatus >= 400 && upstreamStatus < 500) return upstreamStatus as ContentfulStatusCode;
  if (upstreamStatus === 503 || upstreamStatus === 504) return upstreamStatus;
  return 502;
}
