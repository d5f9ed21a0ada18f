import type { ContractRead, EndpointName } from '#shared/contract';
import { endpoints, endpointUrl, shellEndpoints } from '#shared/contract';
import { invalidRouteParameterCode } from '#shared/error-page';
import { UpstreamError } from './errors';
import type { SwrCache } from '../cache/swr-cache';
import type { UpstreamClient } from './client';

/** The shell's calls (menus and contacts) are served from the short cache, not upstream. */
const cachedEndpoints: ReadonlySet<EndpointName> = new Set(shellEndpoints);

export type ContentReader = ContractRead;

const shellCacheKeys = new Map<string, string>(shellEndpoints.map((name) => [endpointUrl(name, {}), name]));

/** The shell cache's key as a metric label: the endpoint's name (`mainMenu`), never a path. */
export function shellCacheName(key: string): string {
  return shellCacheKeys.get(key) ?? 'shell';
}

/** The one way server code reads contract data, for SSR and for the browser's /api reads alike. */
export function createContentReader(upstream: UpstreamClient, cache: SwrCache): ContentReader {
  return (name, params, query, signal) => {
    // A route parameter that fails validation is a 404, and upstream never hears of it
    // (docs/behaviour.md, "Error pages").
    if (!endpoints[name].params.safeParse(params).success) {
      return Promise.reject(
        new UpstreamError('http', 404, `invalid parameters for ${name}`, 'Запись не найдена', invalidRouteParameterCode),
      );
    }
    if (cachedEndpoints.has(name)) {
      // The cached load must not die with the first visitor's request: no signal.
      return cache.get(endpointUrl(name, params, query), () => upstream.get(name, params, query));
    }
    return upstream.get(name, params, query, signal);
  };
}
