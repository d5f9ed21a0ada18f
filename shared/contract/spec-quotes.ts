import { z } from 'zod';
import { requestBodySchema } from '../validation/request-body';
import type { AccountCall } from './openapi';
import { quoteCreatedSchema } from './quotes';

/**
 * A quote for a whole specification (docs/behaviour.md, "Specification"): the quote form's fields
 * without a quantity, sent for every line of the specification; upstream records the request with a
 * copy of the lines and mails sales, the document attached.
 */
export const specQuotePaths = {
  guestQuote: '/api/specs/guest/{guestId}/quote-requests',
  quote: '/api/specs/{specId}/quote-requests',
  /** A signed-in user's requests for specifications, newest first. */
  mine: '/api/quote-requests',
} as const;

/** The largest document a request carries: a 500-line specification's XLSX is about 35 KB. */
export const quoteAttachmentMaxBytes = 1024 * 1024;

/** The document sales get with the mail: the specification as the visitor would download it. */
export const quoteAttachmentSchema = z.object({
  filename: z.string().regex(/^[\w.-]{1,80}\.xlsx$/),
  /** The file, base64. */
  content: z.base64().max(Math.ceil(quoteAttachmentMaxBytes / 3) * 4),
});
export type QuoteAttachment = z.infer<typeof quoteAttachmentSchema>;

export const specQuoteBodySchema = requestBodySchema('specQuoteRequest').extend({ attachment: quoteAttachmentSchema.optional() });

const requestLineSchema = z.object({
  productId: z.string(),
  article: z.string(),
  name: z.string(),
  brand: z.string(),
  unit: z.string(),
  quantity: z.number().positive(),
});

/** A request as its author sees it in `/my/requests`: the lines as they were sent, and the specification while it exists. */
export const specQuoteSchema = z.object({
  id: z.number().int().positive(),
  createdAt: z.string(),
  spec: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The specification's name when it was sent (it may be renamed or deleted since). */
  specName: z.string(),
  lines: z.array(requestLineSchema),
});
export type SpecQuote = z.infer<typeof specQuoteSchema>;
export const specQuoteListSchema = z.array(specQuoteSchema);

export { specQuoteMessages } from './spec-quote-messages';

const created = { status: 201, description: 'The request number', schema: quoteCreatedSchema };
const formErrors = { 400: 'Invalid field (data: the Russian message)', 409: 'The specification has no lines' };

export const specQuoteCalls: AccountCall[] = [
  {
    method: 'post',
    path: specQuotePaths.guestQuote,
    summary: "A quote for every line of the guest's specification: recorded with a copy of the lines, mailed to sales with the document",
    body: specQuoteBodySchema,
    ok: created,
    errors: { ...formErrors, 404: 'Unknown guest id' },
  },
  {
    method: 'post',
    path: specQuotePaths.quote,
    summary: "A quote for every line of a user's specification; listed in the user's requests",
    bearer: true,
    body: specQuoteBodySchema,
    ok: created,
    errors: { ...formErrors, 401: 'Not signed in', 404: "Unknown specification, or another user's" },
  },
  {
    method: 'get',
    path: specQuotePaths.mine,
    summary: "The user's quote requests for specifications, newest first (at most 100)",
    bearer: true,
    ok: { status: 200, description: 'Requests', schema: specQuoteListSchema },
    errors: { 401: 'Not signed in' },
  },
];
