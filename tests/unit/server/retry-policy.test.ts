import { describe, expect, it } from 'vitest';
import { retryableStatuses, upstreamRetry } from '#server/upstream/retry-policy';

/** How many times the policy runs a call that answers `status` (or throws), and what it hears retried. */
async function tries(method: string, outcome: number | Error): Promise<{ calls: number; retried: number }> {
  let calls = 0;
  let retried = 0;
  const policy = upstreamRetry(method, () => retried++);
  await policy
    .execute(() => {
      calls++;
      if (outcome instanceof Error) throw outcome;
      return new Response(null, { status: outcome });
    })
    .catch(() => undefined);
  return { calls, retried };
}

describe('upstream retry policy', () => {
  it('retries exactly the listed statuses for GET, once', async () => {
    expect([...retryableStatuses].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of retryableStatuses) expect(await tries('GET', status)).toEqual({ calls: 2, retried: 1 });
    for (const status of [200, 301, 400, 401, 403, 404, 422, 501]) expect(await tries('GET', status)).toEqual({ calls: 1, retried: 0 });
  });

  it('retries HEAD and OPTIONS, and network errors', async () => {
    expect((await tries('head', 503)).calls).toBe(2);
    expect((await tries('OPTIONS', new TypeError('fetch failed'))).calls).toBe(2);
  });

  it('never repeats a mutating call', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(await tries(method, 503)).toEqual({ calls: 1, retried: 0 });
      expect(await tries(method, new TypeError('fetch failed'))).toEqual({ calls: 1, retried: 0 });
    }
  });

  it('does not try again a call the visitor abandoned', async () => {
    const visitor = new AbortController();
    let calls = 0;
    const call = upstreamRetry('GET', () => {}).execute(() => {
      calls++;
      visitor.abort();
      throw new DOMException('gone', 'AbortError');
    }, visitor.signal);
    await expect(call).rejects.toThrow('gone');
    expect(calls).toBe(1);
  });
});
