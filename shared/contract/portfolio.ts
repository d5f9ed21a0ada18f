import { z } from 'zod';
import { imageSchema } from './common';

export const projectSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  client: z.string(),
  city: z.string(),
  year: z.number().int(),
  summary: z.string(),
  /** Sanitised by the BFF before rendering. */
  html: z.string(),
  image: imageSchema,
  tags: z.array(z.string()),
  featured: z.boolean(),
});
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);
