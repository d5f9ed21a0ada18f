import * as z from 'zod/mini';

/**
 * «Сравнить» / «Убрать из сравнения»: one product added to or removed from the visitor's comparison
 * list (docs/behaviour.md, "Comparison"). The same schema checks the fetch and the form post.
 */
export const compareChangeSchema = z.object({
  id: z.string().check(z.regex(/^[\w-]{1,80}$/)),
  op: z.enum(['add', 'remove']),
});
export type CompareChange = z.infer<typeof compareChangeSchema>;
