import { z } from 'zod';
import { phaseNames } from '../designer/design';
import { designLimits } from '../designer/limits';
import { lineProblem } from '../designer/line';
import { designDeviceCount } from '../designer/totals';
import { productCardSchema, productSpecSchema } from './catalog';

/**
 * Electrical panels (docs/designer.md): ready-made panels are designs of catalogue products, and
 * the designer picks from the catalogue's rail devices. A design is plain data naming products by
 * id; the products come along so a page can show, check and price it without another call.
 */

/** A design in its address form (`v1.<checksum>.<payload>`); decoding checks the rest. */
export const encodedDesignSchema = z
  .string()
  .max(designLimits.encodedLength)
  .regex(/^v\d{1,3}\.[\w-]+\.[\w-]*$/);

const productId = z
  .string()
  .regex(/^[\w-]+$/)
  .max(designLimits.productIdLength);

export const designItemSchema = z.object({
  productId,
  quantity: z.number().int().min(1).max(designLimits.quantity),
  label: z.string().max(designLimits.labelLength),
  input: z.boolean().optional(),
  phase: z.enum(phaseNames as ['L1', 'L2', 'L3']).optional(),
  // Bounded as the designer bounds it (docs/designer.md, "Lines and phases"), one rule for both.
  line: z
    .object({
      material: z.enum(['copper', 'aluminium']),
      section: z.number(),
      length: z.number(),
      load: z.object({ value: z.number(), unit: z.enum(['kW', 'A']) }).optional(),
    })
    .superRefine((line, context) => {
      const problem = lineProblem(line);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
});
export const designSchema = z
  .object({
    enclosureId: productId.nullable(),
    rows: z.array(z.object({ items: z.array(designItemSchema).max(designLimits.itemsPerRow) })).max(designLimits.rows),
  })
  // The same bound on the whole design as a link's (docs/designer.md, "Limits"): a panel page draws every device.
  .refine((design) => designDeviceCount(design) <= designLimits.devices, { message: 'too many devices' });

/** A product as the designer needs it: who it is, its price and every characteristic (width, rating, leakage…). */
export const designDeviceSchema = productCardSchema
  .pick({ id: true, numId: true, url: true, name: true, article: true, sectionId: true, price: true })
  .extend({ specs: z.array(productSpecSchema) });
export type DesignDevice = z.infer<typeof designDeviceSchema>;
export const designDeviceListSchema = z.array(designDeviceSchema);

/**
 * The designer's device library, or with `ids` only those of its products (comma-separated, each
 * once): a page that draws one design asks for that design's products (docs/designer.md, "Page
 * weight"). A design names at most its enclosure and one product per device.
 */
export const designDeviceQuerySchema = z.object({
  ids: z
    .string()
    .regex(
      new RegExp(`^[\\w-]{1,${designLimits.productIdLength}}(,[\\w-]{1,${designLimits.productIdLength}}){0,${designLimits.devices}}$`),
      {
        error: `От 1 до ${designLimits.devices + 1} кодов товаров через запятую`,
      },
    )
    .refine((ids) => new Set(ids.split(',')).size === ids.split(',').length, { error: 'Коды товаров не должны повторяться' })
    .optional(),
});

export const elPanelSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  /** Paragraphs of plain text. */
  description: z.array(z.string()),
  /** The enclosure's protection, as the catalogue writes it ('IP31'). */
  ip: z.string(),
  /** The enclosure's modules and the modules its devices take. */
  modules: z.number().int().nonnegative(),
  modulesUsed: z.number().int().nonnegative(),
  /** Roubles: the enclosure and every device × quantity. */
  price: z.number().nonnegative(),
  design: designSchema,
  /** Every product the design names that the catalogue still has. */
  devices: designDeviceListSchema,
  /** ISO date of the last change. */
  updatedAt: z.string(),
});
export type ElPanel = z.infer<typeof elPanelSchema>;
export const elPanelListSchema = z.array(elPanelSchema);
