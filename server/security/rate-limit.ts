/**
 * Fixed-window attempt counters (issue 3: login, registration and reset per IP and per e-mail).
 * In-process; DESIGN.md "Scaling out" moves the store to Redis behind the same interface.
 */
export interface RateLimitStore {
  /** Counts one hit in the window of `key` and returns the hits so far and when the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowMs) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      const window = windows.get(key);
      if (!window || window.resetAt <= t) {
        const fresh = { count: 1, resetAt: t + windowMs };
        windows.set(key, fresh);
        return fresh;
      }
      window.count++;
      return window;
    },
  };
}

export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
}

/** Limits per action: generous for people, tight for scripts guessing passwords. */
export const limitRules = {
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 10 * 60_000 },
  loginPerEmail: { name: 'login-email', max: 10, windowMs: 10 * 60_000 },
  registrationPerIp: { name: 'registration-ip', max: 10, windowMs: 60 * 60_000 },
  registrationPerEmail: { name: 'registration-email', max: 5, windowMs: 60 * 60_000 },
  resetPerIp: { name: 'reset-ip', max: 20, windowMs: 60 * 60_000 },
  resetPerEmail: { name: 'reset-email', max: 5, windowMs: 60 * 60_000 },
} as const satisfies Record<string, LimitRule>;

/** Returns the minutes to wait when any of the checks is over its limit, else null. */
export async function checkLimits(store: RateLimitStore, checks: Array<{ rule: LimitRule; key: string }>, now: () => number = Date.now): Promise<number | null> {
  let waitMs = 0;
  for (const { rule, key } of checks) {
    const { count, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs);
    if (count > rule.max) waitMs = Math.max(waitMs, resetAt - now());
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 60_000)) : null;
}
