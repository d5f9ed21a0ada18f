import { queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { data } from 'react-router';
import { currentSpecQueryKey, specListQueryKey, specQueryKey } from '#shared/specs/query-keys';
import type { Spec, SpecSummary } from '#shared/contract/specs';
import { errorMessage } from '#shared/error-page';
import { statusText } from '#shared/http/status-text';
import type { CurrentSpecAnswer } from '#shared/specs/current-answer';
import { specNotices } from '#shared/specs/form-notices';
import { apiCall } from '#client/data/api-call';
import { renderingOnServer } from '#client/data/cached-query';
import type { AppDeps } from '#client/data/data';

/** A read the page cannot do without: its status becomes the error page's. */
class SpecReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message || specNotices.failure);
  }
}

async function read<T>(path: string, missing?: T): Promise<T> {
  const answer = await apiCall<T>('GET', path);
  if (answer.ok) return answer.data;
  if (answer.status === 404 && missing !== undefined) return missing;
  throw new SpecReadError(answer.status || 502, answer.message);
}

/** GET /api/specs/current: the guest's by its cookie, or the signed-in user's current one (none made by reading). */
export const currentSpecQuery = queryOptions({
  queryKey: currentSpecQueryKey,
  queryFn: () => read<CurrentSpecAnswer>('/api/specs/current'),
});

/** A signed-in user's named specifications, most recently changed first. */
export const specListQuery = queryOptions({ queryKey: specListQueryKey, queryFn: () => read<SpecSummary[]>('/api/specs') });

/** One of a signed-in user's specifications; null when it is not theirs or not there. */
export const specQuery = (specId: string) =>
  queryOptions({ queryKey: specQueryKey(specId), queryFn: () => read<Spec | null>(`/api/specs/${encodeURIComponent(specId)}`, null) });

/**
 * For a loader: the page's personal data. On the server it is what the BFF read for this visitor
 * before rendering (server/ssr/personal-data.ts); missing there means upstream failed, and the page
 * is the error page. In the browser it is asked for afresh on every navigation.
 */
export async function loadSpecData<T, K extends QueryKey>(deps: AppDeps, options: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  if (renderingOnServer) {
    const found = deps.queryClient.getQueryData<T>(options.queryKey);
    if (found !== undefined) return found;
    throw failed(502);
  }
  try {
    return await deps.queryClient.fetchQuery({ ...options, staleTime: 0 });
  } catch (error) {
    throw failed(error instanceof SpecReadError ? error.status : 502);
  }
}

function failed(status: number) {
  const shown = status === 401 || status >= 500 ? status : 502;
  return data({ message: errorMessage(shown) }, { status: shown, statusText: statusText(shown) });
}
