import type Database from 'libsql';
import type { EndpointHandlers } from '../registry-routes';

/** Marks the version as changed: content the API holds in memory was (re)loaded from the file. */
export function bumpContentVersion(db: Database.Database): void {
  db.prepare('UPDATE content_version SET version = version + 1 WHERE id = 1').run();
}

/**
 * GET /api/content-version: the counter the content tables' triggers bump on every change
 * (server/embedded/migrations.ts, docs/decisions/011-reused-public-html.md).
 */
export function contentVersionHandlers(db: Database.Database): Pick<EndpointHandlers, 'contentVersion'> {
  const select = db.prepare('SELECT version FROM content_version WHERE id = 1');
  return {
    contentVersion: {
      handle: () => {
        const row = select.get() as { version: number } | undefined;
        return row ? { version: String(row.version) } : undefined;
      },
    },
  };
}
