import type Database from 'libsql';
import { days, minutes, type Clock } from './clock';
import { hashSecret, newSecret } from './secrets';

/**
 * Access and refresh tokens. Both are opaque random strings; the database keeps only their
 * hashes. Every login starts a token family; a refresh exchanges the family's current refresh
 * token for a new pair (rotation). A refresh token shown a second time has been copied — by
 * whom cannot be known — so the whole family is revoked and both holders must sign in again.
 */
export const accessTokenLifetime = minutes(15);
/** Counted from the last rotation: a sign-in used at least monthly stays alive. */
export const refreshTokenLifetime = days(30);

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Who an access token speaks for, and which sign-in it belongs to. */
export interface AccessGrant {
  userId: number;
  familyId: number;
}

export interface TokenStore {
  /** A new sign-in for the user. */
  issue(userId: number): TokenPair;
  /** The grant of a live access token: known, not expired, its family not revoked. */
  authenticate(accessToken: string): AccessGrant | undefined;
  /** The sign-in an access or refresh token belongs to, live or not (sign-out needs no live token). */
  familyOfAccessToken(accessToken: string): number | undefined;
  familyOfRefreshToken(refreshToken: string): number | undefined;
  /** The next pair of the refresh token's family, or undefined when it is not (any longer) valid. */
  rotate(refreshToken: string): TokenPair | undefined;
  revokeFamily(familyId: number): void;
  /** Signs the user out of every sign-in. */
  revokeUser(userId: number): void;
}

interface RefreshRow {
  family_id: number;
  expires_at: number;
  revoked_at: number | null;
  family_revoked_at: number | null;
}

export function createTokenStore(db: Database.Database, now: Clock): TokenStore {
  const insertFamily = db.prepare('INSERT INTO token_families (user_id, created_at) VALUES (?, ?) RETURNING id');
  const insertAccess = db.prepare('INSERT INTO access_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const insertRefresh = db.prepare('INSERT INTO refresh_tokens (token_hash, family_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const selectGrant = db.prepare(`
    SELECT f.user_id, f.id AS family_id
    FROM access_tokens a JOIN token_families f ON f.id = a.family_id
    WHERE a.token_hash = ? AND a.expires_at > ? AND f.revoked_at IS NULL`);
  const selectAccessFamily = db.prepare('SELECT family_id FROM access_tokens WHERE token_hash = ?');
  const selectRefreshFamily = db.prepare('SELECT family_id FROM refresh_tokens WHERE token_hash = ?');
  const selectRefresh = db.prepare(`
    SELECT r.family_id, r.expires_at, r.revoked_at, f.revoked_at AS family_revoked_at
    FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
    WHERE r.token_hash = ?`);
  const markRefreshUsed = db.prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  const revokeFamilyById = db.prepare('UPDATE token_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL');
  const revokeFamiliesOfUser = db.prepare('UPDATE token_families SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL');

  function pairFor(familyId: number, at: number): TokenPair {
    const pair = { token: newSecret(), refreshToken: newSecret() };
    insertAccess.run(hashSecret(pair.token), familyId, at, at + accessTokenLifetime);
    insertRefresh.run(hashSecret(pair.refreshToken), familyId, at, at + refreshTokenLifetime);
    return pair;
  }

  const familyOf = (statement: Database.Statement, secret: string): number | undefined =>
    (statement.get(hashSecret(secret)) as { family_id: number } | undefined)?.family_id;

  return {
    issue: (userId) =>
      db.transaction(() => {
        const at = now();
        const family = insertFamily.get(userId, at) as { id: number };
        return pairFor(family.id, at);
      })(),

    authenticate(accessToken) {
      const row = selectGrant.get(hashSecret(accessToken), now()) as { user_id: number; family_id: number } | undefined;
      return row && { userId: row.user_id, familyId: row.family_id };
    },

    familyOfAccessToken: (accessToken) => familyOf(selectAccessFamily, accessToken),
    familyOfRefreshToken: (refreshToken) => familyOf(selectRefreshFamily, refreshToken),

    rotate: (refreshToken) =>
      // IMMEDIATE: two refreshes racing with the same token are serialised, so exactly one wins
      // and the other is seen as a reuse.
      db
        .transaction((): TokenPair | undefined => {
          const at = now();
          const hash = hashSecret(refreshToken);
          const row = selectRefresh.get(hash) as RefreshRow | undefined;
          if (!row || row.family_revoked_at !== null) return undefined;
          if (row.revoked_at !== null) {
            revokeFamilyById.run(at, row.family_id);
            return undefined;
          }
          if (row.expires_at <= at) return undefined;
          markRefreshUsed.run(at, hash);
          return pairFor(row.family_id, at);
        })
        .immediate(),

    revokeFamily(familyId) {
      revokeFamilyById.run(now(), familyId);
    },

    revokeUser(userId) {
      revokeFamiliesOfUser.run(now(), userId);
    },
  };
}
