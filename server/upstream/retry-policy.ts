import { ConstantBackoff, handleAll, noop, retry, type FailureReason, type IPolicy } from 'cockatiel';
import { isFetchAnswer } from './fetch-answer';

/** docs/decisions/005-retries-timeouts-and-refresh.md: retry once, only non-mutating methods, only on these statuses. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const idempotentMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
const maxRetries = 1;
const retryPauseMs = 100;

/**
 * The retry of one upstream call (decision 005), on cockatiel: a GET, HEAD or OPTIONS is tried once
 * more, 100 ms later, when it answered a listed status or threw (no answer, its time limit); any
 * other method runs once. A call the visitor abandoned is not tried again: pass its signal to
 * `execute`. `onRetry` hears each failure that is retried, before the pause.
 */
export function upstreamRetry(method: string, onRetry: (reason: FailureReason<unknown>) => void): IPolicy {
  if (!idempotentMethods.has(method.toUpperCase())) return noop;
  const policy = retry(
    handleAll.orWhenResult((answer) => isFetchAnswer(answer) && retryableStatuses.has(answer.status)),
    { maxAttempts: maxRetries, backoff: new ConstantBackoff(retryPauseMs) },
  );
  policy.onRetry(onRetry);
  return policy;
}
