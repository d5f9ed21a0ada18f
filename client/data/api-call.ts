import { loadingBar } from './loading-bar-store';

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fields?: Record<string, string> };

/**
 * The browser's own calls to the BFF's /api — auth, the visitor's account, quote requests (the
 * loading bar runs around each, and turns to its error colour when one fails: docs/behaviour.md,
 * "Loading indicator"). Same-origin JSON; the token never comes back.
 */
export async function apiCall<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer<T>> {
  const finish = loadingBar.start();
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload = response.status === 204 ? null : await response.json().catch(() => null);
    if (!response.ok) {
      finish({ failed: true });
      const error = (payload ?? {}) as { data?: unknown; fields?: Record<string, string> };
      return { ok: false, status: response.status, message: typeof error.data === 'string' ? error.data : '', fields: error.fields };
    }
    finish();
    return { ok: true, data: payload as T };
  } catch {
    finish({ failed: true });
    return { ok: false, status: 0, message: '' };
  }
}
