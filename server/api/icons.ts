import { getIcons } from '@iconify/utils';
import { Hono } from 'hono';
import { hasIcon, iconSet } from '../icons/icon-sets';
import { apiError } from './api-error';

/**
 * The local icon endpoint, in Iconify's API form (`/api/icons/mdi.json?icons=a,b`), so icons
 * named by content load from this host and never from a third party.
 */
export function iconRoutes(): Hono {
  const app = new Hono();
  app.get('/:file{[a-z0-9-]+\\.json}', (c) => {
    const prefix = c.req.param('file').replace(/\.json$/, '');
    const set = iconSet(prefix);
    if (!set) return apiError(c, 404, 'not_found', 'Набор иконок не найден');
    const names = (c.req.query('icons') ?? '')
      .split(',')
      .filter((n) => /^[a-z0-9-]{1,64}$/.test(n))
      .slice(0, 100);
    if (names.length === 0) return apiError(c, 400, 'bad_request', 'Не указаны иконки');
    // Only names the set has reach getIcons, which would answer `constructor` with an empty icon.
    const found = names.filter((name) => hasIcon(set, name));
    const notFound = names.filter((name) => !hasIcon(set, name));
    const data = (found.length ? getIcons(set, found) : null) ?? { prefix, icons: {} };
    return c.json(notFound.length ? { ...data, not_found: notFound } : data, 200, { 'cache-control': 'public, max-age=604800' });
  });
  return app;
}
