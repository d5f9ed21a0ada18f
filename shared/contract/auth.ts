import { z } from 'zod';
import { safeRedirectPath } from '../auth/safe-redirect';
import { imageSchema } from './common';
import { encodedDesignSchema } from './elpanels';

/**
 * The account side of the upstream contract. Activation, password reset and the users calls have
 * fixed paths; the auth-module calls (sign-in, sign-out, session, refresh, registration) have
 * configurable paths — these are the defaults, which the embedded API serves
 * (docs/behaviour.md, "Upstream calls").
 */
export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Sign-in must hold a string token (and a refresh token when refresh is on). */
export const signInAnswerSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export const sessionAnswerSchema = z.object({ user: userSchema });

export const saveKinds = ['product', 'elpanel-design', 'panel-design'] as const;
export const savedItemSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(saveKinds),
  refId: z.string(),
  title: z.string(),
  /** Where the item is shown: a path of this site, never another host (`/\\host`, `//host`, a scheme). */
  url: z
    .string()
    .regex(/^\/(?![/\\])/)
    .refine((url) => safeRedirectPath(url) === url, 'must be a path of this site'),
  createdAt: z.string(),
  /** A product's picture; null for panels and designs, which the page draws from their design. */
  picture: imageSchema.nullable().optional(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;
export const savedItemListSchema = z.array(savedItemSchema);
const catalogueId = z.string().regex(/^[\w-]{1,80}$/);
/**
 * What to save: a product or a ready-made panel by its id, or a visitor's own panel design by its
 * address form (docs/designer.md, "Address format"), which is the design itself.
 */
export const addSaveSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('product'), refId: catalogueId }),
  z.object({ kind: z.literal('elpanel-design'), refId: catalogueId }),
  z.object({ kind: z.literal('panel-design'), refId: encodedDesignSchema }),
]);

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  /** Files sent with the mail (a quote's specification), read at `/api/dev/outbox/{id}/attachments/{position}`. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int().nonnegative() })).optional(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** Default upstream paths; the BFF reads overrides from AUTH_*_PATH / AUTH_*_METHOD. */
export const authPaths = {
  signIn: { method: 'POST', path: '/api/auth/login' },
  signOut: { method: 'POST', path: '/api/auth/logout' },
  session: { method: 'GET', path: '/api/auth/session' },
  refresh: { method: 'POST', path: '/api/auth/refresh' },
  signUp: { method: 'POST', path: '/api/auth/registration' },
} as const;

/** Fixed paths (not configurable in the BFF). */
export const accountPaths = {
  activate: '/api/auth/activate/{code}',
  resetRequest: '/api/auth/reset/password/request',
  reset: '/api/auth/reset/password',
  editProfile: '/api/users/edit',
  editPassword: '/api/users/edit/password',
  saves: '/api/saves',
  save: '/api/saves/{id}',
  outbox: '/api/dev/outbox',
} as const;
