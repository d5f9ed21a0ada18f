import { data } from 'react-router';
import { statusText } from '#shared/http/status-text';
import { errorMessage, invalidRouteMessage, invalidRouteParameterCode, notFoundMessage } from '#shared/error-page';

/** An error answer from a contract read, as the browser fetcher and the server reader raise it. */
export interface StatusError {
  status: number;
  data?: string;
  /** Why, for the machine: `invalid_route_parameter` when a route parameter cannot be valid. */
  code?: string;
}

export function errorStatus(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

/**
 * Inside a loader: a missing entity (upstream 404, or 400 for a malformed id) is the page's
 * 404; anything else is a failure the error page reports with its own status (502/504/500).
 */
export function toRouteError(error: unknown, path: string): never {
  const status = errorStatus(error);
  if (status === 404 || status === 400)
    throw notFound(path, (error as StatusError).code === invalidRouteParameterCode ? 'invalid' : 'missing');
  if (status && status >= 500) throw data({ message: errorMessage(status) }, { status, statusText: statusText(status) });
  throw error;
}

/** `missing`: nothing is there; `invalid`: the route matched but its parameters cannot be valid. */
export function notFound(path: string, reason: 'missing' | 'invalid' = 'missing'): never {
  throw data(
    { message: reason === 'invalid' ? invalidRouteMessage(path) : notFoundMessage(path) },
    { status: 404, statusText: statusText(404) },
  );
}
