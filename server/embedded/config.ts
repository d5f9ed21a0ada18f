import { z } from 'zod';
import { parseEnvironment } from '#server/environment/parse';
import { smtpSettings } from '#server/environment/smtp';

/** What the embedded API reads when it runs on its own (`npm run embedded-api`), parsed once at start. */
export const embeddedConfigSchema = z.object({
  EMBEDDED_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /** Loopback by default: the API trusts whoever reaches it with a token, and its outbox is open. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The site whose pages the mails link to (activation, reset): the BFF's PUBLIC_ORIGIN. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  ...smtpSettings,
});
export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;

export function loadEmbeddedConfig(env: Record<string, string | undefined>): EmbeddedConfig {
  return parseEnvironment(embeddedConfigSchema, env);
}
