import type Database from 'libsql';
import type { Clock } from './clock';
import { hashSecret, newSecret } from './secrets';

/**
 * Activation codes: the secret in the link of the registration mail. A code works once; it
 * does not expire (the mail is the only way in, and there is no "send it again" yet).
 */
export interface ActivationCodes {
  /** A new code for the user; the caller mails it. */
  create(userId: number): string;
  /** The user the code activates, marking the code used; undefined for an unknown or used code. */
  consume(code: string): number | undefined;
}

export function createActivationCodes(db: Database.Database, now: Clock): ActivationCodes {
  const insert = db.prepare('INSERT INTO activation_codes (code_hash, user_id, created_at) VALUES (?, ?, ?)');
  const markUsed = db.prepare('UPDATE activation_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL RETURNING user_id');

  return {
    create(userId) {
      const code = newSecret();
      insert.run(hashSecret(code), userId, now());
      return code;
    },
    consume(code) {
      // One statement checks and spends the code, so a double click cannot use it twice.
      const row = markUsed.get(now(), hashSecret(code)) as { user_id: number } | undefined;
      return row?.user_id;
    },
  };
}
