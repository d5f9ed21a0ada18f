import { z } from 'zod';

/** SEO data carried by menu entries and entities (docs/behaviour.md, "Routes": each menu entry has SEO data). */
export const seoSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  h1: z.string().min(1),
});
export type Seo = z.infer<typeof seoSchema>;

/** A picture served by upstream under /api/media; always same-host, never a remote URL. */
export const imageSchema = z.object({
  src: z.string().regex(/^\/api\/media\/[\w.-]+$/),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/** Every upstream error answer. `data` is the human-readable message
 * (docs/behaviour.md, "Upstream calls"). */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  data: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
export const numericIdSchema = z.string().regex(/^[1-9]\d{0,8}$/);

/** Query values arrive as text: only plain digits count (no `1e2`, `0x10` or empty values). */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}$/)])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const paginationQuerySchema = z.object({
  page: wholeNumber(1, 10_000).default(1),
  perPage: wholeNumber(1, 50).default(9),
});
