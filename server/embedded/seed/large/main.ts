/**
 * `npm run seed:large -- --products 100000 [--seed 1]`: fills the embedded API's data directory
 * (DATA_DIR, ./data by default) with a large generated catalogue (docs/operations.md, "A large
 * catalogue"). Run it with the site stopped; the next start serves the new catalogue.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadCatalog } from '../../catalog/model';
import { createCatalogSearch } from '../../catalog/search';
import { openDatabase } from '../../database';
import { createImageReader } from '../../images';
import { demoProductCount } from './generate';
import { insertLargeCatalogue } from './insert';

const argsSchema = z.object({
  products: z.coerce.number().int().min(demoProductCount),
  seed: z.coerce.number().int().min(0).default(1),
  dataDir: z.string().min(1),
});

export function runSeedLarge(argv: string[], env: Record<string, string | undefined>): void {
  const { values } = parseArgs({ args: argv, options: { products: { type: 'string' }, seed: { type: 'string' } } });
  const parsed = argsSchema.safeParse({ ...values, dataDir: env.DATA_DIR ?? './data' });
  if (!parsed.success) {
    console.error(`seed:large: --products needs a whole number of at least ${demoProductCount}; --seed a whole number (default 1)`);
    process.exitCode = 2;
    return;
  }
  const dataDir = path.resolve(parsed.data.dataDir);
  const started = performance.now();
  const db = openDatabase(dataDir);
  try {
    const { generated, series } = insertLargeCatalogue(db, { products: parsed.data.products, seed: parsed.data.seed });
    // The search index is built and stored here, once, as a start would: the site's first start after
    // seeding reads it instead of analysing every product (docs/operations.md, "A large catalogue").
    createCatalogSearch(loadCatalog(db, createImageReader(db)), db);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`seed:large: ${demoProductCount} demo + ${generated} generated products in ${series} series, ${seconds} s (${dataDir})`);
  } finally {
    db.close();
  }
}
