import { getIcons } from '@iconify/utils';
import { Hono } from 'hono';
import { namedIconSymbolId } from '#shared/icons';
import { hasIcon, iconData, iconSet } from '../icons/icon-sets';
import { apiError } from './api-error';

/** How long a browser keeps an icon: the sets are pinned with the site's packages. */
const iconCache = 'public, max-age=604800';

/**
 * The local icon endpoint, so icons named by content load from this host and never from a third
 * party: each icon as a file of one symbol (`/api/icons/mdi/flash.svg`), which pages draw with
 * `<use>` (client/components/NamedIcon.tsx), and in Iconify's API form (`/api/icons/mdi.json?icons=a,b`).
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
    return c.json(notFound.length ? { ...data, not_found: notFound } : data, 200, { 'cache-control': iconCache });
  });
  app.get('/:prefix{[a-z0-9-]+}/:file{[a-z0-9-]+\\.svg}', (c) => {
    const prefix = c.req.param('prefix');
    const name = c.req.param('file').replace(/\.svg$/, '');
    const set = iconSet(prefix);
    const icon = set && hasIcon(set, name) ? iconData(prefix, name) : undefined;
    if (!icon) return apiError(c, 404, 'not_found', 'Иконка не найдена');
    // The body is the icon set's own markup, never content; opened by itself the file runs nothing.
    const file =
      `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="${namedIconSymbolId}" viewBox="0 0 ${icon.width} ${icon.height}">` +
      `${icon.body}</symbol></svg>`;
    return c.body(file, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': iconCache,
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
  return app;
}
