/** docs/decisions/005-retries-timeouts-and-refresh.md: retry once, only non-mutating methods, only on these statuses. */
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const idempotentMethods: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const maxRetries = 1;

export function mayRetry(method: string, outcome: { status: number } | { networkError: true }): boolean {
  if (!idempotentMethods.has(method.toUpperCase())) return false;
  return 'networkError' in outcome || retryableStatuses.has(outcome.status);
}
