import { randomInt, timingSafeEqual } from 'node:crypto';
import type Database from 'libsql';
import { minutes, type Clock } from './clock';
import { hashSecret } from './secrets';

/**
 * Password reset codes: six digits the user types from the mail (the recovery2 view of
 * docs/behaviour.md, "Authentication popup"). Six digits can be guessed, so a code lives 30
 * minutes, allows 5 wrong tries and works once; each user has at most one live code, and asking
 * again replaces it.
 */
export const resetCodeLifetime = minutes(30);
export const resetCodeMaxFailures = 5;

export interface ResetCodes {
  /** A new code for the user, replacing any earlier one; the caller mails it. */
  issue(userId: number): string;
  /**
   * True when the code is the user's live one. A wrong code counts towards the limit; the last
   * allowed failure voids the code. Cheap, so a guesser costs no password hashing.
   */
  verify(userId: number, code: string): boolean;
  /**
   * Spends a code `verify` accepted; false when it has meanwhile been spent or replaced. Call
   * inside the transaction that changes the password, so the two go together.
   */
  spend(userId: number, code: string): boolean;
}

interface CodeRow {
  code_hash: string;
  expires_at: number;
  failed_attempts: number;
}

export function createResetCodes(db: Database.Database, now: Clock): ResetCodes {
  const upsert = db.prepare(`
    INSERT INTO password_reset_codes (user_id, code_hash, created_at, expires_at, failed_attempts) VALUES (?, ?, ?, ?, 0)
    ON CONFLICT (user_id) DO UPDATE SET
      code_hash = excluded.code_hash, created_at = excluded.created_at,
      expires_at = excluded.expires_at, failed_attempts = 0`);
  const select = db.prepare('SELECT code_hash, expires_at, failed_attempts FROM password_reset_codes WHERE user_id = ?');
  const countFailure = db.prepare('UPDATE password_reset_codes SET failed_attempts = failed_attempts + 1 WHERE user_id = ?');
  const remove = db.prepare('DELETE FROM password_reset_codes WHERE user_id = ?');
  const removeLive = db.prepare(
    `DELETE FROM password_reset_codes WHERE user_id = ? AND code_hash = ? AND expires_at > ? AND failed_attempts < ${resetCodeMaxFailures}`,
  );

  return {
    issue(userId) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const at = now();
      upsert.run(userId, hashSecret(code), at, at + resetCodeLifetime);
      return code;
    },

    verify(userId, code) {
      const row = select.get(userId) as CodeRow | undefined;
      if (!row) return false;
      if (row.expires_at <= now() || row.failed_attempts >= resetCodeMaxFailures) {
        remove.run(userId);
        return false;
      }
      if (sameHash(hashSecret(code.trim()), row.code_hash)) return true;
      if (row.failed_attempts + 1 >= resetCodeMaxFailures) remove.run(userId);
      else countFailure.run(userId);
      return false;
    },

    spend: (userId, code) => removeLive.run(userId, hashSecret(code.trim()), now()).changes > 0,
  };
}

/** Compared in constant time: how long a comparison takes says nothing about the code. */
function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
