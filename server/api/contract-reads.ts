import { Hono } from 'hono';
import { endpointNamesInRouteOrder, endpoints, toHonoPath } from '#shared/contract';
import type { ContentReader } from '../upstream/reader';
import { queryErrorMessage, rawQueryOf } from '#shared/contract/raw-query';
import { apiError } from './api-error';

/**
 * The browser's contract reads: validated and sanitised like SSR's, because they run through
 * the same reader. Literal paths are registered before parameterised ones of the same shape.
 */
export function contractReadRoutes(read: ContentReader): Hono {
  const app = new Hono();
  for (const name of endpointNamesInRouteOrder()) {
    const endpoint = endpoints[name];
    app.get(toHonoPath(endpoint.path), async (c) => {
      // Route parameters are checked by the reader (one place for SSR and /api): invalid ones are its 404.
      const query = endpoint.query.safeParse(rawQueryOf(new URL(c.req.url).searchParams));
      if (!query.success) return apiError(c, 400, 'bad_request', queryErrorMessage(query.error.issues));
      // An upstream failure is thrown on to the /api error handler (server/api/upstream-failure.ts).
      const data = await read(name, c.req.param() as never, query.data as never, c.req.raw.signal);
      return c.json(data, 200, { 'cache-control': 'public, max-age=30, stale-while-revalidate=60' });
    });
  }
  return app;
}
