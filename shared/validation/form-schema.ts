import { z } from 'zod';
import { forms, validateForm, type FormData, type FormDefinition, type FormName } from './forms';
import { messages, type FormValues } from './rules';

/**
 * The zod schema of a form, for the BFF: the same rules and messages. Unknown keys are dropped;
 * form posts send checkboxes as 'on', which counts as checked.
 */
export function formSchema<N extends FormName>(formName: N): z.ZodType<FormData<N>> {
  const definition: FormDefinition = forms[formName];
  return z
    .record(z.string(), z.unknown())
    .superRefine((raw, ctx) => {
      // A text field sent as a number or an object is malformed, not text to validate.
      for (const [key, field] of Object.entries(definition)) {
        const value = raw[key];
        if (field.kind !== 'checkbox' && value !== undefined && value !== null && typeof value !== 'string') {
          ctx.addIssue({ code: 'custom', path: [key], message: messages.default.replace('{field}', field.label) });
        }
      }
    })
    .transform((raw) => {
      const values: FormValues = {};
      for (const [key, field] of Object.entries(definition)) {
        const value = raw[key];
        values[key] = field.kind === 'checkbox' ? value === true || value === 'on' || value === 'true' : typeof value === 'string' ? value : '';
      }
      return values;
    })
    .superRefine((values, ctx) => {
      const errors = validateForm(definition, values);
      for (const [key, message] of Object.entries(errors)) if (message) ctx.addIssue({ code: 'custom', path: [key], message });
    }) as unknown as z.ZodType<FormData<N>>;
}
