import { z } from 'zod';
import { requestBodySchema } from '../validation/request-body';
import { encodedDesignSchema } from './elpanels';

/**
 * Quote requests («Запросить КП», docs/behaviour.md, "Quote requests"): the form's fields, the
 * product it is about when there is one, answered with the request's number. Upstream stores it
 * and tells the sales team by mail.
 */
export const quotePaths = { create: '/api/catalog/quote-requests' } as const;

export const productIdSchema = z.string().regex(/^[\w-]{1,80}$/);

/** About a product, a ready-made panel, or a visitor's own design (its address form); or about nothing in particular. */
export const quoteRequestBodySchema = requestBodySchema('quoteRequest').extend({
  productId: productIdSchema.optional(),
  panelId: productIdSchema.optional(),
  design: encodedDesignSchema.optional(),
});

export const quoteCreatedSchema = z.object({ id: z.number().int().positive() });
export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;
