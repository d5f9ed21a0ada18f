import { z } from 'zod';
import { boundedMessage, validationMessage } from '../validation/messages';
import { warehouseStockSchema } from './catalog';
import { imageSchema } from './common';
import { specLimits } from './spec-limits';
import { specMessages } from './spec-messages';

/**
 * Specifications («спецификация», docs/behaviour.md, "Specification"; docs/decisions/014): a B2B list
 * of products with quantities and notes. A visitor's one anonymous specification lives upstream
 * under an unguessable guest id; a signed-in user has several named ones («проекты»). The BFF and
 * the embedded API parse every body with the schemas below.
 */
// The limits, the messages and the unit's bounds live apart, without zod, so a page's button can use them cheaply.
export { specLimits, specMessages };
export { checkQuantity, quantityBounds, type QuantityBounds } from './spec-quantity';

const productIdSchema = z
  .string({ error: validationMessage('required', 'Товар') })
  .regex(/^[\w-]{1,80}$/, { error: validationMessage('default', 'Товар') });
/** A guest id: 32 base64url characters (24 random bytes) — unguessable, never a counter. */
export const guestIdSchema = z.string().regex(/^[\w-]{32}$/);
/** A signed-in user's specification, by number. */
export const specIdSchema = z.string().regex(/^[1-9]\d{0,9}$/);

/** Any number the JSON may carry; the unit's bounds are checked where the product is known (`checkQuantity`). */
const notANumber = validationMessage('number', 'Количество');
const quantitySchema = z
  .union([z.number({ error: notANumber }), z.string().regex(/^\s*\d{1,9}(?:[.,]\d{1,9})?\s*$/, { error: notANumber })], {
    error: notANumber,
  })
  // A form posted without JavaScript sends text, with a decimal comma as Russians write it.
  .transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(',', '.'))))
  .refine(Number.isFinite, { error: notANumber });
const noteSchema = z
  .string({ error: validationMessage('default', 'Примечание') })
  .max(specLimits.noteMax, { error: validationMessage('max', 'Примечание', specLimits.noteMax) });
const nameSchema = z
  .string({ error: validationMessage('required', 'Название') })
  .trim()
  .min(1, { error: validationMessage('required', 'Название') })
  .max(specLimits.nameMax, { error: validationMessage('max', 'Название', specLimits.nameMax) })
  // eslint-disable-next-line no-control-regex -- a name is one line of a document header
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: validationMessage('singleLine', 'Название') });

/** «В спецификацию»: the product and how many; adding a product already listed adds to its quantity. */
export const addSpecLineSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(1),
  note: noteSchema.optional(),
});
export type AddSpecLine = z.infer<typeof addSpecLineSchema>;

/**
 * «Всё в спецификацию»: several products in one call (the designer's bill of materials), all of
 * them or none — at most 500 lines, each within its unit's bounds (a product listed twice is summed).
 */
export const addSpecLinesSchema = z.object({
  lines: z
    .array(addSpecLineSchema, { error: validationMessage('required', 'Строки') })
    .min(1, { error: validationMessage('rowsMin', 'Строки') })
    .max(specLimits.lines, { error: boundedMessage('rowsMax', 'Строки', { max: String(specLimits.lines) }) }),
});
export type AddSpecLines = z.infer<typeof addSpecLinesSchema>;

/** The message of a body's first problem; one inside a batch names its line. */
export function specIssueMessage(issue: z.core.$ZodIssue | undefined, fallback: string): string {
  if (!issue) return fallback;
  const [field, index] = issue.path;
  return field === 'lines' && typeof index === 'number' ? specMessages.atLine(index, issue.message) : issue.message;
}

/** A line's new quantity and/or note. */
export const updateSpecLineSchema = z
  .object({ quantity: quantitySchema.optional(), note: noteSchema.optional() })
  .refine((body) => body.quantity !== undefined || body.note !== undefined, {
    error: validationMessage('required', 'Количество'),
  });
export type UpdateSpecLine = z.infer<typeof updateSpecLineSchema>;

/** Create or rename a named specification. */
export const specNameSchema = z.object({ name: nameSchema });
export type SpecName = z.infer<typeof specNameSchema>;

/** Create: the name is optional (the default «Спецификация»). */
export const createSpecSchema = z.object({ name: nameSchema.optional() });

/** Sign-in: the guest specification joins the account's current one. */
export const mergeSpecSchema = z.object({ guestId: guestIdSchema });

const availabilitySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('in_stock'),
    quantity: z.number().int().nonnegative(),
    /** Per warehouse, where upstream gives it. */
    warehouses: z.array(warehouseStockSchema).max(20).optional(),
  }),
  z.object({ status: z.literal('to_order'), leadDays: z.number().int().nonnegative() }),
  z.object({ status: z.literal('unavailable') }),
]);
export type SpecAvailability = z.infer<typeof availabilitySchema>;

/** Price and availability at one moment: when the line was saved, and now. */
const offerSchema = z.object({ price: z.number().nonnegative(), availability: availabilitySchema });
export type SpecOffer = z.infer<typeof offerSchema>;

export const specLineSchema = z.object({
  productId: z.string(),
  quantity: z.number().positive(),
  note: z.string(),
  /** As saved (added, or its quantity last changed): the page marks «Изменилось с момента сохранения» against `current`. */
  saved: offerSchema,
  /** The product now; null when it left the catalogue (the line stays, marked). */
  product: z
    .object({
      name: z.string(),
      article: z.string(),
      brand: z.string(),
      unit: z.string(),
      url: z.string(),
      picture: imageSchema.nullable(),
      current: offerSchema,
    })
    .nullable(),
  addedAt: z.string(),
});
export type SpecLine = z.infer<typeof specLineSchema>;

/** A live read-only link to a specification (docs/decisions/017-share-links.md): its token is the only key to the view. */
export const specShareSchema = z.object({ token: z.string().regex(/^[\w-]{32}$/), createdAt: z.string() });
export type SpecShare = z.infer<typeof specShareSchema>;

export const specSchema = z.object({
  /** A guest id for the anonymous specification, a number for a signed-in user's. */
  id: z.string(),
  name: z.string(),
  lines: z.array(specLineSchema).max(specLimits.lines),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The owner's read-only link, absent while there is none. */
  share: specShareSchema.optional(),
});
export type Spec = z.infer<typeof specSchema>;

export const specSummarySchema = specSchema.omit({ lines: true }).extend({ lineCount: z.number().int().nonnegative() });
export type SpecSummary = z.infer<typeof specSummarySchema>;
export const specListSchema = z.array(specSummarySchema);

/** What a merge did: the specification the lines went into, and how many lines did not fit. */
export const mergeResultSchema = z.object({ spec: specSchema, skipped: z.number().int().nonnegative() });
export type MergeResult = z.infer<typeof mergeResultSchema>;

/**
 * What a batch did: the specification, how many of its lines went in, and the products that are
 * not in the catalogue (their lines are left out and named, never dropped in silence).
 */
export const addSpecLinesResultSchema = z.object({
  spec: specSchema,
  added: z.number().int().nonnegative(),
  unknown: z.array(z.string()),
});
export type AddSpecLinesResult = z.infer<typeof addSpecLinesResultSchema>;

/** Upstream paths (`{param}` OpenAPI style). */
export const specPaths = {
  guests: '/api/specs/guest',
  guest: '/api/specs/guest/{guestId}',
  guestLines: '/api/specs/guest/{guestId}/lines',
  // Before `guestLine`, whose `{productId}` would match `batch` too (endpoint labels go in order).
  guestBatch: '/api/specs/guest/{guestId}/lines/batch',
  guestLine: '/api/specs/guest/{guestId}/lines/{productId}',
  list: '/api/specs',
  current: '/api/specs/current',
  merge: '/api/specs/merge',
  one: '/api/specs/{specId}',
  duplicate: '/api/specs/{specId}/duplicate',
  lines: '/api/specs/{specId}/lines',
  batch: '/api/specs/{specId}/lines/batch',
  line: '/api/specs/{specId}/lines/{productId}',
} as const;
