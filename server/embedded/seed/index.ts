import type Database from 'libsql';
import { insertDemoContent } from './demo-content';
import { insertCatalog } from './insert-catalog';
import { insertEngineeringTools } from './insert-engineering-tools';
import { insertConsentDocument } from './consent';

interface Seed {
  /** Recorded in `seed_runs`; never rename a seed that has shipped, or it runs again. */
  name: string;
  run(db: Database.Database): void;
}

/**
 * Demo data, each set inserted once per data directory. Later sets (demo users, say) are added
 * at the end and reach existing installations on their next start; content an operator has
 * since changed is never overwritten.
 */
const seeds: readonly Seed[] = [
  { name: 'demo-content', run: insertDemoContent },
  { name: 'catalog', run: insertCatalog },
  { name: 'engineering-tools', run: insertEngineeringTools },
  // The catalogue again (it upserts): DIN-rail sockets reach installations seeded before them.
  { name: 'catalog-din-sockets', run: insertCatalog },
  // Once more: the breakers' cross-references (other makers' articles) reach seeded installations.
  { name: 'catalog-cross-references', run: insertCatalog },
  // The separate consent document (/legal/consent) reaches seeded installations.
  { name: 'consent-document', run: insertConsentDocument },
];

export function seedDemoData(db: Database.Database): void {
  const done = db.prepare('SELECT name FROM seed_runs WHERE name = ?');
  const record = db.prepare('INSERT INTO seed_runs (name, applied_at) VALUES (?, ?)');
  for (const seed of seeds) {
    // IMMEDIATE: the check and the inserts happen under one write lock (see migrate()).
    db.transaction(() => {
      if (done.get(seed.name)) return;
      seed.run(db);
      record.run(seed.name, new Date().toISOString());
    }).immediate();
  }
}
