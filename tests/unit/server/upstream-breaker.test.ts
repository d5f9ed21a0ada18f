import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createUpstreamBreaker } from '#server/upstream/breaker';
import { UpstreamError } from '#server/upstream/errors';

const settings = { failures: 2, openMs: 200 };
const make = (states: string[] = []) =>
  createUpstreamBreaker({ name: 'api', settings, logger: pino({ level: 'silent' }), onState: (state) => states.push(state) });
const network = () => Promise.reject(new UpstreamError('network', 502, 'unreachable'));
const answer = (status: number) => () => Promise.resolve(new Response(null, { status }));
/** cockatiel times the open state by Date.now: move that clock instead of waiting. */
const passes = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the upstream circuit breaker (docs/decisions/010-circuit-breaker.md)', () => {
  test('failures in a row open it; while open a call is not made and fails as 503 unavailable', async () => {
    const states: string[] = [];
    const breaker = make(states);
    await expect(breaker.run(network, 'posts')).rejects.toMatchObject({ kind: 'network' });
    expect(breaker.state()).toBe('closed');
    expect((await breaker.run(answer(503), 'posts')).status).toBe(503);
    expect(breaker.state()).toBe('open');
    let made = 0;
    await expect(
      breaker.run(() => {
        made++;
        return answer(200)();
      }, 'posts'),
    ).rejects.toMatchObject({ kind: 'unavailable', status: 503, code: 'upstream_unavailable' });
    expect(made).toBe(0);
    expect(breaker.retryAfterSeconds()).toBe(1);
    expect(states).toEqual(['open']);
  });

  test('a success between failures resets the count', async () => {
    const breaker = make();
    await expect(breaker.run(network, 'x')).rejects.toThrow();
    await breaker.run(answer(200), 'x');
    await expect(breaker.run(network, 'x')).rejects.toThrow();
    expect(breaker.state()).toBe('closed');
  });

  test('4xx answers, bad answers and abandoned calls are not outages', async () => {
    const breaker = make();
    for (let i = 0; i < 5; i++) {
      expect((await breaker.run(answer(404), 'x')).status).toBe(404);
      await expect(breaker.run(() => Promise.reject(new UpstreamError('invalid', 502, 'off contract')), 'x')).rejects.toThrow();
      await expect(breaker.run(() => Promise.reject(new DOMException('gone', 'AbortError')), 'x')).rejects.toThrow('gone');
    }
    expect(breaker.state()).toBe('closed');
  });

  test('after openMs one trial call goes; others fail fast meanwhile; its success closes the circuit', async () => {
    const states: string[] = [];
    const breaker = make(states);
    await expect(breaker.run(network, 'x')).rejects.toThrow();
    await expect(breaker.run(network, 'x')).rejects.toThrow();
    passes(settings.openMs + 1);
    let release!: () => void;
    const trial = breaker.run(() => new Promise<Response>((resolve) => (release = () => resolve(new Response('ok')))), 'x');
    expect(breaker.state()).toBe('halfOpen');
    await expect(breaker.run(answer(200), 'x')).rejects.toMatchObject({ kind: 'unavailable' });
    release();
    expect((await trial).status).toBe(200);
    expect(breaker.state()).toBe('closed');
    expect(breaker.retryAfterSeconds()).toBe(0);
    expect(states).toEqual(['open', 'halfOpen', 'closed']);
  });

  test('a failed trial opens it again for another period', async () => {
    const breaker = make();
    await expect(breaker.run(network, 'x')).rejects.toThrow();
    await expect(breaker.run(network, 'x')).rejects.toThrow();
    passes(settings.openMs + 1);
    await expect(breaker.run(network, 'x')).rejects.toMatchObject({ kind: 'network' });
    expect(breaker.state()).toBe('open');
    await expect(breaker.run(answer(200), 'x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
