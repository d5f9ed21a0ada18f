import { z } from 'zod';
import { imageSchema, seoSchema } from './common';

/** Long-form documents: about, legal texts. `html` is sanitised by the BFF before rendering. */
export const documentSlugs = ['about', 'privacy', 'agreement', 'consent'] as const;
export const documentSlugSchema = z.enum(documentSlugs);
export const contentDocumentSchema = z.object({
  slug: documentSlugSchema,
  seo: seoSchema,
  html: z.string(),
  updatedAt: z.string(),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const homeSchema = z.object({
  seo: seoSchema,
  hero: z.object({ title: z.string(), lead: z.string(), image: imageSchema }),
  advantages: z.array(z.object({ icon: z.string(), title: z.string(), text: z.string() })),
  directions: z.array(z.object({ key: z.enum(['catalog', 'elpanels', 'calculators']), title: z.string(), text: z.string() })),
});
export type Home = z.infer<typeof homeSchema>;

/** Search-engine landing pages, /page/{pageName}. */
export const seoPageSummarySchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
});
export type SeoPageSummary = z.infer<typeof seoPageSummarySchema>;
export const seoPageSchema = seoPageSummarySchema.extend({
  seo: seoSchema,
  html: z.string(),
  image: imageSchema.nullable(),
});
export type SeoPage = z.infer<typeof seoPageSchema>;
export const seoPageListSchema = z.array(seoPageSummarySchema);

/**
 * A token that changes whenever any content behind the public pages changes (docs/decisions/011-reused-public-html.md).
 * Opaque: only equality means anything. The BFF polls it to know when its reused HTML is out of date.
 */
export const contentVersionSchema = z.object({ version: z.string().regex(/^[\w.:-]{1,100}$/) });
export type ContentVersion = z.infer<typeof contentVersionSchema>;
