import fs from 'node:fs';
import path from 'node:path';
import Database from 'libsql';
import { afterEach, expect, test } from 'vitest';
import { createEmbeddedApi } from '#server/embedded/app';
import { migrate, migrations, type Migration } from '#server/embedded/migrations';
import { makeTempDir } from './harness';

const dirs: string[] = [];
function tempDir(): string {
  const dir = makeTempDir();
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tableCounts(db: Database.Database): Record<string, number> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
    name: string;
  }[];
  return Object.fromEntries(tables.map(({ name }) => [name, (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n]));
}

test('creates the data directory and embedded.sqlite in it', () => {
  const dataDir = path.join(tempDir(), 'nested', 'data');
  const api = createEmbeddedApi({ dataDir });
  api.close();
  expect(fs.existsSync(path.join(dataDir, 'embedded.sqlite'))).toBe(true);
});

test('a second start neither duplicates nor changes the seeded rows', async () => {
  const dataDir = tempDir();
  const first = createEmbeddedApi({ dataDir });
  const before = tableCounts(first.db);
  const answerBefore = await (await first.app.request('/api/posts/news?perPage=50')).text();
  first.close();

  const second = createEmbeddedApi({ dataDir });
  expect(tableCounts(second.db)).toEqual(before);
  expect(await (await second.app.request('/api/posts/news?perPage=50')).text()).toBe(answerBefore);
  second.close();

  expect(before.posts).toBeGreaterThanOrEqual(24);
  expect(before.schema_migrations).toBe(migrations.length);
  expect(before.seed_runs).toBe(6);
});

test('content an operator changed survives a restart', () => {
  const dataDir = tempDir();
  const first = createEmbeddedApi({ dataDir });
  first.db.prepare("UPDATE contacts SET data = '+7 (495) 000-00-00' WHERE name = 'telephone'").run();
  first.db.prepare('DELETE FROM calculators WHERE id = ?').run('grounding');
  first.close();

  const second = createEmbeddedApi({ dataDir });
  expect((second.db.prepare("SELECT data FROM contacts WHERE name = 'telephone'").get() as { data: string }).data).toBe(
    '+7 (495) 000-00-00',
  );
  expect(second.db.prepare('SELECT id FROM calculators WHERE id = ?').get('grounding')).toBeUndefined();
  second.close();
});

test('migrations run once each, and a later one reaches an existing database', () => {
  const db = new Database(path.join(tempDir(), 'migrations.sqlite'));
  migrate(db);
  const later: Migration = { name: 'later', up: 'CREATE TABLE later_table (id INTEGER PRIMARY KEY)' };
  migrate(db, [...migrations, later]);
  migrate(db, [...migrations, later]);
  const applied = db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as {
    version: number;
    name: string;
  }[];
  expect(applied.map((row) => [row.version, row.name])).toEqual([
    ...migrations.map((migration, index) => [index + 1, migration.name]),
    [migrations.length + 1, 'later'],
  ]);
  db.close();
});

test('a failed migration leaves the database at the previous version', () => {
  const db = new Database(path.join(tempDir(), 'migrations.sqlite'));
  migrate(db);
  const broken: Migration = { name: 'broken', up: 'CREATE TABLE half_done (id INTEGER); SELECT * FROM no_such_table' };
  expect(() => migrate(db, [...migrations, broken])).toThrow();
  expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
  expect((db.prepare('SELECT max(version) AS v FROM schema_migrations').get() as { v: number }).v).toBe(migrations.length);
  db.close();
});

test('refuses a database written by a newer build', () => {
  const db = new Database(path.join(tempDir(), 'migrations.sqlite'));
  migrate(db, [...migrations, { name: 'from-the-future', up: 'SELECT 1' }]);
  expect(() => migrate(db)).toThrow(/newer build/);
  db.close();
});
