import { z } from 'zod';
import { brandSchema, productCardSchema } from './catalog';

/**
 * A product's analogues (docs/behaviour.md, "Analogues"): catalogue products of the same
 * subsection, any brand, found from characteristics by the section's rules. Each carries what
 * differs from the product asked about and whether that is better or worse for the buyer.
 */

export const analogueKinds = ['direct', 'replacement', 'similar'] as const;
export const analogueKindSchema = z.enum(analogueKinds);
export type AnalogueKind = z.infer<typeof analogueKindSchema>;

/** How many of each kind one answer holds at most: the product page shows them all. */
export const analogueLimits = { direct: 6, replacement: 4, similar: 4 } as const satisfies Record<AnalogueKind, number>;
export const analogueLimitTotal = analogueLimits.direct + analogueLimits.replacement + analogueLimits.similar;

/** One characteristic that differs: the product's value, the analogue's, and what that means for the buyer. */
export const analogueDifferenceSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** The product's value, unit included ('4,5 кА'); '—' when it has none. */
  value: z.string(),
  /** The analogue's value, unit included ('6 кА'). */
  analogueValue: z.string(),
  /** 'other' where neither is better (a different rating of a similar product). */
  verdict: z.enum(['better', 'worse', 'other']),
});
export type AnalogueDifference = z.infer<typeof analogueDifferenceSchema>;

/** What a row of analogues shows: the name and link, article and maker, price and availability; no picture. */
export const analogueProductSchema = productCardSchema.pick({
  id: true,
  url: true,
  name: true,
  article: true,
  brand: true,
  price: true,
  unit: true,
  stock: true,
});

export const analogueSchema = z.object({
  kind: analogueKindSchema,
  product: analogueProductSchema,
  /** Compared characteristics that differ; empty for a direct analogue. */
  differences: z.array(analogueDifferenceSchema),
});
export type Analogue = z.infer<typeof analogueSchema>;

export const productAnaloguesSchema = z.object({
  /** Direct analogues first, then replacements, then similar products. */
  items: z.array(analogueSchema).max(analogueLimitTotal),
});
export type ProductAnalogues = z.infer<typeof productAnaloguesSchema>;

/**
 * What the product page's «Аналоги» draw of an analogue: the page data carries this, not the whole
 * answer (docs/behaviour.md, "Page weight").
 */
export const drawnAnalogueSchema = analogueSchema.extend({
  product: analogueProductSchema.extend({ brand: brandSchema.pick({ name: true }) }),
  differences: z.array(analogueDifferenceSchema.omit({ key: true })),
});
export type DrawnAnalogue = z.infer<typeof drawnAnalogueSchema>;
