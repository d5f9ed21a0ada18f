import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { migrate } from './migrations';

const databaseFileName = 'embedded.sqlite';

/**
 * Opens (creating if needed) `<dataDir>/embedded.sqlite` at the current schema version.
 *
 * libsql adds a `_metadata` property to every row it returns, so rows are always mapped field
 * by field into contract objects, never spread into an answer.
 */
export function openDatabase(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, databaseFileName));
  try {
    // WAL lets readers and a writer (accounts, tokens, codes, saved items, the outbox) work
    // without blocking each other.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
