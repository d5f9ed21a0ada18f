import type { Hono } from 'hono';
import type { z } from 'zod';
import { endpointNamesInRouteOrder, endpoints, toHonoPath, type Endpoint, type EndpointName, type Endpoints, type ResponseOf } from '#shared/contract';
import { embeddedError } from './errors';

export interface EndpointInput<N extends EndpointName> {
  params: z.output<Endpoints[N]['params']>;
  query: z.output<Endpoints[N]['query']>;
}

export interface EndpointHandler<N extends EndpointName> {
  /**
   * The Russian message of the 404 answered when `handle` finds nothing, or when a path
   * parameter is malformed: to a visitor both mean the same missing page.
   */
  notFound?: string;
  /** `undefined` means "no such entity". Synchronous because the database is. */
  handle(input: EndpointInput<N>): ResponseOf<N> | undefined;
}

/** One handler per registry entry: a new endpoint in the contract fails to compile until served. */
export type EndpointHandlers = { [N in EndpointName]: EndpointHandler<N> };

const defaultNotFound = 'Запись не найдена';

export function mountEndpoints(app: Hono, handlers: EndpointHandlers): void {
  for (const name of endpointNamesInRouteOrder()) {
    // TypeScript cannot pair `handlers[name]` with `endpoints[name]` over a union of names;
    // `EndpointHandlers` already guarantees each handler matches its own entry.
    mountEndpoint(app, endpoints[name], handlers[name] as unknown as LooseHandler);
  }
}

interface LooseHandler {
  notFound?: string;
  handle(input: { params: unknown; query: unknown }): unknown;
}

function mountEndpoint(app: Hono, endpoint: Endpoint, handler: LooseHandler): void {
  const notFound = handler.notFound ?? defaultNotFound;
  app.get(toHonoPath(endpoint.path), (c) => {
    const params = endpoint.params.safeParse(c.req.param());
    if (!params.success) return embeddedError(c, 404, notFound);

    const query = endpoint.query.safeParse(c.req.query());
    if (!query.success) {
      const names = [...new Set(query.error.issues.map((issue) => issue.path.join('.')))].filter(Boolean).join(', ');
      return embeddedError(c, 400, names ? `Некорректные параметры запроса: ${names}` : 'Некорректные параметры запроса');
    }

    const result = handler.handle({ params: params.data, query: query.data });
    if (result === undefined) return embeddedError(c, 404, notFound);
    return c.json(result as object);
  });
}
