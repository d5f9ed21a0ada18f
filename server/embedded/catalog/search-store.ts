import type Database from 'libsql';
import type { IndexData } from './search-index';

/**
 * The built search (catalog/search.ts) as it is kept in `catalog_search`, one row a part, under the
 * catalogue's version (`catalog_version`, bumped by every change to a product, section or brand): a
 * start reads it back in a few hundred milliseconds instead of analysing every product again.
 */
export interface BuiltSearch {
  index: IndexData;
  /** Product id of each document. */
  ids: string[];
  /** Article key of each document. */
  articleKeys: string[];
  /** Other makers' articles: document, brand, article. */
  crossReferences: [doc: number, brand: string, article: string][];
  /** The vocabularies: every word term and every joined designation, sections' included. */
  words: string[];
  joined: string[];
}

const lines = (list: readonly string[]) => Buffer.from(list.join('\n'));
const unlines = (body: Uint8Array) => (body.length ? Buffer.from(body).toString().split('\n') : []);
const bytes = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
/** A typed array over a copy: a row's buffer need not be aligned to the element size. */
const copy = (body: Uint8Array) => body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength);

export function catalogVersion(db: Database.Database): number {
  return (db.prepare('SELECT version FROM catalog_version WHERE id = 1').get() as { version: number }).version;
}

export function readBuiltSearch(db: Database.Database, version: number): BuiltSearch | undefined {
  const rows = db.prepare('SELECT part, body FROM catalog_search WHERE version = ?').all(version) as {
    part: string;
    body: ArrayBuffer | Uint8Array;
  }[];
  // libsql answers a BLOB as an ArrayBuffer or a Buffer, depending on its version.
  const parts = new Map(rows.map((row) => [row.part, row.body instanceof Uint8Array ? row.body : new Uint8Array(row.body)]));
  const part = (name: string) => parts.get(name);
  const needed = ['meta', 'terms', 'offsets', 'docs', 'counts', 'lengths', 'averages', 'ids', 'articleKeys', 'crossReferences'];
  if (!needed.every((name) => part(name)) || !part('words') || !part('joined')) return undefined;
  const meta = JSON.parse(Buffer.from(part('meta')!).toString()) as { fieldCount: number; size: number };
  return {
    index: {
      ...meta,
      terms: unlines(part('terms')!),
      offsets: new Int32Array(copy(part('offsets')!)),
      docs: new Int32Array(copy(part('docs')!)),
      counts: new Uint16Array(copy(part('counts')!)),
      lengths: new Uint16Array(copy(part('lengths')!)),
      averages: new Float64Array(copy(part('averages')!)),
    },
    ids: unlines(part('ids')!),
    articleKeys: meta.size ? Buffer.from(part('articleKeys')!).toString().split('\n') : [],
    crossReferences: JSON.parse(Buffer.from(part('crossReferences')!).toString()) as BuiltSearch['crossReferences'],
    words: unlines(part('words')!),
    joined: unlines(part('joined')!),
  };
}

export function storeBuiltSearch(db: Database.Database, version: number, built: BuiltSearch): void {
  const { index } = built;
  const parts: [string, Uint8Array][] = [
    ['meta', Buffer.from(JSON.stringify({ fieldCount: index.fieldCount, size: index.size }))],
    ['terms', lines(index.terms)],
    ['offsets', bytes(index.offsets)],
    ['docs', bytes(index.docs)],
    ['counts', bytes(index.counts)],
    ['lengths', bytes(index.lengths)],
    ['averages', bytes(index.averages)],
    ['ids', lines(built.ids)],
    ['articleKeys', lines(built.articleKeys)],
    ['crossReferences', Buffer.from(JSON.stringify(built.crossReferences))],
    ['words', lines(built.words)],
    ['joined', lines(built.joined)],
  ];
  const write = db.prepare(
    `INSERT INTO catalog_search (part, version, body) VALUES (?, ?, ?)
     ON CONFLICT (part) DO UPDATE SET version = excluded.version, body = excluded.body`,
  );
  db.transaction(() => {
    for (const [part, body] of parts) write.run(part, version, body);
  })();
}
