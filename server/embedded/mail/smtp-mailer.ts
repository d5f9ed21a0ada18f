import { createTransport } from 'nodemailer';
import type { OutgoingMail } from '../outbox';
import { mailHtml } from './mail-html';

export interface MailSender {
  send(mail: OutgoingMail): void;
}

export interface SmtpMailerOptions {
  /** `smtp://user:password@host:587` or `smtps://…:465` (docs/operations.md, "Mail"). */
  url: string;
  /** The sender, e.g. `ЭлектроЩит Про <noreply@example.ru>`. */
  from: string;
  /** A mail that could not be handed over: logged, never thrown at the visitor's request. */
  onError: (error: unknown, mail: OutgoingMail) => void;
}

/**
 * Mails of a real deployment of the embedded API: handed to an SMTP server, in Russian, with a
 * plain-text and an HTML part. Sending runs after the answer: a slow mail server does not hold up
 * registration, and a failure is logged (the visitor can ask for the mail again).
 */
export function createSmtpMailer(options: SmtpMailerOptions): MailSender & { close(): void } {
  const transport = createTransport(options.url);
  return {
    send(mail) {
      transport
        .sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mailHtml(mail),
          attachments: mail.attachments?.map((file) => ({
            filename: file.filename,
            content: Buffer.from(file.content),
            contentType: file.contentType,
          })),
        })
        .catch((error: unknown) => options.onError(error, mail));
    },
    close: () => transport.close(),
  };
}
