import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { accountMessages } from '#shared/auth/account-messages';
import { apiError } from './api-error';

/**
 * The one policy for an /api call that upstream did not answer as asked
 * (docs/behaviour.md, "Errors of /api"):
 *
 * | upstream            | browser gets | message                                  |
 * |---------------------|--------------|------------------------------------------|
 * | 401                 | 401          | «Требуется вход в личный кабинет»        |
 * | 404                 | 404          | upstream's, else «Запись не найдена»     |
 * | other 4xx           | the same     | upstream's, else the call's own fallback |
 * | 503, 504 (timeout)  | the same     | «Сервис временно недоступен…»            |
 * | other 5xx, no answer, a malformed or oversized answer | 502 | «Сервис временно недоступен…» |
 */
export interface UpstreamFailureLike {
  status: number;
  /** Upstream's own Russian message (`data` of its error answer), when it gave one. */
  message?: string;
  /** A machine-readable reason to pass on (`invalid_route_parameter`). */
  code?: string;
}

export interface FailureAnswer {
  status: ContentfulStatusCode;
  error: string;
  message: string;
}

export const notFoundMessage = 'Запись не найдена';

export function upstreamFailure(failure: UpstreamFailureLike, fallback: string): FailureAnswer {
  const { status } = failure;
  if (status === 401) return { status: 401, error: 'unauthorized', message: accountMessages.signInRequired };
  if (status === 404) return { status: 404, error: failure.code ?? 'not_found', message: failure.message ?? notFoundMessage };
  if (status >= 400 && status < 500)
    return { status: status as ContentfulStatusCode, error: failure.code ?? 'rejected', message: failure.message ?? fallback };
  if (status === 503) return { status: 503, error: failure.code ?? 'unavailable', message: accountMessages.upstreamDown };
  if (status === 504) return { status: 504, error: failure.code ?? 'timeout', message: accountMessages.upstreamDown };
  return { status: 502, error: failure.code ?? 'bad_gateway', message: accountMessages.upstreamDown };
}

/** The answer of the policy above, in the contract's error shape. */
export function answerUpstreamFailure(c: Context, failure: UpstreamFailureLike, fallback: string = accountMessages.upstreamDown): Response {
  const answer = upstreamFailure(failure, fallback);
  return apiError(c, answer.status, answer.error, answer.message);
}
