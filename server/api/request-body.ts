import type { Context } from 'hono';
import { accountMessages } from '#shared/auth/account-messages';
import { clientGone } from '../security/client-gone';
import { apiError } from './api-error';

/** `json` for the hydrated app's fetch calls; `form` for ordinary form posts made before hydration. */
export type BodyMode = 'json' | 'form';
export type BodyResult = { ok: true; mode: BodyMode; data: Record<string, unknown> } | { ok: false; response: Response };

export async function readBody(c: Context): Promise<BodyResult> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
      const data = await c.req.parseBody();
      return {
        ok: true,
        mode: 'form',
        data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, typeof v === 'string' ? v : ''])),
      };
    } catch {
      return { ok: false, response: apiError(c, 400, 'bad_request', accountMessages.malformedJson) };
    }
  }
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    // A body that never arrived whole: the client went away, or sent less than it announced.
    if (clientGone(c)) throw error;
    return { ok: false, response: apiError(c, 400, 'bad_request', accountMessages.malformedJson) };
  }
  if (text.trim() === '') return { ok: true, mode: 'json', data: {} };
  try {
    const data: unknown = JSON.parse(text);
    if (data && typeof data === 'object' && !Array.isArray(data)) return { ok: true, mode: 'json', data: data as Record<string, unknown> };
  } catch {
    // Falls through to the same answer as a JSON value that is not an object.
  }
  return { ok: false, response: apiError(c, 400, 'bad_request', accountMessages.malformedJson) };
}
