import { randomBytes } from 'node:crypto';
import type Database from 'libsql';
import { checkQuantity } from '#shared/contract/specs';
import {
  importLimits,
  importMessages,
  type ImportProduct,
  type ImportRow,
  type ImportRowInput,
  type ResolveImportRow,
  type SpecImport,
} from '#shared/contract/spec-imports';
import { validationMessage } from '#shared/validation/messages';
import { readQuantity } from '#shared/specs/paste-lines';
import type { Clock } from '../accounts/clock';
import type { BulkMatcher, RowMatch } from '../catalog/bulk-match';
import type { CatalogProduct, ProductLookup } from '../catalog/model';
import { ApiFailure } from '../errors';
import type { SpecRow, SpecStore } from './store';

interface ImportRecord {
  id: string;
  spec_id: number;
  created_at: number;
  rows: string;
}

const keepMs = importLimits.keepHours * 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function productView(product: CatalogProduct): ImportProduct {
  return {
    id: product.card.id,
    name: product.card.name,
    article: product.card.article,
    brand: product.brandName,
    unit: product.card.unit,
    url: product.card.url,
    price: product.card.price,
  };
}

/**
 * Bulk adds and their outcomes (docs/behaviour.md, "Bulk add"): the rows matched, the matched
 * ones added to the specification at once, the outcome kept a day under an unguessable id with the
 * specification it went into — only that specification's owner reaches it.
 */
export function createSpecImports(
  db: Database.Database,
  matcher: BulkMatcher,
  specs: SpecStore,
  catalog: ProductLookup<string>,
  now: Clock,
) {
  const q = {
    insert: db.prepare('INSERT INTO spec_imports (id, spec_id, created_at, rows) VALUES (?, ?, ?, ?)'),
    sweep: db.prepare('DELETE FROM spec_imports WHERE created_at < ?'),
    byGuest: db.prepare(
      'SELECT i.* FROM spec_imports i JOIN specs s ON s.id = i.spec_id WHERE i.id = ? AND s.guest_id = ? AND i.created_at >= ?',
    ),
    byUser: db.prepare(
      'SELECT i.* FROM spec_imports i JOIN specs s ON s.id = i.spec_id WHERE i.id = ? AND s.user_id = ? AND i.created_at >= ?',
    ),
    spec: db.prepare('SELECT * FROM specs WHERE id = ?'),
    update: db.prepare('UPDATE spec_imports SET rows = ? WHERE id = ?'),
  };

  /** A row read and matched; `add` is what goes into the specification when it matched. */
  function settle(
    input: { line: number; text: string; quantity?: number | string | null },
    match: (text: string) => RowMatch = matcher.match,
  ): {
    row: ImportRow;
    add?: { productId: string; quantity: number };
  } {
    const text = input.text.trim();
    const given =
      input.quantity === undefined || input.quantity === null
        ? 1
        : typeof input.quantity === 'number'
          ? input.quantity
          : readQuantity(input.quantity);
    const quantity = typeof given === 'number' && Number.isFinite(given) ? given : null;
    const row: ImportRow = {
      line: input.line,
      text,
      quantity,
      status: 'refused',
      product: null,
      crossReference: null,
      candidates: [],
      message: null,
    };
    if (!text) return { row: { ...row, message: validationMessage('required', 'Артикул') } };
    if (text.length > importLimits.textMax) return { row: { ...row, message: importMessages.textTooLong } };
    if (quantity === null) return { row: { ...row, message: validationMessage('number', 'Количество') } };
    const found = match(text);
    if (found.status === 'ambiguous')
      return { row: { ...row, status: 'ambiguous', candidates: found.candidates.map(productView), message: importMessages.ambiguous } };
    if (found.status === 'unmatched') {
      return {
        row: {
          ...row,
          status: 'unmatched',
          candidates: found.suggestions.map(productView),
          message: found.broad ? importMessages.broad : importMessages.unmatched,
        },
      };
    }
    const matched = { ...row, product: productView(found.product), crossReference: found.crossReference };
    const refusal = checkQuantity(quantity, found.product.card.unit);
    if (refusal) return { row: { ...matched, message: refusal } };
    return { row: { ...matched, status: 'matched' }, add: { productId: found.product.card.id, quantity } };
  }

  /** The settled rows' products into the specification; a product it refuses (bounds, 500 lines) marks its row refused. */
  function addAll(spec: SpecRow, settled: { row: ImportRow; add?: { productId: string; quantity: number } }[]): ImportRow[] {
    const adding = settled.filter((s) => s.add);
    const refusals = specs.addEach(
      spec,
      adding.map((s) => s.add!),
    );
    adding.forEach((s, i) => {
      const refusal = refusals[i];
      if (refusal) s.row = { ...s.row, status: 'refused', message: refusal };
    });
    return settled.map((s) => s.row);
  }

  function view(record: ImportRecord, rows: ImportRow[] = JSON.parse(record.rows) as ImportRow[]): SpecImport {
    const spec = q.spec.get(record.spec_id) as SpecRow | undefined;
    return {
      id: record.id,
      specId: spec ? (spec.guest_id ?? String(spec.id)) : '',
      createdAt: iso(record.created_at),
      expiresAt: iso(record.created_at + keepMs),
      rows,
    };
  }

  return {
    create(spec: SpecRow, inputs: readonly ImportRowInput[]): SpecImport {
      q.sweep.run(now() - keepMs);
      // A list repeats itself (the same article on several lines of an estimate): each text is matched once.
      const matched = new Map<string, RowMatch>();
      const match = (text: string) => matched.get(text) ?? matched.set(text, matcher.match(text)).get(text)!;
      const rows = addAll(
        spec,
        inputs.map((input) => settle(input, match)),
      );
      const record: ImportRecord = {
        id: randomBytes(24).toString('base64url'),
        spec_id: spec.id,
        created_at: now(),
        rows: JSON.stringify(rows),
      };
      q.insert.run(record.id, record.spec_id, record.created_at, record.rows);
      return view(record, rows);
    },

    /** The import, when the guest's specification holds it; undefined for any other (or an expired one). */
    ofGuest(importId: string, guestId: string): ImportRecord | undefined {
      return q.byGuest.get(importId, guestId, now() - keepMs) as ImportRecord | undefined;
    },

    /** The import, when it went into one of the user's specifications. */
    ofUser(importId: string, userId: number): ImportRecord | undefined {
      return q.byUser.get(importId, userId, now() - keepMs) as ImportRecord | undefined;
    },

    view,

    /** A row settled by the visitor: a product chosen among those offered, or its text corrected and matched again. */
    resolve(record: ImportRecord, line: number, change: ResolveImportRow): SpecImport {
      const rows = JSON.parse(record.rows) as ImportRow[];
      const index = rows.findIndex((row) => row.line === line);
      const row = rows[index];
      if (!row) throw new ApiFailure(404, importMessages.rowNotFound);
      if (row.status === 'matched') throw new ApiFailure(409, importMessages.alreadySettled);
      // An emptied correction is a mistake, not a new row to refuse: the row stays as it was.
      if (!('productId' in change) && !change.text.trim()) throw new ApiFailure(400, validationMessage('required', 'Артикул'));
      const spec = q.spec.get(record.spec_id) as SpecRow | undefined;
      if (!spec) throw new ApiFailure(404, importMessages.notFound);
      let settled: { row: ImportRow; add?: { productId: string; quantity: number } };
      if ('productId' in change) {
        const chosen = row.candidates.find((candidate) => candidate.id === change.productId);
        const product = catalog.get(change.productId);
        if (!chosen || !product) throw new ApiFailure(400, importMessages.notOffered);
        if (row.quantity === null) throw new ApiFailure(400, validationMessage('number', 'Количество'));
        const matched: ImportRow = { ...row, product: productView(product), crossReference: null, candidates: [], message: null };
        const refusal = checkQuantity(row.quantity, product.card.unit);
        settled = refusal
          ? { row: { ...matched, status: 'refused', message: refusal } }
          : { row: { ...matched, status: 'matched' }, add: { productId: product.card.id, quantity: row.quantity } };
      } else {
        settled = settle({ line, text: change.text, quantity: change.quantity ?? row.quantity });
      }
      rows[index] = addAll(spec, [settled])[0]!;
      q.update.run(JSON.stringify(rows), record.id);
      return view(record, rows);
    },
  };
}

export type SpecImports = ReturnType<typeof createSpecImports>;
