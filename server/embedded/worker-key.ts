import { timingSafeEqual } from 'node:crypto';

/**
 * How a worker proves to the embedded API's port that it is the site itself
 * (docs/decisions/022-workers-and-the-embedded-api.md): a random key the primary makes at each start and
 * hands only to its workers. The port's guard counts attempts by the socket's address, which for every
 * worker is loopback: without the key all visitors would share one address's limits there.
 */
export const workerKeyHeader = 'x-site-worker-key';

export function workerKeyMatches(request: Request, key: string): boolean {
  const given = Buffer.from(request.headers.get(workerKeyHeader) ?? '');
  const expected = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The worker's fetch to the API's port: every call carries the key. */
export function workerFetch(key: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    request.headers.set(workerKeyHeader, key);
    return base(request);
  };
}
