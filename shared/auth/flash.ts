import { z } from 'zod';
import { authViews } from './popup';

/**
 * The outcome of a form post made without JavaScript (the popup's forms, the quote request, the
 * profile's forms, «В избранное», «Выйти» work before hydration): carried across the redirect to the
 * page that shows it, read once. `view`: the popup view to open; `form`: a page form that shows the
 * outcome itself; `notice`: a line shown at the foot of the page where JavaScript would show a toast
 * (docs/behaviour.md, "Without JavaScript").
 * `refusal`: the post was refused for what the visitor sent; the page that shows why answers 400 (or 429),
 * so the refusal's status reaches the browser after the redirect too.
 */
export const flashForms = ['quote', 'specQuote', 'profile', 'passwordChange', 'import'] as const;
export type FlashForm = (typeof flashForms)[number];
export const flashSchema = z.object({
  view: z.enum(authViews).optional(),
  form: z.enum(flashForms).optional(),
  notice: z.object({ tone: z.enum(['success', 'error']), text: z.string().max(200) }).optional(),
  error: z.string().max(500).optional(),
  success: z.string().max(500).optional(),
  values: z.record(z.string(), z.string().max(1000)).optional(),
  fieldErrors: z.record(z.string(), z.string().max(200)).optional(),
  /** The post was refused for the visitor's input: the page showing why answers with this status. */
  refusal: z.union([z.literal(400), z.literal(429)]).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
