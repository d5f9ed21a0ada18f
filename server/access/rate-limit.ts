import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Attempt limits of the account endpoints (docs/behaviour.md, "Attempt limits"), on
 * rate-limiter-flexible. Counters are in process memory, or in Redis with REDIS_URL so that every
 * replica counts the same attempts (server/redis/rate-limit-store.ts, docs/operations.md, "Redis").
 * Which rules each action meets is server/access/account-limits.ts.
 *
 * Three kinds of counting:
 * - `consume`: every attempt counts (registration and reset mails cost something each);
 * - `blocked` + `failed` + `succeeded`: only failures count, and a success forgets the failures of
 *   that account from that address (the login-protection pattern);
 * - `slowdown`: a count that never refuses, only makes each further attempt wait longer — what an
 *   account-wide count may do, since anyone anywhere can raise it.
 */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

/** Limits per action: generous for people, tight for scripts guessing passwords. */
export const limitRules = {
  loginFailuresPerAccountAndIp: { name: 'login-fail-account-ip', max: 10, windowMs: 10 * 60_000 },
  loginFailuresPerIp: { name: 'login-fail-ip', max: 30, windowMs: 10 * 60_000 },
  /** Never refuses: past `max` failures every login of the account waits longer (`slowdown`). */
  loginFailuresPerAccount: { name: 'login-fail-account', max: 10, windowMs: 60 * 60_000 },
  passwordFailuresPerAccountAndIp: { name: 'password-fail-account-ip', max: 5, windowMs: 15 * 60_000 },
  passwordFailuresPerIp: { name: 'password-fail-ip', max: 30, windowMs: 15 * 60_000 },
  passwordFailuresPerAccount: { name: 'password-fail-account', max: 20, windowMs: 60 * 60_000 },
  registrationPerIp: { name: 'registration-ip', max: 10, windowMs: 60 * 60_000 },
  registrationPerEmail: { name: 'registration-email', max: 5, windowMs: 60 * 60_000 },
  resetRequestsPerIp: { name: 'reset-request-ip', max: 20, windowMs: 60 * 60_000 },
  resetRequestsPerEmailAndIp: { name: 'reset-request-email-ip', max: 5, windowMs: 60 * 60_000 },
  /** Never refuses: past `max` wrong codes from one address, its next tries wait longer (`slowdown`). */
  resetCodeFailuresPerIp: { name: 'reset-code-fail-ip', max: 20, windowMs: 60 * 60_000 },
  // Each quote request is a mail to the sales team: a buyer sends a few, a script thousands.
  quotePerIp: { name: 'quote-ip', max: 10, windowMs: 60 * 60_000 },
  // Each document of a specification is built on request (up to 500 lines, a pack of files), each bulk add reads a
  // file and matches up to 2,000 rows: a buyer does a few, and they share one count (docs/behaviour.md, "Bulk add").
  exportsPerIp: { name: 'export-ip', max: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, LimitRule>;

/** The growing wait of `slowdown`: 100 ms more per failure past the rule's maximum, at most 5 s. */
export const slowdownStepMs = 100;
export const slowdownMaxMs = 5_000;

export type LimitCheck = { rule: LimitRule; key: string };

/** What the limiter needs of a counter store: rate-limiter-flexible's own limiters have it. */
export type LimitCounter = Pick<RateLimiterAbstract, 'penalty' | 'get' | 'delete'>;

/** The counters of one rule, `points` attempts per window, in process memory. */
export function memoryCounter(rule: LimitRule, points: number): LimitCounter {
  return new RateLimiterMemory({ keyPrefix: rule.name, points, duration: Math.ceil(rule.windowMs / 1000) });
}

export interface AttemptLimiter {
  /** Counts one attempt on each check; the minutes to wait when any is now over its limit, else null. */
  consume(checks: LimitCheck[]): Promise<number | null>;
  /** The minutes to wait when any check is already at its limit, else null. Counts nothing. */
  blocked(checks: LimitCheck[]): Promise<number | null>;
  /** Counts one failure on each check. */
  failed(checks: LimitCheck[]): Promise<void>;
  /** Forgets the failures counted on these checks. */
  succeeded(checks: LimitCheck[]): Promise<void>;
  /** Waits, then says how long: nothing up to the rule's maximum, then `slowdownStepMs` more per count past it, up to `slowdownMaxMs`. */
  slowdown(check: LimitCheck): Promise<number>;
}

/** `factor` (AUTH_RATE_LIMIT_FACTOR) multiplies every maximum: many people behind one address, test runs. */
export function createAttemptLimiter(options: {
  factor: number;
  /** Where the counters are: process memory unless given (the Redis store). */
  counterFor?: (rule: LimitRule, points: number) => LimitCounter;
  /** How `slowdown` waits; tests pass one that records instead. */
  pause?: (ms: number) => Promise<void>;
}): AttemptLimiter {
  const pause = options.pause ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const make = options.counterFor ?? memoryCounter;
  const limiters = new Map<string, { limiter: LimitCounter; points: number }>();
  const limiterOf = (rule: LimitRule) => {
    let entry = limiters.get(rule.name);
    if (!entry) {
      const points = rule.max * options.factor;
      entry = { limiter: make(rule, points), points };
      limiters.set(rule.name, entry);
    }
    return entry;
  };
  const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

  return {
    async consume(checks) {
      let waitMs = 0;
      for (const { rule, key } of checks) {
        const { limiter, points } = limiterOf(rule);
        const res = await limiter.penalty(key, 1);
        if (res.consumedPoints > points) waitMs = Math.max(waitMs, res.msBeforeNext);
      }
      return waitMs > 0 ? minutes(waitMs) : null;
    },
    async blocked(checks) {
      let waitMs = 0;
      for (const { rule, key } of checks) {
        const { limiter, points } = limiterOf(rule);
        const res = await limiter.get(key);
        if (res && res.consumedPoints >= points) waitMs = Math.max(waitMs, res.msBeforeNext);
      }
      return waitMs > 0 ? minutes(waitMs) : null;
    },
    async failed(checks) {
      await Promise.all(checks.map(({ rule, key }) => limiterOf(rule).limiter.penalty(key, 1)));
    },
    async succeeded(checks) {
      await Promise.all(checks.map(({ rule, key }) => limiterOf(rule).limiter.delete(key)));
    },
    async slowdown({ rule, key }) {
      const { limiter, points } = limiterOf(rule);
      const over = ((await limiter.get(key))?.consumedPoints ?? 0) - points;
      const ms = over > 0 ? Math.min(slowdownMaxMs, over * slowdownStepMs) : 0;
      if (ms > 0) await pause(ms);
      return ms;
    },
  };
}
