import { loadingBar } from '../app/loading-bar-store';

export type AccountAnswer<T> = { ok: true; data: T } | { ok: false; status: number; message: string; fields?: Record<string, string> };

/**
 * Auth and user calls from the browser (the loading bar runs around each, and turns to its error
 * colour when one fails: docs/behaviour.md, "Loading indicator"). Same-origin JSON to the BFF; the
 * token never comes back.
 */
export async function accountCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<AccountAnswer<T>> {
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
