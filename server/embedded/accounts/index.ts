import type Database from 'libsql';
import type { MailSender } from '../mail/smtp-mailer';
import { createOutbox, type Outbox } from '../outbox';
import type { PasswordHasher } from './passwords';
import { createActivationCodes, type ActivationCodes } from './activation';
import type { Clock } from './clock';
import { createResetCodes, type ResetCodes } from './password-reset';
import { createSavedItems, type SavedItems } from './saves';
import { createTokenStore, type TokenStore } from './tokens';
import { createUserStore, type UserStore } from './users';

/** Everything the account routes work with, wired to one database and one clock. */
export interface Accounts {
  /** For transactions that span several stores (a user and their activation mail, say). */
  db: Database.Database;
  users: UserStore;
  tokens: TokenStore;
  activationCodes: ActivationCodes;
  resetCodes: ResetCodes;
  savedItems: SavedItems;
  /** The demo outbox (listed at /api/dev/outbox); it receives the mails unless an SMTP server does. */
  outbox: Outbox;
  /** Where mails go: the outbox, or SMTP in a real deployment (docs/operations.md, "Mail"). */
  mail: MailSender;
  passwords: PasswordHasher;
  /** The public site's origin, without a trailing slash: mails link to its pages. */
  siteOrigin: string;
}

export function createAccounts(
  db: Database.Database,
  options: { now: Clock; siteOrigin: string; passwords: PasswordHasher; mailer?: MailSender },
): Accounts {
  const { now } = options;
  const outbox = createOutbox(db, now);
  return {
    db,
    users: createUserStore(db, now),
    tokens: createTokenStore(db, now),
    activationCodes: createActivationCodes(db, now),
    resetCodes: createResetCodes(db, now),
    savedItems: createSavedItems(db, now),
    outbox,
    mail: options.mailer ?? outbox,
    passwords: options.passwords,
    siteOrigin: options.siteOrigin,
  };
}
