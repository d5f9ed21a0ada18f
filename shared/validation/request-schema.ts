import { z } from 'zod';
import { forms, type FormName } from './forms';

/**
 * A form's fields as a plain JSON request body (for the OpenAPI document): derived from the same
 * definitions the popup and the BFF validate with, so the published limits cannot drift.
 */
export function requestBodySchema(formName: FormName, options: { omit?: string[] } = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(forms[formName])) {
    if (options.omit?.includes(key)) continue;
    if (field.kind === 'checkbox') {
      shape[key] = z.boolean();
      continue;
    }
    let text = field.rules.some((r) => r.kind === 'email') ? z.email() : z.string();
    for (const rule of field.rules) {
      if (rule.kind === 'required') text = text.min(1);
      if (rule.kind === 'min') text = text.min(rule.length);
      if (rule.kind === 'max') text = text.max(rule.length);
    }
    shape[key] = text.describe(field.label);
  }
  return z.object(shape);
}
