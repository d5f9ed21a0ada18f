import { describe, expect, it } from 'vitest';
import { mayRetry, retryableStatuses } from '#server/upstream/retry-policy';

describe('upstream retry policy', () => {
  it('retries exactly the listed statuses for GET', () => {
    expect([...retryableStatuses].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of retryableStatuses) expect(mayRetry('GET', { status })).toBe(true);
    for (const status of [200, 301, 400, 401, 403, 404, 422, 501]) expect(mayRetry('GET', { status })).toBe(false);
  });

  it('retries HEAD and OPTIONS, and network errors', () => {
    expect(mayRetry('head', { status: 503 })).toBe(true);
    expect(mayRetry('OPTIONS', { networkError: true })).toBe(true);
  });

  it('never repeats a mutating call', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(mayRetry(method, { status: 503 })).toBe(false);
      expect(mayRetry(method, { networkError: true })).toBe(false);
    }
  });
});
