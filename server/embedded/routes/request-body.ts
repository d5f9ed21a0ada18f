import type { Context } from 'hono';
import { forms, type FormData, type FormName } from '../../../shared/validation/forms';
import { formSchema } from '../../../shared/validation/form-schema';
import { messages } from '../../../shared/validation/rules';
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
 * The body checked against the popup's own form rules (shared/validation), so the API and the
 * site refuse the same input with the same Russian message; a 400 carries the first one.
 */
export function validateForm<N extends FormName>(name: N, body: Record<string, unknown>): FormData<N> {
  const definition: Record<string, { label: string; kind: string }> = forms[name];
  for (const [key, field] of Object.entries(definition)) {
    // The form schema would turn `{}` into the text "[object Object]"; text fields take text.
    const value = body[key];
    if (field.kind !== 'checkbox' && value !== undefined && value !== null && typeof value !== 'string') {
      throw new ApiFailure(400, messages.default.replace('{field}', field.label));
    }
  }
  const parsed = formSchema(name).safeParse(body);
  if (!parsed.success) throw new ApiFailure(400, parsed.error.issues[0]?.message ?? malformedBody);
  return parsed.data;
}
