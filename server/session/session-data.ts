import { z } from 'zod';
import { userSchema } from '../../shared/contract/auth';

/** DESIGN.md "Session": what the sealed cookie holds. The token never leaves the server. */
export const sessionDataSchema = z.object({
  token: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  user: userSchema,
  lastRefreshedAt: z.number(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;
