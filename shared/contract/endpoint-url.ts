import type { EndpointName, ParamsOf, QueryOf } from './endpoints';
import { endpointPaths, fillPath } from './paths';

/**
 * Builds the URL of a call; the query keeps only defined values, in a stable order. Apart from
 * paths.ts: it needs the endpoints' types, and endpoints.ts imports paths.ts.
 */
export function endpointUrl<N extends EndpointName>(name: N, params: ParamsOf<N>, query?: QueryOf<N>): string {
  const path = fillPath(endpointPaths[name], params as Record<string, string>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>).sort()) {
    if (Array.isArray(value)) for (const each of value) search.append(key, String(each));
    else if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
