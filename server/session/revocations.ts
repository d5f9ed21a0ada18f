/**
 * Revocation records of sealed sessions. A sealed cookie is valid wherever it is presented until it
 * expires, so logging out and changing a password cannot take copies back; instead they leave a
 * record here that every session read checks:
 * - a single sign-in (logout): its session id, kept until the cookie would have expired anyway;
 * - a whole account (password change or reset): every session of the account issued before then.
 *
 * In process memory here; with REDIS_URL, in Redis so that every replica agrees
 * (server/redis/revocation-store.ts, docs/decisions/009-redis-scale-out.md).
 */
export interface RevocationStore {
  revokeSession(sessionId: string): Promise<void>;
  revokeAccount(accountKey: string, at: number): Promise<void>;
  /**
   * `unknown` when the records could not be read (Redis unreachable): the session may have been
   * revoked elsewhere, so it must not be taken as valid (docs/decisions/009-redis-scale-out.md).
   */
  check(session: { id: string; issuedAt: number; accountKey: string }): Promise<RevocationCheck>;
}

export type RevocationCheck = 'valid' | 'revoked' | 'unknown';

export function createMemoryRevocationStore(options: { keepMs: number; now?: () => number }): RevocationStore {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, number>();
  const accounts = new Map<string, { at: number; expiresAt: number }>();
  let nextSweep = now() + 60_000;

  // A record outlives every cookie it could match (cookies expire after keepMs), then goes.
  function sweep(t: number) {
    if (t < nextSweep) return;
    nextSweep = t + 60_000;
    for (const [id, expiresAt] of sessions) if (expiresAt <= t) sessions.delete(id);
    for (const [key, record] of accounts) if (record.expiresAt <= t) accounts.delete(key);
  }

  return {
    async revokeSession(sessionId) {
      const t = now();
      sweep(t);
      sessions.set(sessionId, t + options.keepMs);
    },
    async revokeAccount(accountKey, at) {
      const t = now();
      sweep(t);
      const previous = accounts.get(accountKey);
      accounts.set(accountKey, { at: Math.max(at, previous?.at ?? 0), expiresAt: t + options.keepMs });
    },
    async check(session) {
      sweep(now());
      if (sessions.has(session.id)) return 'revoked';
      const account = accounts.get(session.accountKey);
      return account !== undefined && session.issuedAt < account.at ? 'revoked' : 'valid';
    },
  };
}
