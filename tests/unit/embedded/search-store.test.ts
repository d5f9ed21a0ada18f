/**
 * The search index is built once for a catalogue and stored under the catalogue's version
 * (docs/decisions/024-catalogue-at-scale.md): a restart reads it back and answers alike, and a change
 * to the catalogue has it built again.
 */
import { afterEach, expect, test } from 'vitest';
import { openTestApi, type TestApi } from './harness';

const opened: TestApi[] = [];
afterEach(() => {
  for (const api of opened.splice(0)) api.dispose();
});

const queries = ['автоматы', 'MVA20-1-016-C', 'MVB20-1-016-C', 'ва4729', 'шнайдер', 'автомат C16', 'кабель 3х2,5', 'светильнек'];

async function answers(api: TestApi) {
  return Promise.all(queries.map(async (q) => (await api.get(`/api/catalog/search?q=${encodeURIComponent(q)}`)).text));
}

test('a restart reads the stored index instead of building it, and every answer is the same', async () => {
  const first = openTestApi();
  const before = await answers(first);
  const { db } = first.api;
  // A mark in the stored index: building it again would write it anew without the mark.
  db.prepare("UPDATE catalog_search SET body = CAST(json_set(CAST(body AS TEXT), '$.mark', 1) AS BLOB) WHERE part = 'meta'").run();
  first.api.close();

  const again = openTestApi(first.dataDir);
  opened.push(again);
  const meta = again.api.db.prepare("SELECT CAST(body AS TEXT) AS body FROM catalog_search WHERE part = 'meta'").get() as { body: string };
  expect(JSON.parse(meta.body)).toHaveProperty('mark', 1);
  expect(await answers(again)).toEqual(before);
});

test('a changed product has the index built again on the next start', async () => {
  const first = openTestApi();
  const { id } = first.api.db.prepare('SELECT id FROM products ORDER BY num_id LIMIT 1').get() as { id: string };
  first.api.db.prepare('UPDATE products SET name = ? WHERE id = ?').run('Ротаметрический преобразователь', id);
  first.api.close();

  const again = openTestApi(first.dataDir);
  opened.push(again);
  const found = (await again.get(`/api/catalog/search?q=${encodeURIComponent('ротаметрический')}`)).json as { items: { id: string }[] };
  expect(found.items.map((item) => item.id)).toEqual([id]);
});
