import { z } from 'zod';

/**
 * The consent log (docs/behaviour.md, "Consent to the processing of personal data"): each consent
 * a visitor gives on a form, and each withdrawal, is a record of its own. The log is append-only —
 * no call of the contract changes or deletes a record; a withdrawal is a new record naming the
 * consent it ends.
 */

/** The forms that collect personal data and so ask for the consent. */
export const consentForms = ['registration', 'quote', 'spec-quote', 'profile'] as const;
export const consentFormSchema = z.enum(consentForms);
export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The document agreed to: the site's consent text (`/legal/consent`). */
export const consentDocuments = ['consent'] as const;
export const consentDocumentSchema = z.enum(consentDocuments);

/** A document's version: the SHA-256 of its text as the visitor was shown it, in hex. */
export const consentVersionSchema = z.string().regex(/^[0-9a-f]{64}$/);

/** The visitor's address as the site sees it (an IP address, or `unknown` when it has none). */
const addressSchema = z.string().min(1).max(64);

/**
 * A consent to record, sent by the site as part of a form's handling (never by the browser). The
 * subject is the bearer's user when the call carries a token, else the e-mail and phone given.
 */
export const consentGivenSchema = z
  .object({
    form: consentFormSchema,
    document: consentDocumentSchema,
    version: consentVersionSchema,
    email: z.string().max(200).nullable(),
    phone: z.string().max(60).nullable(),
    address: addressSchema,
  })
  .strict();
export type ConsentGiven = z.infer<typeof consentGivenSchema>;

/** A withdrawal, by the signed-in owner of the consent: only where it came from. */
export const consentWithdrawalSchema = z.object({ address: addressSchema }).strict();

/** One of the signed-in user's consents, with its withdrawal when there is one. */
export const consentSchema = z.object({
  id: z.number().int().positive(),
  form: consentFormSchema,
  document: consentDocumentSchema,
  version: consentVersionSchema,
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentListSchema = z.array(consentSchema);

export const consentPaths = {
  /** POST: record a consent (201 with its id). */
  record: '/api/consents',
  /** GET: the bearer's consents, newest first. */
  mine: '/api/consents/my',
  /** POST: withdraw one of the bearer's consents (201; 404 for another's, 409 when already withdrawn). */
  withdraw: '/api/consents/{id}/withdrawal',
} as const;
