import type Database from 'libsql';
import { designTitle } from '#shared/designer/design-title';
import { designDeviceCount } from '#shared/designer/totals';
import { decodeDesign, designParam } from '#shared/designer/url-encoding';
import type { SavedItem } from '#shared/contract/auth';
import type { Clock } from './clock';
import { createImageReader } from '../images';

/** Saved items ("Избранное" of /my/saves): products and panel designs a user put aside. */
export type SaveKind = SavedItem['kind'];

export interface SaveTarget {
  title: string;
  url: string;
}

export interface SavedItems {
  list(userId: number): SavedItem[];
  /** The user's item for this thing, if already saved. */
  find(userId: number, kind: SaveKind, refId: string): SavedItem | undefined;
  /** What a save of `kind`/`refId` points at, or undefined when there is no such thing. */
  target(kind: SaveKind, refId: string): SaveTarget | undefined;
  /** Saves it (once: a second save returns the first item and `created: false`). */
  add(userId: number, kind: SaveKind, refId: string, target: SaveTarget): { item: SavedItem; created: boolean };
  /** False when the item does not exist or is someone else's. */
  remove(userId: number, id: number): boolean;
}

interface SavedRow {
  id: number;
  kind: SaveKind;
  ref_id: string;
  title: string;
  url: string;
  created_at: number;
}

const plainItem = (row: SavedRow): SavedItem => ({
  id: row.id,
  kind: row.kind,
  refId: row.ref_id,
  title: row.title,
  url: row.url,
  createdAt: new Date(row.created_at).toISOString(),
});

export function createSavedItems(db: Database.Database, now: Clock): SavedItems {
  const columns = 'id, kind, ref_id, title, url, created_at';
  const selectAll = db.prepare(`SELECT ${columns} FROM saved_items WHERE user_id = ? ORDER BY created_at DESC, id DESC`);
  const selectOne = db.prepare(`SELECT ${columns} FROM saved_items WHERE user_id = ? AND kind = ? AND ref_id = ?`);
  const insert = db.prepare(`
    INSERT INTO saved_items (user_id, kind, ref_id, title, url, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (user_id, kind, ref_id) DO NOTHING
    RETURNING ${columns}`);
  const deleteOne = db.prepare('DELETE FROM saved_items WHERE id = ? AND user_id = ?');
  const selectProduct = db.prepare('SELECT id, url, name FROM products WHERE id = ?');
  const selectElPanel = db.prepare('SELECT id, name FROM el_panels WHERE id = ?');
  const selectPictures = db.prepare('SELECT pictures FROM products WHERE id = ?');
  const image = createImageReader(db);
  // A product shows its picture; panels and designs are drawn by the page from their design.
  const item = (row: SavedRow): SavedItem => {
    const found = row.kind === 'product' ? (selectPictures.get(row.ref_id) as { pictures: string } | undefined) : undefined;
    const file = found ? (JSON.parse(found.pictures) as string[])[0] : undefined;
    return { ...plainItem(row), picture: file ? image(file) : null };
  };
  const selectName = db.prepare('SELECT name FROM products WHERE id = ?');

  const find = (userId: number, kind: SaveKind, refId: string): SavedItem | undefined => {
    const row = selectOne.get(userId, kind, refId) as SavedRow | undefined;
    return row && item(row);
  };

  return {
    list: (userId) => (selectAll.all(userId) as SavedRow[]).map(item),
    find,

    target(kind, refId) {
      switch (kind) {
        case 'product': {
          const row = selectProduct.get(refId) as { id: string; url: string; name: string } | undefined;
          return row && { title: row.name, url: `/product/${row.url}/${row.id}` };
        }
        case 'elpanel-design': {
          const row = selectElPanel.get(refId) as { id: string; name: string } | undefined;
          return row && { title: row.name, url: `/elpanels/${row.id}` };
        }
        case 'panel-design': {
          // The design is its own reference: saved as the visitor made it, even if a product has since gone.
          const decoded = decodeDesign(refId);
          if (!decoded.ok) return undefined;
          const { enclosureId } = decoded.design;
          const enclosure = enclosureId === null ? undefined : (selectName.get(enclosureId) as { name: string } | undefined);
          return {
            title: designTitle(enclosure?.name ?? null, designDeviceCount(decoded.design)),
            url: `/elpanels/designer/result?${designParam}=${refId}`,
          };
        }
      }
    },

    add(userId, kind, refId, target) {
      const row = insert.get(userId, kind, refId, target.title, target.url, now()) as SavedRow | undefined;
      if (row) return { item: item(row), created: true };
      // Lost a race with an identical save: answer with the item that won.
      return { item: find(userId, kind, refId)!, created: false };
    },

    remove: (userId, id) => deleteOne.run(id, userId).changes > 0,
  };
}
