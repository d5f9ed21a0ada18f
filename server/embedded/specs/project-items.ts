import type Database from 'libsql';
import { projectLimits, projectMessages, type AddProjectItem, type ProjectItem } from '#shared/contract/project-items';
import type { Clock } from '../accounts/clock';
import { ApiFailure } from '../errors';

interface ItemRow {
  id: number;
  spec_id: number;
  kind: ProjectItem['kind'];
  title: string;
  address: string;
  created_at: number;
}

const itemOf = (row: ItemRow): ProjectItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  address: row.address,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * A project's calculations and designs (docs/behaviour.md, "Projects"), kept under a user's
 * specification: the caller has found the specification by owner and id, so an item is reached only
 * through its own project. Saving or removing one counts as a change of the project, which makes it
 * the one «В спецификацию» adds to next.
 */
export function createProjectItems(db: Database.Database, now: Clock) {
  const q = {
    list: db.prepare('SELECT * FROM project_items WHERE spec_id = ? ORDER BY id DESC'),
    count: db.prepare('SELECT count(*) AS n FROM project_items WHERE spec_id = ?'),
    byAddress: db.prepare('SELECT * FROM project_items WHERE spec_id = ? AND address = ?'),
    insert: db.prepare('INSERT INTO project_items (spec_id, kind, title, address, created_at) VALUES (?, ?, ?, ?, ?)'),
    remove: db.prepare('DELETE FROM project_items WHERE spec_id = ? AND id = ?'),
    touch: db.prepare('UPDATE specs SET updated_at = ? WHERE id = ?'),
  };
  return {
    list(specId: number): ProjectItem[] {
      return (q.list.all(specId) as ItemRow[]).map(itemOf);
    },
    /** The item, and whether it is new: the same address saved twice (a double click, two tabs) is the item already there. */
    add(specId: number, item: AddProjectItem): { item: ProjectItem; created: boolean } {
      return db.transaction(() => {
        const existing = q.byAddress.get(specId, item.address) as ItemRow | undefined;
        if (existing) return { item: itemOf(existing), created: false };
        if ((q.count.get(specId) as { n: number }).n >= projectLimits.items) throw new ApiFailure(409, projectMessages.tooManyItems);
        const at = now();
        const { lastInsertRowid } = q.insert.run(specId, item.kind, item.title, item.address, at);
        q.touch.run(at, specId);
        const row: ItemRow = { id: Number(lastInsertRowid), spec_id: specId, ...item, created_at: at };
        return { item: itemOf(row), created: true };
      })();
    },
    remove(specId: number, itemId: number): void {
      if (q.remove.run(specId, itemId).changes === 0) throw new ApiFailure(404, projectMessages.itemNotFound);
      q.touch.run(now(), specId);
    },
  };
}

export type ProjectItems = ReturnType<typeof createProjectItems>;
