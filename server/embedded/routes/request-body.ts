import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { firstMessages } from '#shared/validation/forms';
import { ApiFailure } from '../errors';

const malformedBody = 'Некорректный запрос: ожидается JSON-объект';

/**
 * The request's JSON object. Malformed JSON, or JSON that is not an object, is a 400. With
 * `optional`, an empty body counts as `{}` (sign-out may send nothing).
 */
export async function readJsonObject(c: Context, options: { optional?: boolean } = {}): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (options.optional && text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiFailure(400, malformedBody);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ApiFailure(400, malformedBody);
  return value as Record<string, unknown>;
}

/**
 * The body parsed with the site's own form schema (shared/validation/forms.ts), so the API and
 * the site refuse the same input with the same Russian message; a 400 carries the first one.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, body: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiFailure(400, Object.values(firstMessages(parsed.error))[0] ?? malformedBody);
  return parsed.data;
}
