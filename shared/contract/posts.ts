import { z } from 'zod';
import { imageSchema, seoSchema } from './common';

export const postTypeSchema = z.object({
  type: z.string(),
  title: z.string(),
  seo: seoSchema,
});
export type PostType = z.infer<typeof postTypeSchema>;
export const postTypeListSchema = z.array(postTypeSchema);

export const postSummarySchema = z.object({
  id: z.number().int().positive(),
  type: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: imageSchema,
  publishedAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postPageSchema = z.object({
  type: postTypeSchema,
  items: z.array(postSummarySchema),
  page: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type PostPage = z.infer<typeof postPageSchema>;

export const postSchema = postSummarySchema.extend({
  seo: seoSchema,
  html: z.string(),
});
export type Post = z.infer<typeof postSchema>;
