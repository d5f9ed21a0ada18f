import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { Metrics, RedisUse } from '../ops/metrics';

/**
 * How long the site waits for Redis. Redis answers in well under a millisecond on a private network,
 * so these only bound a sick one: no request ever waits longer than `commandMs` for it
 * (docs/decisions/009-redis-scale-out.md).
 */
export const redisTimeouts = {
  /** A connection attempt that takes longer is dropped and tried again. */
  connectMs: 1_000,
  /** A command without an answer by then fails, and its caller goes on without Redis. */
  commandMs: 500,
  /** Reconnection attempts back off up to this pause: Redis back is Redis used within ~2 s. */
  maxReconnectPauseMs: 2_000,
  /**
   * After a command timed out (Redis connected but hung or overloaded), commands are not even tried for
   * this long: a request that needs several would otherwise wait `commandMs` for each.
   */
  pauseAfterTimeoutMs: 2_000,
};

/** The outcome of one use of Redis; on failure the caller uses process memory instead. */
export type Attempt<T> = { ok: true; value: T } | { ok: false };

/** How often, at most, one use writes its "went on without Redis" warning; the metric counts every one. */
const warnEveryMs = 30_000;

const fallbackOf: Record<RedisUse, string> = {
  rate_limit: 'attempt limits counted in this process only',
  revocations: 'session revocations checked in this process only',
  cache: 'cache served from this process only',
};

export interface RedisConnection {
  /** Commands fail at once while there is no connection (no offline queue) and after `commandMs` otherwise. */
  readonly client: Redis;
  /** True while connected and ready for commands. */
  isReady(): boolean;
  /** Runs `listener` each time the connection becomes ready, the first time included. */
  onReady(listener: () => void): void;
  /**
   * Runs Redis commands for `use`, or does not even try while Redis is known to be down or paused after
   * a timeout. A failure (or a skip) is a fallback: counted in `redis_fallbacks_total`, and logged at
   * most every 30 s per use. Never throws.
   */
  attempt<T>(use: RedisUse, commands: () => Promise<T>): Promise<Attempt<T>>;
  /** Sends QUIT (bounded), after the site has drained; later commands fail like an outage. */
  close(): Promise<void>;
}

/**
 * The one Redis connection of the process (docs/operations.md, "Redis"). It never holds a request up:
 * no offline queue, short connect and command timeouts, no resending of a command after a reconnect.
 * It reconnects by itself for ever. Its state changes are logged once per change (not per command)
 * and shown in `redis_up`; every 'error' event is taken here, so none is unhandled.
 */
export function createRedisConnection(options: { url: string; logger: Logger; metrics: Metrics; name?: string }): RedisConnection {
  const { logger, metrics } = options;
  const client = new Redis(options.url, {
    connectionName: options.name ?? 'electro-site',
    // RESP2, not ioredis 6's default RESP3: no HELLO, so Redis before 6 answers too, and the replies
    // rate-limiter-flexible parses have the shapes it was written for.
    protocol: 2,
    connectTimeout: redisTimeouts.connectMs,
    commandTimeout: redisTimeouts.commandMs,
    enableOfflineQueue: false,
    // A command caught by a dropped connection fails rather than waiting for the next one: its caller has moved on.
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, redisTimeouts.maxReconnectPauseMs),
  });
  const shown = redactedUrl(options.url);
  let state: 'connecting' | 'up' | 'down' | 'closed' = 'connecting';
  let downSince: number | undefined;
  const readyListeners: Array<() => void> = [];
  const lastWarned = new Map<RedisUse, { at: number; suppressed: number }>();
  let pausedUntil = 0;

  metrics.setRedisUp(false);
  const goDown = (reason: string, error?: unknown) => {
    if (state === 'closed') return;
    if (state === 'down') {
      logger.debug({ redis: shown, err: error === undefined ? undefined : String(error) }, `redis still unreachable: ${reason}`);
      return;
    }
    const first = state === 'connecting';
    state = 'down';
    downSince = Date.now();
    metrics.setRedisUp(false);
    logger.warn(
      { event: 'redis-down', redis: shown, err: error === undefined ? undefined : String(error) },
      `redis ${first ? 'unreachable at start' : reason}: rate limits, session revocations and caches fall back to this process's memory`,
    );
  };

  function fellBack(use: RedisUse, error: unknown): void {
    metrics.redisFallback(use);
    const now = Date.now();
    const last = lastWarned.get(use);
    if (last && now - last.at < warnEveryMs) {
      last.suppressed += 1;
      return;
    }
    lastWarned.set(use, { at: now, suppressed: 0 });
    logger.warn(
      { event: 'redis-fallback', use, err: String(error), suppressed: last?.suppressed ?? 0 },
      `redis not used: ${fallbackOf[use]}`,
    );
  }

  client.on('ready', () => {
    if (state === 'closed') return;
    const wasDown = state === 'down';
    state = 'up';
    metrics.setRedisUp(true);
    if (wasDown)
      logger.info({ event: 'redis-up', redis: shown, downMs: Date.now() - downSince! }, 'redis reachable again: shared state in use');
    else logger.info({ event: 'redis-up', redis: shown }, 'redis connected: rate limits, session revocations and caches are shared');
    lastWarned.clear();
    pausedUntil = 0;
    for (const listener of readyListeners) listener();
  });
  client.on('error', (error: unknown) => goDown('error', error));
  client.on('close', () => goDown('connection lost'));

  return {
    client,
    isReady: () => state === 'up' && client.status === 'ready',
    onReady: (listener) => void readyListeners.push(listener),
    async attempt(use, commands) {
      const now = Date.now();
      if (state !== 'up' || now < pausedUntil) {
        fellBack(use, state === 'up' ? 'paused after a command timed out' : 'not connected');
        return { ok: false };
      }
      try {
        return { ok: true, value: await commands() };
      } catch (error) {
        if (error instanceof Error && error.message === 'Command timed out') pausedUntil = Date.now() + redisTimeouts.pauseAfterTimeoutMs;
        fellBack(use, error);
        return { ok: false };
      }
    },
    async close() {
      if (state === 'closed') return;
      state = 'closed';
      metrics.setRedisUp(false);
      // QUIT waits for Redis's answer; a Redis that is down or hung does not hold the exit up.
      const quit = client.quit().then(
        () => true,
        () => false,
      );
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), redisTimeouts.commandMs)));
      const quitted = await Promise.race([quit, late]);
      clearTimeout(timer);
      if (!quitted) client.disconnect();
      logger.info({ event: 'redis-closed', redis: shown, quit: quitted }, quitted ? 'redis connection closed' : 'redis connection dropped');
    },
  };
}

/** The URL as logs may show it: without user and password. */
function redactedUrl(url: string): string {
  return url.replace(/\/\/[^/@]*@/, '//');
}
