import { randomBytes } from 'node:crypto';
import type Database from 'libsql';
import {
  checkQuantity,
  type AddSpecLine,
  quantityBounds,
  specLimits,
  specMessages,
  type Spec,
  type SpecAvailability,
  type SpecLine,
  type SpecOffer,
  type SpecSummary,
} from '#shared/contract/specs';
import type { Clock } from '../accounts/clock';
import { days } from '../accounts/clock';
import type { CatalogModel, CatalogProduct } from '../catalog/model';
import { ApiFailure } from '../errors';
import { createSpecShares } from './shares';

interface SpecRow {
  id: number;
  user_id: number | null;
  guest_id: string | null;
  name: string;
  created_at: number;
  updated_at: number;
}
interface LineRow {
  product_id: string;
  quantity: number;
  note: string;
  saved_price_kopecks: number;
  saved_availability: string;
  added_at: number;
}

/** A guest specification nobody touched for this long is deleted when the next one is created. */
export const guestSpecKeepMs = days(90);

const iso = (ms: number) => new Date(ms).toISOString();

function availabilityOf(product: CatalogProduct | undefined): SpecAvailability {
  if (!product) return { status: 'unavailable' };
  const { stock } = product.product;
  return stock.status === 'in_stock'
    ? { status: 'in_stock', quantity: stock.quantity, ...(stock.warehouses ? { warehouses: stock.warehouses } : {}) }
    : { status: 'to_order', leadDays: stock.leadDays };
}

/** Notes of the same product from two lists: both kept, once each, within the note's length. */
function joinNotes(kept: string, added: string): string {
  if (!added || added === kept) return kept;
  if (!kept) return added;
  return `${kept}; ${added}`.slice(0, specLimits.noteMax);
}

/**
 * The embedded API's specifications (docs/decisions/014-specifications.md). Every lookup of a
 * user's specification is by owner and id together, so another user's id reads as unknown.
 */
export function createSpecStore(db: Database.Database, catalog: CatalogModel, now: Clock) {
  const shares = createSpecShares(db, now);
  const q = {
    byId: db.prepare('SELECT * FROM specs WHERE id = ?'),
    byGuest: db.prepare('SELECT * FROM specs WHERE guest_id = ?'),
    byOwner: db.prepare('SELECT * FROM specs WHERE id = ? AND user_id = ?'),
    recent: db.prepare('SELECT * FROM specs WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1'),
    list: db.prepare(
      'SELECT s.*, (SELECT count(*) FROM spec_lines l WHERE l.spec_id = s.id) AS line_count FROM specs s ' +
        'WHERE user_id = ? ORDER BY updated_at DESC, id DESC',
    ),
    countOwned: db.prepare('SELECT count(*) AS n FROM specs WHERE user_id = ?'),
    insert: db.prepare('INSERT INTO specs (user_id, guest_id, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)'),
    rename: db.prepare('UPDATE specs SET name = ?, updated_at = ? WHERE id = ?'),
    touch: db.prepare('UPDATE specs SET updated_at = ? WHERE id = ?'),
    remove: db.prepare('DELETE FROM specs WHERE id = ?'),
    sweepGuests: db.prepare('DELETE FROM specs WHERE guest_id IS NOT NULL AND updated_at < ?'),
    lines: db.prepare('SELECT * FROM spec_lines WHERE spec_id = ? ORDER BY position'),
    line: db.prepare('SELECT * FROM spec_lines WHERE spec_id = ? AND product_id = ?'),
    lineCount: db.prepare('SELECT count(*) AS n, coalesce(max(position), 0) AS last FROM spec_lines WHERE spec_id = ?'),
    insertLine: db.prepare(
      'INSERT INTO spec_lines (spec_id, product_id, position, quantity, note, saved_price_kopecks, saved_availability, added_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    updateLine: db.prepare(
      'UPDATE spec_lines SET quantity = ?, note = ?, saved_price_kopecks = ?, saved_availability = ? WHERE spec_id = ? AND product_id = ?',
    ),
    removeLine: db.prepare('DELETE FROM spec_lines WHERE spec_id = ? AND product_id = ?'),
    copyLines: db.prepare(
      'INSERT INTO spec_lines (spec_id, product_id, position, quantity, note, saved_price_kopecks, saved_availability, added_at) ' +
        'SELECT ?, product_id, position, quantity, note, saved_price_kopecks, saved_availability, added_at ' +
        'FROM spec_lines WHERE spec_id = ?',
    ),
  };

  const offerOf = (product: CatalogProduct | undefined): { kopecks: number; availability: SpecAvailability } => ({
    kopecks: product?.priceKopecks ?? 0,
    availability: availabilityOf(product),
  });

  function lineView(row: LineRow): SpecLine {
    const product = catalog.byId.get(row.product_id);
    const saved: SpecOffer = { price: row.saved_price_kopecks / 100, availability: JSON.parse(row.saved_availability) as SpecAvailability };
    return {
      productId: row.product_id,
      quantity: row.quantity,
      note: row.note,
      saved,
      product: product
        ? {
            name: product.card.name,
            article: product.card.article,
            brand: product.brandName,
            unit: product.card.unit,
            url: product.card.url,
            picture: product.card.picture,
            current: { price: product.card.price, availability: availabilityOf(product) },
          }
        : null,
      addedAt: iso(row.added_at),
    };
  }

  function view(spec: SpecRow): Spec {
    const share = shares.of(spec.id);
    return {
      id: spec.guest_id ?? String(spec.id),
      name: spec.name,
      lines: (q.lines.all(spec.id) as LineRow[]).map(lineView),
      createdAt: iso(spec.created_at),
      updatedAt: iso(spec.updated_at),
      ...(share ? { share } : {}),
    };
  }

  function insertSpec(owner: { userId: number } | { guestId: string }, name: string): SpecRow {
    const t = now();
    const userId = 'userId' in owner ? owner.userId : null;
    const guestId = 'guestId' in owner ? owner.guestId : null;
    const { lastInsertRowid } = q.insert.run(userId, guestId, name, t, t);
    return { id: Number(lastInsertRowid), user_id: userId, guest_id: guestId, name, created_at: t, updated_at: t };
  }

  function ensureRoomForSpec(userId: number): void {
    if ((q.countOwned.get(userId) as { n: number }).n >= specLimits.perUser) throw new ApiFailure(409, specMessages.tooManySpecs);
  }

  function productOf(productId: string): CatalogProduct {
    const product = catalog.byId.get(productId);
    if (!product) throw new ApiFailure(404, specMessages.productNotFound);
    return product;
  }

  /** A quantity past the unit's bounds (a sum included) is refused with the bounds in the message. */
  function quantityOrFail(quantity: number, unit: string): number {
    const message = checkQuantity(quantity, unit);
    if (message) throw new ApiFailure(400, message);
    return quantity;
  }

  /** Sums never leave the binary fraction noise of REAL in a stored quantity (0.1 + 0.2). */
  const rounded = (quantity: number, unit: string) => {
    const scale = 10 ** quantityBounds(unit).decimals;
    return Math.round(quantity * scale) / scale;
  };

  /** «В спецификацию» inside a transaction the caller holds; a refusal throws before anything is written. */
  function addInside(spec: SpecRow, productId: string, quantity: number, note: string | undefined): void {
    const product = productOf(productId);
    const unit = product.card.unit;
    quantityOrFail(quantity, unit);
    const offer = offerOf(product);
    const existing = q.line.get(spec.id, productId) as LineRow | undefined;
    if (existing) {
      const sum = quantityOrFail(rounded(existing.quantity + quantity, unit), unit);
      const kept = note === undefined ? existing.note : joinNotes(existing.note, note);
      q.updateLine.run(sum, kept, offer.kopecks, JSON.stringify(offer.availability), spec.id, productId);
    } else {
      const { n, last } = q.lineCount.get(spec.id) as { n: number; last: number };
      if (n >= specLimits.lines) throw new ApiFailure(409, specMessages.tooManyLines);
      q.insertLine.run(spec.id, productId, last + 1, quantity, note ?? '', offer.kopecks, JSON.stringify(offer.availability), now());
    }
    q.touch.run(now(), spec.id);
  }

  return {
    view,
    /** Read-only links (docs/decisions/017-share-links.md). */
    shares,

    /** The specification a live share link opens; any other token is unknown. */
    shared(token: string): SpecRow | undefined {
      const specId = shares.specIdOf(token);
      return specId === undefined ? undefined : (q.byId.get(specId) as SpecRow | undefined);
    },

    guest(guestId: string): SpecRow | undefined {
      return q.byGuest.get(guestId) as SpecRow | undefined;
    },

    createGuest(): SpecRow {
      q.sweepGuests.run(now() - guestSpecKeepMs);
      return insertSpec({ guestId: randomBytes(24).toString('base64url') }, specMessages.defaultName);
    },

    owned(userId: number, specId: string): SpecRow | undefined {
      return q.byOwner.get(Number(specId), userId) as SpecRow | undefined;
    },

    list(userId: number): SpecSummary[] {
      return (q.list.all(userId) as (SpecRow & { line_count: number })[]).map((row) => ({
        id: String(row.id),
        name: row.name,
        lineCount: row.line_count,
        createdAt: iso(row.created_at),
        updatedAt: iso(row.updated_at),
      }));
    },

    create(userId: number, name: string): SpecRow {
      ensureRoomForSpec(userId);
      return insertSpec({ userId }, name);
    },

    /**
     * The specification «В спецификацию» adds to: the most recently changed; none while the user has
     * none (reading makes nothing: the first add creates it).
     */
    current(userId: number): SpecRow | undefined {
      return q.recent.get(userId) as SpecRow | undefined;
    },

    rename(spec: SpecRow, name: string): void {
      q.rename.run(name, now(), spec.id);
    },

    remove(spec: SpecRow): void {
      q.remove.run(spec.id);
    },

    duplicate(userId: number, spec: SpecRow): SpecRow {
      ensureRoomForSpec(userId);
      return db.transaction(() => {
        const copy = insertSpec({ userId }, specMessages.copyName(spec.name));
        q.copyLines.run(copy.id, spec.id);
        return copy;
      })();
    },

    addLine(spec: SpecRow, productId: string, quantity: number, note: string | undefined): void {
      db.transaction(() => addInside(spec, productId, quantity, note))();
    },

    /**
     * Several products in one transaction (a bulk add): each added as `addLine` would, in order; a
     * refused one does not stop the others (unlike `addLines`). Answers each one's refusal message, or undefined.
     */
    addEach(spec: SpecRow, items: readonly { productId: string; quantity: number }[]): (string | undefined)[] {
      return db.transaction(() =>
        items.map(({ productId, quantity }) => {
          try {
            addInside(spec, productId, quantity, undefined);
            return undefined;
          } catch (error) {
            if (error instanceof ApiFailure) return error.message;
            throw error;
          }
        }),
      )();
    },

    /**
     * «Всё в спецификацию»: the lines go in together or not at all. A product listed twice in the
     * batch or already in the specification gets the quantities summed; any sum past its unit's
     * bounds, or more than 500 lines in the end, refuses the whole batch. A product not in the
     * catalogue is left out and named in `unknown`.
     */
    addLines(spec: SpecRow, lines: readonly AddSpecLine[]): { added: number; unknown: string[] } {
      const unknown: string[] = [];
      const sums = new Map<string, { product: CatalogProduct; quantity: number; note: string | undefined }>();
      lines.forEach((line, index) => {
        const product = catalog.byId.get(line.productId);
        if (!product) {
          if (!unknown.includes(line.productId)) unknown.push(line.productId);
          return;
        }
        const unit = product.card.unit;
        const atLine = (message: string) => new ApiFailure(400, specMessages.atLine(index, message));
        const own = checkQuantity(line.quantity, unit);
        if (own) throw atLine(own);
        const before = sums.get(line.productId);
        const quantity = rounded((before?.quantity ?? 0) + line.quantity, unit);
        const sum = checkQuantity(quantity, unit);
        if (sum) throw atLine(sum);
        const note = line.note === undefined ? before?.note : joinNotes(before?.note ?? '', line.note);
        sums.set(line.productId, { product, quantity, note });
      });
      db.transaction(() => {
        let { n, last } = q.lineCount.get(spec.id) as { n: number; last: number };
        const t = now();
        for (const [productId, { product, quantity, note }] of sums) {
          const unit = product.card.unit;
          const offer = offerOf(product);
          const existing = q.line.get(spec.id, productId) as LineRow | undefined;
          if (existing) {
            const sum = rounded(existing.quantity + quantity, unit);
            const message = checkQuantity(sum, unit);
            if (message)
              throw new ApiFailure(
                400,
                specMessages.atLine(
                  lines.findIndex((l) => l.productId === productId),
                  message,
                ),
              );
            const kept = note === undefined ? existing.note : joinNotes(existing.note, note);
            q.updateLine.run(sum, kept, offer.kopecks, JSON.stringify(offer.availability), spec.id, productId);
          } else {
            if (n >= specLimits.lines) throw new ApiFailure(409, specMessages.tooManyLines);
            n += 1;
            last += 1;
            q.insertLine.run(spec.id, productId, last, quantity, note ?? '', offer.kopecks, JSON.stringify(offer.availability), t);
          }
        }
        if (sums.size) q.touch.run(t, spec.id);
      })();
      return { added: lines.length - lines.filter((line) => unknown.includes(line.productId)).length, unknown };
    },

    /** A new quantity saves the price and availability anew: the visitor has seen them. */
    updateLine(spec: SpecRow, productId: string, change: { quantity?: number; note?: string }): void {
      const existing = q.line.get(spec.id, productId) as LineRow | undefined;
      if (!existing) throw new ApiFailure(404, specMessages.lineNotFound);
      const product = catalog.byId.get(productId);
      const quantity = change.quantity === undefined ? existing.quantity : quantityOrFail(change.quantity, product?.card.unit ?? 'шт');
      const offer = change.quantity === undefined || !product ? undefined : offerOf(product);
      q.updateLine.run(
        quantity,
        change.note ?? existing.note,
        offer?.kopecks ?? existing.saved_price_kopecks,
        offer ? JSON.stringify(offer.availability) : existing.saved_availability,
        spec.id,
        productId,
      );
      q.touch.run(now(), spec.id);
    },

    removeLine(spec: SpecRow, productId: string): void {
      if (q.removeLine.run(spec.id, productId).changes === 0) throw new ApiFailure(404, specMessages.lineNotFound);
      q.touch.run(now(), spec.id);
    },

    /**
     * The guest's lines join the user's current specification: a product already there gets the
     * quantities summed (at most the unit's maximum), notes kept; new products are appended while
     * there is room. The guest specification is deleted. Answers how many lines did not fit.
     */
    merge(userId: number, guest: SpecRow): { spec: SpecRow; skipped: number } {
      return db.transaction(() => {
        const target = (q.recent.get(userId) as SpecRow | undefined) ?? insertSpec({ userId }, specMessages.defaultName);
        let { n, last } = q.lineCount.get(target.id) as { n: number; last: number };
        let skipped = 0;
        for (const line of q.lines.all(guest.id) as LineRow[]) {
          const existing = q.line.get(target.id, line.product_id) as LineRow | undefined;
          const unit = catalog.byId.get(line.product_id)?.card.unit ?? 'шт';
          if (existing) {
            const sum = Math.min(rounded(existing.quantity + line.quantity, unit), quantityBounds(unit).max);
            const note = joinNotes(existing.note, line.note);
            q.updateLine.run(sum, note, existing.saved_price_kopecks, existing.saved_availability, target.id, line.product_id);
          } else if (n < specLimits.lines) {
            n += 1;
            last += 1;
            q.insertLine.run(
              target.id,
              line.product_id,
              last,
              line.quantity,
              line.note,
              line.saved_price_kopecks,
              line.saved_availability,
              line.added_at,
            );
          } else {
            skipped += 1;
          }
        }
        q.remove.run(guest.id);
        q.touch.run(now(), target.id);
        return { spec: { ...target, updated_at: now() }, skipped };
      })();
    },
  };
}

export type SpecStore = ReturnType<typeof createSpecStore>;
export type { SpecRow };
