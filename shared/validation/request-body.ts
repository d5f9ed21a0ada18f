import { z } from 'zod';
import type { FieldSpec } from './fields';
import { forms, type FormName } from './forms';

/**
 * A form's fields as a plain JSON request body, for the published OpenAPI document: built from the
 * same field specs the forms validate with, so the published limits cannot drift from them.
 */
export function requestBodySchema(formName: FormName, options: { omit?: string[] } = {}) {
  const shape: Record<string, z.ZodType> = {};
  const fields: Record<string, FieldSpec> = forms[formName].fields;
  for (const [key, field] of Object.entries(fields)) {
    if (options.omit?.includes(key)) continue;
    if (field.kind === 'checkbox') {
      shape[key] = z.boolean();
      continue;
    }
    if (field.kind === 'number') {
      shape[key] = z
        .number()
        .int()
        .min(field.minValue ?? 0)
        .max(field.maxValue ?? Number.MAX_SAFE_INTEGER)
        .describe(field.label);
      continue;
    }
    let text = field.kind === 'email' ? z.email() : z.string().min(field.optional ? 0 : 1);
    if (field.minLength !== undefined) text = text.min(field.minLength);
    if (field.maxLength !== undefined) text = text.max(field.maxLength);
    shape[key] = field.optional ? text.describe(field.label).optional() : text.describe(field.label);
  }
  return z.object(shape);
}
