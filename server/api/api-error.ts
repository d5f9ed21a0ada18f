import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '#shared/contract';

/** Every /api error answer has the contract's shape: status, machine code, Russian message. */
export function apiError(c: Context, status: ContentfulStatusCode, error: string, data: string) {
  const body: ApiError = { status, error, data };
  return c.json(body, status, { 'cache-control': 'private, no-store' });
}
