import { Hono } from 'hono';
import { endpoints, type EndpointName } from '../../shared/contract';
import type { ContentReader } from '../upstream/reader';
import { apiError } from './api-error';

/** `/api/posts/{postType}` → `/api/posts/:postType` */
export function honoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The browser's contract reads: validated and sanitised like SSR's, because they run through
 * the same reader. Literal paths are registered before parameterised ones of the same shape.
 */
export function contractReadRoutes(read: ContentReader): Hono {
  const app = new Hono();
  const names = (Object.keys(endpoints) as EndpointName[]).sort((a, b) => paramCount(endpoints[a].path) - paramCount(endpoints[b].path));
  for (const name of names) {
    const endpoint = endpoints[name];
    app.get(honoPath(endpoint.path), async (c) => {
      // Route parameters are checked by the reader (one place for SSR and /api): invalid ones are its 404.
      const query = endpoint.query.safeParse(c.req.query());
      if (!query.success) return apiError(c, 400, 'bad_request', 'Некорректные параметры запроса');
      // An upstream failure is thrown on to the /api error handler (server/api/upstream-failure.ts).
      const data = await read(name, c.req.param() as never, query.data as never, c.req.raw.signal);
      return c.json(data, 200, { 'cache-control': 'public, max-age=30, stale-while-revalidate=60' });
    });
  }
  return app;
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}
