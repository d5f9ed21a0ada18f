import { endpointUrl } from '#shared/contract/endpoint-url';
import type { SharedSpec } from '#shared/contract/spec-shares';
import { apiCall } from './api-call';
import type { ActivationResult, Fetcher } from './data';

export class BrowserFetchError extends Error {
  constructor(
    readonly status: number,
    readonly data?: string,
    readonly code?: string,
  ) {
    super(`request failed with ${status}`);
  }
}

/** Contract reads from the browser go through the BFF, which validates and sanitises them. */
export const browserFetcher: Fetcher = async (name, params, query, signal) => {
  let response: Response;
  try {
    response = await fetch(endpointUrl(name, params, query), {
      headers: { accept: 'application/json' },
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BrowserFetchError(502);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { data?: string; error?: string };
    throw new BrowserFetchError(response.status, body.data, body.error);
  }
  return response.json();
};

export async function browserActivate(code: string): Promise<ActivationResult> {
  try {
    const response = await fetch(`/api/auth/activate/${encodeURIComponent(code)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { data?: string };
    return { ok: false, message: body.data };
  } catch {
    return { ok: false };
  }
}

/** A read-only link's specification through the BFF (docs/decisions/017-share-links.md); a failure is thrown with its status. */
export async function browserSharedSpec(token: string): Promise<SharedSpec> {
  const answer = await apiCall<SharedSpec>('GET', `/api/specs/shared/${encodeURIComponent(token)}`);
  if (!answer.ok) throw new BrowserFetchError(answer.status || 502, answer.message);
  return answer.data;
}
