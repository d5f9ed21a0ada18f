import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * How an upstream call ended (docs/operations.md, "Metrics"). `aborted`: the visitor left first;
 * `breaker_open`: not made, the circuit breaker failed it fast.
 */
export type UpstreamOutcome = 'ok' | 'http_4xx' | 'http_5xx' | 'timeout' | 'network' | 'bad_answer' | 'aborted' | 'breaker_open';
/**
 * `stale`: served from the cache while one refresh runs; `shared`: not in this process, served from the
 * copy another replica left in Redis (server/cache/swr-cache.ts).
 */
export type CacheResult = 'hit' | 'stale' | 'shared' | 'miss';
/** What the site uses Redis for (docs/operations.md, "Redis"): each fails over on its own. */
export type RedisUse = 'rate_limit' | 'revocations' | 'cache';
/** The circuit breaker's states as the gauge's values: 0 closed, 1 half-open, 2 open. */
export const breakerStates = { closed: 0, halfOpen: 1, open: 2 } as const;
export type BreakerState = keyof typeof breakerStates;

/** What the upstream client reports per call; endpoint labels come from server/upstream/endpoint-label.ts. */
export interface UpstreamObserver {
  call(endpoint: string, outcome: UpstreamOutcome, seconds: number): void;
  retry(endpoint: string): void;
}

/** One answered request, at the time its head is ready. `route` is a pattern (server/ops/route-label.ts). */
export interface AnsweredRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

export interface Metrics {
  registry: Registry;
  answered(request: AnsweredRequest): void;
  upstream: UpstreamObserver;
  cacheLookup(cache: string, result: CacheResult): void;
  /** The circuit breaker's state by upstream (server/upstream/breaker.ts); 0 (closed) at start. */
  setBreakerState(upstream: string, state: BreakerState): void;
  /** The Redis connection's state (REDIS_URL set): ready to take commands or not. */
  setRedisUp(up: boolean): void;
  /** Redis failed, timed out or was down for one operation, which used process memory instead. */
  redisFallback(use: RedisUse): void;
  /** The render queue was full: the page's last copy went out (`stale`) or a 503 (`refused`). */
  renderShed(outcome: 'stale' | 'refused'): void;
  /** Renders under way and waiting, read at each scrape (server/ssr/render-gate.ts). */
  watchRenders(load: () => { rendering: number; waiting: number }): void;
}

/** The one upstream the BFF has today: the company API (UPSTREAM_URL or the embedded one). */
export const mainUpstream = 'api';

const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Prometheus metrics for /metrics (docs/operations.md, "Metrics"): requests by route pattern,
 * upstream calls by endpoint and outcome, retries, cache lookups, the breaker's state, Redis, and the
 * process defaults (event-loop lag, heap, GC, CPU). Every label value comes from a fixed set:
 * route patterns, endpoint names, cache names — never a path, a query or a user's data.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Every metric goes to this registry; the request and upstream timings share one set of buckets.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const timing = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram({ name, help, labelNames, buckets: latencyBuckets, registers });
  const requests = counter('http_requests_total', 'Answered requests by method, route pattern and status', ['method', 'route', 'status']);
  const duration = timing('http_request_duration_seconds', 'Time to the response head, by route pattern and status', ['route', 'status']);
  const upstreamCalls = counter(
    'upstream_requests_total',
    'Upstream calls by endpoint and outcome (ok, http_4xx, http_5xx, timeout, network, bad_answer, aborted, breaker_open)',
    ['endpoint', 'outcome'],
  );
  const upstreamDuration = timing('upstream_request_duration_seconds', 'Time of an upstream call, retries included, by endpoint', [
    'endpoint',
  ]);
  const retries = counter('upstream_retries_total', 'Upstream calls tried again', ['endpoint']);
  const cacheLookups = counter('cache_lookups_total', 'Server cache lookups by cache and result (hit, stale, shared, miss)', [
    'cache',
    'result',
  ]);
  const breaker = new Gauge({
    name: 'upstream_breaker_state',
    help: 'Circuit breaker state by upstream: 0 closed, 1 half-open, 2 open',
    labelNames: ['upstream'],
    registers,
  });
  breaker.set({ upstream: mainUpstream }, breakerStates.closed);
  // Made at the first report, so a site without REDIS_URL shows no `redis_up 0` that would read as an outage.
  let redisUp: Gauge | undefined;
  const redisFallbacks = counter(
    'redis_fallbacks_total',
    'Operations that used process memory because Redis failed, timed out or was down, by use (rate_limit, revocations, cache)',
    ['use'],
  );

  const shed = counter('render_shed_total', 'Page requests answered without a render because the render queue was full, by outcome', [
    'outcome',
  ]);
  let renderLoad: () => { rendering: number; waiting: number } = () => ({ rendering: 0, waiting: 0 });
  new Gauge({
    name: 'renders_in_flight',
    help: 'Page renders under way in this process',
    registers,
    collect() {
      this.set(renderLoad().rendering);
    },
  });
  new Gauge({
    name: 'render_queue_length',
    help: 'Page renders waiting for their turn in this process',
    registers,
    collect() {
      this.set(renderLoad().waiting);
    },
  });

  return {
    registry,
    answered({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ route, status: String(status) }, seconds);
    },
    upstream: {
      call(endpoint, outcome, seconds) {
        upstreamCalls.inc({ endpoint, outcome });
        upstreamDuration.observe({ endpoint }, seconds);
      },
      retry: (endpoint) => retries.inc({ endpoint }),
    },
    cacheLookup: (cache, result) => cacheLookups.inc({ cache, result }),
    setBreakerState: (upstream, state) => breaker.set({ upstream }, breakerStates[state]),
    setRedisUp(up) {
      redisUp ??= new Gauge({ name: 'redis_up', help: 'The Redis connection: 1 ready for commands, 0 not (REDIS_URL set)', registers });
      redisUp.set(up ? 1 : 0);
    },
    redisFallback: (use) => redisFallbacks.inc({ use }),
    renderShed: (outcome) => shed.inc({ outcome }),
    watchRenders(load) {
      renderLoad = load;
    },
  };
}
