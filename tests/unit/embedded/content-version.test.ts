/**
 * GET /api/content-version changes whenever content behind the public pages changes, and only then
 * (docs/decisions/011-reused-public-html.md): the BFF's reused HTML depends on it.
 */
import { afterEach, expect, test } from 'vitest';
import { accountTables } from './accounts-client';
import { openTestApi, type TestApi } from './harness';

let api: TestApi | undefined;
afterEach(() => api?.dispose());

async function version(t: TestApi): Promise<string> {
  const answer = await t.get('/api/content-version');
  expect(answer.status).toBe(200);
  return (answer.json as { version: string }).version;
}

/** Tables that hold no published content: accounts, visitors' requests and specifications, bookkeeping. */
const visitorTables = [
  'outbox',
  'outbox_attachments',
  'quote_requests',
  'quote_request_lines',
  'specs',
  'spec_lines',
  'spec_imports',
  'spec_shares',
  'project_items',
  'consent_log',
];
// The catalogue's own version and the search index stored under it are bookkeeping of the catalogue tables' triggers.
const catalogueBookkeeping = ['catalog_version', 'catalog_search'];
const notContent = new Set([
  'schema_migrations',
  'seed_runs',
  'content_version',
  ...catalogueBookkeeping,
  ...accountTables,
  ...visitorTables,
]);

test('every change to a content table changes the version; reads and account activity do not', async () => {
  api = openTestApi();
  const first = await version(api);
  expect(await version(api)).toBe(first);

  await api.get('/api/posts/news');
  api.api.db.prepare('INSERT INTO outbox (recipient, subject, text, created_at) VALUES (?, ?, ?, ?)').run('a@b.ru', 's', 't', 1);
  expect(await version(api)).toBe(first);

  api.api.db.prepare("UPDATE documents SET html = '<p>Новый текст</p>' WHERE slug = 'privacy'").run();
  const second = await version(api);
  expect(second).not.toBe(first);

  api.api.db.prepare('DELETE FROM calculators WHERE id = ?').run('grounding');
  expect(await version(api)).not.toBe(second);
});

test('every table is either content (with its three triggers) or listed as not content', () => {
  api = openTestApi();
  const tables = api.api.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
    name: string;
  }[];
  const triggers = api.api.db
    .prepare("SELECT tbl_name AS name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'content_version_%'")
    .all() as { name: string }[];
  for (const { name } of tables) {
    if (notContent.has(name)) continue;
    expect(triggers.filter((trigger) => trigger.name === name).length, name).toBe(3);
  }
});

test('a restart changes the version: the catalogue in memory was loaded again', async () => {
  api = openTestApi();
  const before = await version(api);
  const { dataDir } = api;
  api.api.close();
  api = openTestApi(dataDir);
  expect(await version(api)).not.toBe(before);
});
