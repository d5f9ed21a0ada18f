import type Database from 'libsql';
import type { OutboxMail } from '#shared/contract/auth';
import type { Clock } from './accounts/clock';

/**
 * The embedded API sends no e-mail: mails are written here instead and read back through
 * `GET /api/dev/outbox`, so whoever tries the site can follow the activation link or copy the
 * reset code. A real backend delivers them.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The mail's one action (activation link, reset form), kept apart so tools need not parse text. */
  link: string | null;
}

/** Enough for anyone trying the site; an old data directory does not answer with megabytes. */
export const outboxListLimit = 100;

export interface Outbox {
  send(mail: OutgoingMail): void;
  /** Newest first; only mails to `to` (compared case-insensitively) when given. */
  list(to?: string): OutboxMail[];
}

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  link: string | null;
  created_at: number;
}

const mail = (row: MailRow): OutboxMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
});

export function createOutbox(db: Database.Database, now: Clock): Outbox {
  const insert = db.prepare('INSERT INTO outbox (recipient, subject, text, link, created_at) VALUES (?, ?, ?, ?, ?)');
  const columns = 'id, recipient, subject, text, link, created_at';
  const selectAll = db.prepare(`SELECT ${columns} FROM outbox ORDER BY created_at DESC, id DESC LIMIT ${outboxListLimit}`);
  const selectTo = db.prepare(
    `SELECT ${columns} FROM outbox WHERE recipient = ? ORDER BY created_at DESC, id DESC LIMIT ${outboxListLimit}`,
  );

  return {
    send(outgoing) {
      insert.run(outgoing.to.toLowerCase(), outgoing.subject, outgoing.text, outgoing.link, now());
    },
    list(to) {
      const rows = (to === undefined ? selectAll.all() : selectTo.all(to.trim().toLowerCase())) as MailRow[];
      return rows.map(mail);
    },
  };
}
