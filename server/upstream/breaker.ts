import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from '../logger';
import type { BreakerState } from '../ops/metrics';
import { isUpstreamError, UpstreamError } from './errors';
import { isFetchAnswer } from './fetch-answer';

export interface BreakerSettings {
  /** Failed calls in a row (after the retry) that open the circuit: UPSTREAM_BREAKER_FAILURES. */
  failures: number;
  /** How long it stays open before one trial call may go: UPSTREAM_BREAKER_OPEN_MS. */
  openMs: number;
}

export interface UpstreamBreaker {
  /**
   * `call` through the breaker. While the circuit is open, or half-open with its one trial call in
   * flight, it is not made: an UpstreamError `unavailable` (503) comes at once instead.
   */
  run(call: () => Promise<Response>, endpoint: string): Promise<Response>;
  /** Whole seconds until a trial call may go (the answer's Retry-After); 0 when closed. */
  retryAfterSeconds(): number;
  state(): BreakerState;
}

/** What an outage looks like: no answer, too late, or a 5xx (after the one retry of decision 005). */
const isOutage = (error: unknown) => isUpstreamError(error) && (error.kind === 'timeout' || error.kind === 'network');

/**
 * The circuit breaker of one upstream (docs/decisions/010-circuit-breaker.md), on cockatiel: after
 * `failures` failed calls in a row it fails fast for `openMs`, then lets one trial call through,
 * which closes it again or keeps it open for another `openMs`. A 4xx, an answer off the contract
 * and a call the visitor abandoned are not outages and do not count.
 */
export function createUpstreamBreaker(options: {
  name: string;
  settings: BreakerSettings;
  logger: Logger;
  onState?: (state: BreakerState) => void;
}): UpstreamBreaker {
  const { settings, logger, name } = options;
  const policy: CircuitBreakerPolicy = circuitBreaker(
    handleWhen(isOutage).orWhenResult((result) => isFetchAnswer(result) && result.status >= 500),
    { halfOpenAfter: settings.openMs, breaker: new ConsecutiveBreaker(settings.failures) },
  );
  let openedAt = 0;
  const stateOf = (state: CircuitState): BreakerState =>
    state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'halfOpen' : 'open';

  policy.onStateChange((state) => {
    const label = stateOf(state);
    if (state === CircuitState.Open) {
      // cockatiel times the open state by Date.now too: read it, not a copy, so both follow one clock.
      openedAt = Date.now();
      logger.error({ event: 'breaker-open', upstream: name, openMs: settings.openMs }, `upstream ${name}: circuit open, failing fast`);
    } else if (state === CircuitState.HalfOpen) {
      logger.warn({ event: 'breaker-half-open', upstream: name }, `upstream ${name}: circuit half-open, one trial call`);
    } else {
      logger.info({ event: 'breaker-closed', upstream: name }, `upstream ${name}: circuit closed, upstream answers again`);
    }
    options.onState?.(label);
  });

  const unavailable = (endpoint: string) =>
    new UpstreamError('unavailable', 503, `upstream ${name} circuit open: ${endpoint}`, undefined, 'upstream_unavailable');

  return {
    async run(call, endpoint) {
      // cockatiel queues calls behind the trial; a page waiting up to a timeout for it would be the
      // very slowness the breaker is there to avoid.
      if (policy.state === CircuitState.HalfOpen) throw unavailable(endpoint);
      try {
        return await policy.execute(call);
      } catch (error) {
        if (error instanceof BrokenCircuitError) throw unavailable(endpoint);
        throw error;
      }
    },
    retryAfterSeconds() {
      if (policy.state === CircuitState.Closed) return 0;
      if (policy.state === CircuitState.HalfOpen) return 1;
      return Math.max(1, Math.ceil((openedAt + settings.openMs - Date.now()) / 1000));
    },
    state: () => stateOf(policy.state),
  };
}
