import { createHash } from 'node:crypto';
import { createMemoryRevocationStore, type RevocationStore } from '../session/revocations';
import type { RedisConnection } from './connection';

/** `site:revoked:session:<session id>` and `site:revoked:account:<hashed account key>` (docs/operations.md, "Redis"). */
export const revocationKeyPrefix = 'site:revoked:';

const sessionKey = (sessionId: string) => `${revocationKeyPrefix}session:${sessionId}`;
// The account key is an e-mail address: whoever lists Redis's keys sees a hash, not the address.
const accountKey = (account: string) => `${revocationKeyPrefix}account:${createHash('sha256').update(account).digest('base64url')}`;

/** Keeps the later of the stored and the given time, and restarts the record's expiry, in one step. */
const raiseAccountRecord = `
local stored = tonumber(redis.call('get', KEYS[1]))
local at = tonumber(ARGV[1])
if stored and stored > at then at = stored end
redis.call('set', KEYS[1], at, 'PX', ARGV[2])
return at`;

/** Writes Redis missed, kept to replay when it is back; past this many the oldest are dropped. */
const maxPendingWrites = 10_000;

/**
 * Revocation records in Redis, so that a logout or password change on one replica kills the session
 * on every replica. Each record expires after `keepMs`, when every cookie it could match has expired.
 *
 * Every record is also kept in this process's memory, and every check reads memory first, so a
 * replica always knows its own revocations. When Redis fails (docs/decisions/009-redis-scale-out.md):
 * - a write that did not reach Redis is kept and written again when Redis is back (the logout or
 *   password change itself succeeds);
 * - a check that cannot reach Redis, and finds no record in memory, answers `unknown`: another
 *   replica may have revoked the session, so it is not taken as valid (fail closed). The session
 *   service then treats the request as signed out without clearing the cookie, which works again
 *   as soon as Redis answers.
 */
export function createRedisRevocationStore(options: { connection: RedisConnection; keepMs: number; now?: () => number }): RevocationStore {
  const { connection, keepMs } = options;
  const { client } = connection;
  const local = createMemoryRevocationStore({ keepMs, now: options.now });
  const pending = new Map<string, () => Promise<unknown>>();
  let replaying = false;

  async function replay(): Promise<void> {
    if (replaying || pending.size === 0) return;
    replaying = true;
    try {
      for (const [key, run] of [...pending]) {
        if (!(await connection.attempt('revocations', run)).ok) return;
        if (pending.get(key) === run) pending.delete(key);
      }
    } finally {
      replaying = false;
    }
  }
  connection.onReady(() => void replay());

  async function write(key: string, run: () => Promise<unknown>): Promise<void> {
    pending.delete(key);
    if ((await connection.attempt('revocations', run)).ok) return;
    pending.set(key, run);
    if (pending.size > maxPendingWrites) pending.delete(pending.keys().next().value!);
  }

  return {
    async revokeSession(sessionId) {
      await local.revokeSession(sessionId);
      const key = sessionKey(sessionId);
      await write(key, () => client.set(key, '1', 'PX', keepMs));
    },
    async revokeAccount(account, at) {
      await local.revokeAccount(account, at);
      const key = accountKey(account);
      // A pending write of the same account is replaced: revocation times only grow, and Redis keeps the latest anyway.
      await write(key, () => client.eval(raiseAccountRecord, 1, key, String(at), String(keepMs)));
    },
    async check(session) {
      if ((await local.check(session)) === 'revoked') return 'revoked';
      const records = await connection.attempt('revocations', () => client.mget(sessionKey(session.id), accountKey(session.accountKey)));
      if (!records.ok) return 'unknown';
      // Redis answers again: what it missed meanwhile goes in now.
      void replay();
      const [revokedSession, revokedAccountAt] = records.value;
      return revokedSession != null || (revokedAccountAt != null && session.issuedAt < Number(revokedAccountAt)) ? 'revoked' : 'valid';
    },
  };
}
