import { z } from 'zod';

/**
 * The embedded API's mail server in a real deployment (docs/operations.md, "Mail"); without it mails
 * go to the demo outbox. Read by the site (embedded mode) and by the embedded API run on its own.
 */
export const smtpSettings = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be smtp://… or smtps://…' }).optional(),
  SMTP_FROM: z.string().min(3).default('ЭлектроЩит Про <noreply@example.ru>'),
};
