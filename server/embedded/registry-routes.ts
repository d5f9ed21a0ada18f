import type { Hono } from 'hono';
import type { z } from 'zod';
import { endpointNamesInRouteOrder, endpoints, toHonoPath, type EndpointName, type Endpoints, type ResponseOf } from '#shared/contract';
import { queryErrorMessage, rawQueryOf } from '#shared/contract/raw-query';
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
  // Generic in the name, so `endpoints[name]` and `handlers[name]` are known to belong together.
  const mount = <N extends EndpointName>(name: N) => mountEndpoint(app, endpoints[name], handlers[name]);
  for (const name of endpointNamesInRouteOrder()) mount(name);
}

function mountEndpoint<N extends EndpointName>(app: Hono, endpoint: Endpoints[N], handler: EndpointHandler<N>): void {
  const notFound = handler.notFound ?? defaultNotFound;
  app.get(toHonoPath(endpoint.path), (c) => {
    const params = endpoint.params.safeParse(c.req.param());
    if (!params.success) return embeddedError(c, 404, notFound);

    const query = endpoint.query.safeParse(rawQueryOf(new URL(c.req.url).searchParams));
    if (!query.success) return embeddedError(c, 400, queryErrorMessage(query.error.issues));

    // What this endpoint's own schemas produced: TypeScript cannot reduce the generic index to it.
    const result = handler.handle({ params: params.data, query: query.data } as EndpointInput<N>);
    if (result === undefined) return embeddedError(c, 404, notFound);
    return c.json(result);
  });
}
