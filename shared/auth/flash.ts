import { z } from 'zod';
import { authViews } from './popup';

/**
 * The outcome of a form post made without JavaScript (the popup's forms work before hydration):
 * carried across the redirect to the page that shows it, read once.
 */
export const flashSchema = z.object({
  view: z.enum(authViews),
  error: z.string().max(500).optional(),
  success: z.string().max(500).optional(),
  values: z.record(z.string(), z.string().max(200)).optional(),
  fieldErrors: z.record(z.string(), z.string().max(200)).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
