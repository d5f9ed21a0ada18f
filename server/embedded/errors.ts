import type { Context } from 'hono';
import type { ApiError } from '../../shared/contract';

export type ErrorStatus = 400 | 404 | 500;

const reasons: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** The contract's error answer: `error` for programs, `data` for people (in Russian). */
export function apiError(c: Context, status: ErrorStatus, message: string): Response {
  const body: ApiError = { status, error: reasons[status], data: message };
  return c.json(body, status);
}
