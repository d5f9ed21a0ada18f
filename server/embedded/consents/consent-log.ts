import type Database from 'libsql';
import type { Consent, ConsentGiven } from '#shared/contract/consents';
import type { Clock } from '../accounts/clock';
import { normalizeEmail } from '../accounts/users';

export interface ConsentLog {
  /** Appends a consent; its subject is `userId` when the caller is signed in, else the e-mail and phone given. */
  record(given: ConsentGiven, userId: number | null): number;
  /** The user's consents, newest first: those given signed in, and the one given at registration with the account's e-mail. */
  mine(userId: number, email: string): Consent[];
  /** Appends a withdrawal of one of the user's consents: 'not-found' for anyone else's, 'withdrawn' when it already is. */
  withdraw(userId: number, email: string, consentId: number, address: string): 'done' | 'not-found' | 'withdrawn';
}

interface Row {
  id: number;
  form: Consent['form'];
  document: Consent['document'];
  version: string;
  created_at: string;
  withdrawn_at: string | null;
}

/**
 * The consent log (docs/behaviour.md, "Consent to the processing of personal data"). This module only
 * inserts and reads: the table's triggers refuse any UPDATE or DELETE, so the log stays append-only.
 */
export function createConsentLog(db: Database.Database, now: Clock): ConsentLog {
  const insert = db.prepare(
    `INSERT INTO consent_log (kind, consent_id, user_id, email, phone, form, document, version, address, created_at)
     VALUES (@kind, @consentId, @userId, @email, @phone, @form, @document, @version, @address, @createdAt)`,
  );
  // A registration's consent has no user yet: it is the account's by the e-mail it was given with.
  const owned = `c.kind = 'consent' AND (c.user_id = @userId OR (c.user_id IS NULL AND c.form = 'registration' AND c.email = @email))`;
  const listMine = db.prepare(
    `SELECT c.id, c.form, c.document, c.version, c.created_at, w.created_at AS withdrawn_at
       FROM consent_log c LEFT JOIN consent_log w ON w.kind = 'withdrawal' AND w.consent_id = c.id
      WHERE ${owned} ORDER BY c.id DESC`,
  );
  const findMine = db.prepare(
    `SELECT c.id, c.form, c.document, c.version, c.created_at,
            (SELECT w.created_at FROM consent_log w WHERE w.kind = 'withdrawal' AND w.consent_id = c.id) AS withdrawn_at
       FROM consent_log c WHERE c.id = @id AND ${owned}`,
  );
  const stamp = () => new Date(now()).toISOString();

  return {
    record(given, userId) {
      const email = given.email ? normalizeEmail(given.email) : null;
      const result = insert.run({ kind: 'consent', consentId: null, userId, ...given, email, createdAt: stamp() });
      return Number(result.lastInsertRowid);
    },
    mine(userId, email) {
      const rows = listMine.all({ userId, email: normalizeEmail(email) }) as Row[];
      return rows.map((row) => ({
        id: row.id,
        form: row.form,
        document: row.document,
        version: row.version,
        givenAt: row.created_at,
        withdrawnAt: row.withdrawn_at,
      }));
    },
    withdraw(userId, email, consentId, address) {
      return db.transaction(() => {
        const row = findMine.get({ id: consentId, userId, email: normalizeEmail(email) }) as Row | undefined;
        if (!row) return 'not-found' as const;
        if (row.withdrawn_at) return 'withdrawn' as const;
        insert.run({
          kind: 'withdrawal',
          consentId,
          userId,
          email: null,
          phone: null,
          form: row.form,
          document: row.document,
          version: row.version,
          address,
          createdAt: stamp(),
        });
        return 'done' as const;
      })();
    },
  };
}
