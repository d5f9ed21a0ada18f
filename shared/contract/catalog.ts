import { z } from 'zod';

/**
 * The minimum the route table needs from the catalogue, panels and calculators today:
 * enough to name the page and tell an existing entity from a missing one. Their issues
 * extend these schemas.
 */
export const productRefSchema = z.object({
  id: z.string(),
  numId: z.number().int().positive(),
  url: z.string(),
  name: z.string(),
  sectionId: z.string(),
});
export type ProductRef = z.infer<typeof productRefSchema>;

export const elPanelRefSchema = z.object({ id: z.string(), name: z.string(), summary: z.string() });
export type ElPanelRef = z.infer<typeof elPanelRefSchema>;
export const elPanelRefListSchema = z.array(elPanelRefSchema);

export const calculatorRefSchema = z.object({ id: z.string(), name: z.string(), summary: z.string() });
export type CalculatorRef = z.infer<typeof calculatorRefSchema>;
export const calculatorRefListSchema = z.array(calculatorRefSchema);
