import type Database from 'libsql';
import type { User } from '#shared/contract/auth';
import type { Clock } from './clock';

/**
 * E-mail addresses are compared case-insensitively (`Ivan@Mail.ru` is the same person as
 * `ivan@mail.ru`): they are stored and looked up trimmed and lower-cased. JavaScript's
 * lower-casing covers every alphabet, SQLite's only ASCII.
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserRecord extends User {
  passwordHash: string;
  active: boolean;
}

export interface NewUser {
  name: string;
  phoneNumber: string;
  email: string;
  passwordHash: string;
}

export interface UserStore {
  /** The new user's id, or undefined when the e-mail is taken. The account starts inactive. */
  create(user: NewUser): number | undefined;
  byId(id: number): UserRecord | undefined;
  byEmail(email: string): UserRecord | undefined;
  activate(id: number): void;
  updateProfile(id: number, profile: { name: string; phoneNumber: string }): void;
  setPasswordHash(id: number, passwordHash: string): void;
}

interface UserRow {
  id: number;
  email: string;
  name: string;
  phone_number: string;
  password_hash: string;
  active: number;
}

const record = (row: UserRow): UserRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phone_number,
  passwordHash: row.password_hash,
  active: row.active === 1,
});

/** The contract's user: what may leave the API (no hash, no flags). */
export const publicUser = (user: UserRecord): User => ({ id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber });

export function createUserStore(db: Database.Database, now: Clock): UserStore {
  const columns = 'id, email, name, phone_number, password_hash, active';
  const insert = db.prepare(`
    INSERT INTO users (email, name, phone_number, password_hash, active, created_at) VALUES (?, ?, ?, ?, 0, ?)
    ON CONFLICT (email) DO NOTHING
    RETURNING id`);
  const selectById = db.prepare(`SELECT ${columns} FROM users WHERE id = ?`);
  const selectByEmail = db.prepare(`SELECT ${columns} FROM users WHERE email = ?`);
  const updateActive = db.prepare('UPDATE users SET active = 1 WHERE id = ?');
  const updateProfile = db.prepare('UPDATE users SET name = ?, phone_number = ? WHERE id = ?');
  const updatePassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');

  return {
    create(user) {
      // ON CONFLICT instead of a look-up first: two sign-ups with one address cannot both pass.
      const row = insert.get(normalizeEmail(user.email), user.name, user.phoneNumber, user.passwordHash, now()) as
        { id: number } | undefined;
      return row?.id;
    },
    byId(id) {
      const row = selectById.get(id) as UserRow | undefined;
      return row && record(row);
    },
    byEmail(email) {
      const row = selectByEmail.get(normalizeEmail(email)) as UserRow | undefined;
      return row && record(row);
    },
    activate(id) {
      updateActive.run(id);
    },
    updateProfile(id, profile) {
      updateProfile.run(profile.name, profile.phoneNumber, id);
    },
    setPasswordHash(id, passwordHash) {
      updatePassword.run(passwordHash, id);
    },
  };
}
