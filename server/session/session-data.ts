import { z } from 'zod';
import { userSchema } from '#shared/contract/auth';

/**
 * What the sealed cookie holds. The token never leaves the server. `id` names this sign-in so it
 * can be revoked (a sealed cookie cannot be taken back); `issuedAt` dates it, so a password change
 * can end every sign-in of the account made before it. Both survive token refreshes.
 */
export const sessionDataSchema = z.object({
  id: z.string().min(16).max(64),
  issuedAt: z.number(),
  token: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  user: userSchema,
  lastRefreshedAt: z.number(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;
