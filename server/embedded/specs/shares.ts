import { randomBytes } from 'node:crypto';
import type Database from 'libsql';
import type { SpecShare } from '#shared/contract/specs';
import type { Clock } from '../accounts/clock';

interface ShareRow {
  token: string;
  spec_id: number;
  created_at: number;
}

const shareOf = (row: ShareRow): SpecShare => ({ token: row.token, createdAt: new Date(row.created_at).toISOString() });

/**
 * Read-only links (docs/decisions/017-share-links.md): a token of 24 random bytes (192 bits,
 * 32 base64url characters) per specification, never derived from its id; revoking deletes it, and a
 * later link gets a new token. Deleting the specification (or merging a guest's away) takes it along.
 */
export function createSpecShares(db: Database.Database, now: Clock) {
  const q = {
    bySpec: db.prepare('SELECT * FROM spec_shares WHERE spec_id = ?'),
    byToken: db.prepare('SELECT * FROM spec_shares WHERE token = ?'),
    insert: db.prepare('INSERT INTO spec_shares (token, spec_id, created_at) VALUES (?, ?, ?)'),
    remove: db.prepare('DELETE FROM spec_shares WHERE spec_id = ?'),
  };
  return {
    of(specId: number): SpecShare | undefined {
      const row = q.bySpec.get(specId) as ShareRow | undefined;
      return row && shareOf(row);
    },
    /** The live link, made when there is none: asking twice shows the same link. */
    ensure(specId: number): SpecShare {
      const existing = q.bySpec.get(specId) as ShareRow | undefined;
      if (existing) return shareOf(existing);
      const row: ShareRow = { token: randomBytes(24).toString('base64url'), spec_id: specId, created_at: now() };
      q.insert.run(row.token, row.spec_id, row.created_at);
      return shareOf(row);
    },
    revoke(specId: number): void {
      q.remove.run(specId);
    },
    /** The specification a token opens, if the link is live. */
    specIdOf(token: string): number | undefined {
      return (q.byToken.get(token) as ShareRow | undefined)?.spec_id;
    },
  };
}

export type SpecShares = ReturnType<typeof createSpecShares>;
