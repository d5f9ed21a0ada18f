import type { Context } from 'hono';
import type { ApiError } from '#shared/contract';
import { statusText } from '#shared/http/status-text';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

/** The contract's error answer: `error` for programs, `data` for people (in Russian). */
export function embeddedError(c: Context, status: ErrorStatus, message: string): Response {
  const body: ApiError = { status, error: statusText(status), data: message };
  return c.json(body, status);
}

/**
 * An expected refusal (bad input, wrong password, no session) thrown from deep inside a handler
 * or middleware; the app's error handler turns it into `embeddedError` instead of a logged 500, so
 * handlers read as the happy path.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: Exclude<ErrorStatus, 500>,
    message: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
