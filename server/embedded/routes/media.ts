import { Hono } from 'hono';
import type Database from 'libsql';
import { embeddedError } from '../errors';

interface MediaBodyRow {
  content_type: string;
  body: string;
}

const fileNamePattern = /^[\w.-]{1,120}$/;

/**
 * `GET /api/media/:file` — the pictures the content refers to. Not in the endpoint registry:
 * it answers bytes, not JSON. The SVGs are opened directly in a tab sometimes, so they get a
 * CSP that forbids scripts and any outside fetch.
 */
export function embeddedMediaRoutes(db: Database.Database): Hono {
  const select = db.prepare('SELECT content_type, body FROM media WHERE file = ?');
  const routes = new Hono();

  routes.get('/:file', (c) => {
    const file = c.req.param('file');
    const row = fileNamePattern.test(file) ? (select.get(file) as MediaBodyRow | undefined) : undefined;
    if (!row) return embeddedError(c, 404, 'Изображение не найдено');
    return c.body(row.body, 200, {
      'Content-Type': row.content_type,
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
