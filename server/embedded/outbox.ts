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
  /** Files sent with it (a quote's specification as XLSX). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** Enough for anyone trying the site; an old data directory does not answer with megabytes. */
export const outboxListLimit = 100;

export interface Outbox {
  send(mail: OutgoingMail): void;
  /** Newest first; only mails to `to` (compared case-insensitively) when given. */
  list(to?: string): OutboxMail[];
  /** A file of a mail, by the mail's id and the file's position (from 1). */
  attachment(mailId: number, position: number): MailAttachment | undefined;
}

interface MailRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  link: string | null;
  created_at: number;
}

interface AttachmentRow {
  mail_id: number;
  position: number;
  filename: string;
  content_type: string;
  size: number;
}

const mail = (row: MailRow, files: AttachmentRow[]): OutboxMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
  ...(files.length ? { attachments: files.map((f) => ({ filename: f.filename, contentType: f.content_type, size: f.size })) } : {}),
});

export function createOutbox(db: Database.Database, now: Clock): Outbox {
  const insert = db.prepare('INSERT INTO outbox (recipient, subject, text, link, created_at) VALUES (?, ?, ?, ?, ?)');
  const columns = 'id, recipient, subject, text, link, created_at';
  const selectAll = db.prepare(`SELECT ${columns} FROM outbox ORDER BY created_at DESC, id DESC LIMIT ${outboxListLimit}`);
  const selectTo = db.prepare(
    `SELECT ${columns} FROM outbox WHERE recipient = ? ORDER BY created_at DESC, id DESC LIMIT ${outboxListLimit}`,
  );

  const insertFile = db.prepare(
    'INSERT INTO outbox_attachments (mail_id, position, filename, content_type, content) VALUES (?, ?, ?, ?, ?)',
  );
  const filesOf = db.prepare(
    'SELECT mail_id, position, filename, content_type, length(content) AS size FROM outbox_attachments WHERE mail_id = ? ORDER BY position',
  );
  const selectFile = db.prepare('SELECT filename, content_type, content FROM outbox_attachments WHERE mail_id = ? AND position = ?');

  return {
    send(outgoing) {
      const write = () => {
        const { lastInsertRowid } = insert.run(outgoing.to.toLowerCase(), outgoing.subject, outgoing.text, outgoing.link, now());
        (outgoing.attachments ?? []).forEach((file, index) =>
          insertFile.run(Number(lastInsertRowid), index + 1, file.filename, file.contentType, Buffer.from(file.content)),
        );
      };
      // A mail is often part of a caller's transaction (a user and their activation mail): then it joins that one.
      if (db.inTransaction) write();
      else db.transaction(write)();
    },
    list(to) {
      const rows = (to === undefined ? selectAll.all() : selectTo.all(to.trim().toLowerCase())) as MailRow[];
      return rows.map((row) => mail(row, filesOf.all(row.id) as AttachmentRow[]));
    },
    attachment(mailId, position) {
      const row = selectFile.get(mailId, position) as { filename: string; content_type: string; content: Uint8Array } | undefined;
      return row && { filename: row.filename, contentType: row.content_type, content: new Uint8Array(row.content) };
    },
  };
}
