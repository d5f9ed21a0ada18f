import { endpointUrl } from '#shared/contract/endpoint-url';
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
