import fs from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runSeedLarge } from '#server/embedded/seed/large/main';
import { openDatabase } from '#server/embedded/database';
import { sections } from '#server/embedded/seed/catalog/sections';
import { demoProductCount, generateSeries } from '#server/embedded/seed/large/generate';
import { insertLargeCatalogue } from '#server/embedded/seed/large/insert';
import { makeTempDir, openTestApi, type TestApi } from './harness';

// The large catalogue (docs/operations.md, "A large catalogue"): realistic, not the demo cloned.
const size = 4000;
const generated = [...generateSeries(size - demoProductCount, 1)].flatMap((s) => s.products.map((p) => ({ ...p, seriesCode: s.code })));

test('the same seed gives the same catalogue, another seed another one', () => {
  const again = [...generateSeries(size - demoProductCount, 1)].flatMap((s) => s.products);
  expect(again.map((p) => [p.id, p.name, p.price, p.specs])).toEqual(generated.map((p) => [p.id, p.name, p.price, p.specs]));
  const other = [...generateSeries(size - demoProductCount, 2)].flatMap((s) => s.products);
  const names = new Set(generated.map((p) => p.name));
  expect(other.filter((p) => names.has(p.name)).length).toBeLessThan(size / 10);
});

test('products are distinct: unique ids and articles, names almost all different, many series', () => {
  expect(generated).toHaveLength(size - demoProductCount);
  expect(new Set(generated.map((p) => p.id)).size).toBe(generated.length);
  expect(new Set(generated.map((p) => p.article)).size).toBe(generated.length);
  expect(new Set(generated.map((p) => p.name)).size).toBeGreaterThan(generated.length * 0.99);
  expect(new Set(generated.map((p) => `${p.brandId}|${p.series}`)).size).toBeGreaterThan(generated.length / 10);
  // Not the demo's names with something appended.
  expect(generated.filter((p) => /\d+$/.test(p.name) || / \(\d+\)$/.test(p.name))).toEqual([]);
});

test('every subsection grows, with ratings the section really has and more of them than a single series', () => {
  const subsections = sections.filter((s) => s.parentId !== null);
  for (const section of subsections) {
    const own = generated.filter((p) => p.sectionId === section.id);
    expect(own.length, section.id).toBeGreaterThan(0);
    const keys = new Set(section.specs.map((d) => d.key));
    for (const p of own)
      expect(
        Object.keys(p.specs).filter((k) => !keys.has(k)),
        p.id,
      ).toEqual([]);
  }
  const breakers = generated.filter((p) => p.sectionId === 'modulnye-avtomaticheskie-vyklyuchateli');
  expect(new Set(breakers.map((p) => p.specs.current)).size).toBeGreaterThanOrEqual(8);
  expect(new Set(breakers.map((p) => p.specs.poles)).size).toBeGreaterThanOrEqual(3);
  expect(new Set(breakers.map((p) => p.brandId)).size).toBeGreaterThanOrEqual(5);
  // A rating shows in the name and the article, as makers write them.
  const sample = breakers[0]!;
  expect(sample.name).toContain(`${sample.specs.current} А`);
  expect(sample.article.startsWith(sample.seriesCode)).toBe(true);
});

let api: TestApi;
beforeAll(() => {
  const dataDir = makeTempDir();
  const db = openDatabase(dataDir);
  insertLargeCatalogue(db, { products: 1500, seed: 1 });
  // A second run replaces what the first generated rather than adding to it.
  insertLargeCatalogue(db, { products: size, seed: 1 });
  db.close();
  api = openTestApi(dataDir);
});
afterAll(() => api.dispose());

test('fills a data directory the embedded API then serves: the demo plus the generated products', async () => {
  expect((api.api.db.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n).toBe(size);
  const product = generated[generated.length - 1]!;
  const page = await api.get(`/api/catalog/products/${product.id}`);
  expect(page.status).toBe(200);
  expect(page.json).toMatchObject({ name: product.name, article: product.article });
  const listing = await api.get(`/api/catalog/sections/${product.sectionId}/products`);
  expect(listing.status).toBe(200);
  expect(fs.existsSync(api.dataDir)).toBe(true);
});

test('refuses a size below the demo catalogue', () => {
  const dataDir = makeTempDir();
  const db = openDatabase(dataDir);
  try {
    expect(() => insertLargeCatalogue(db, { products: 10, seed: 1 })).toThrow(RangeError);
  } finally {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the command leaves the search index built for the catalogue as seeded: the first start reads it', () => {
  const dataDir = makeTempDir();
  try {
    runSeedLarge(['--products', '600'], { DATA_DIR: dataDir });
    const db = openDatabase(dataDir);
    try {
      const { version } = db.prepare('SELECT version FROM catalog_version WHERE id = 1').get() as { version: number };
      const stored = db.prepare('SELECT DISTINCT version FROM catalog_search').all() as { version: number }[];
      expect(stored).toEqual([{ version }]);
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
