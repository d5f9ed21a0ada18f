import type { RevocationStore } from './revocations';

/**
 * Revocations told to the other workers of this machine (docs/decisions/022-workers-and-the-embedded-api.md):
 * without REDIS_URL each worker keeps its records in memory, and a logout handled by one worker must
 * end the session on the others too, as it did when one process answered everything. Each record is
 * kept here and sent on `channel`; records from the others arrive on it and are kept the same way.
 */
export interface RevocationRecord {
  type: typeof revocationMessage;
  kind: 'session' | 'account';
  /** The session id, or the account's key. */
  id: string;
  /** For an account: sessions issued before this moment are dead. */
  at?: number;
}

export const revocationMessage = 'site:revocation';
/** A worker ready to hear records asks for those made before it started (a worker started again after a crash). */
export const revocationReplayAsk = 'site:revocation-replay';

export interface RevocationChannel {
  send(record: RevocationRecord): void;
  onRecord(handler: (record: RevocationRecord) => void): void;
}

export function sharedRevocations(local: RevocationStore, channel: RevocationChannel): RevocationStore {
  channel.onRecord((record) => void apply(local, record));
  return {
    async revokeSession(sessionId) {
      await local.revokeSession(sessionId);
      channel.send({ type: revocationMessage, kind: 'session', id: sessionId });
    },
    async revokeAccount(accountKey, at) {
      await local.revokeAccount(accountKey, at);
      channel.send({ type: revocationMessage, kind: 'account', id: accountKey, at });
    },
    check: (session) => local.check(session),
  };
}

function apply(store: RevocationStore, record: RevocationRecord): Promise<void> {
  return record.kind === 'session' ? store.revokeSession(record.id) : store.revokeAccount(record.id, record.at ?? 0);
}

export function isRevocationRecord(message: unknown): message is RevocationRecord {
  if (typeof message !== 'object' || message === null) return false;
  const m = message as Partial<RevocationRecord>;
  return m.type === revocationMessage && (m.kind === 'session' || m.kind === 'account') && typeof m.id === 'string';
}

/** The worker's end: records go to the primary, which passes them to every other worker. */
export function workerRevocationChannel(): RevocationChannel {
  return {
    send: (record) => void process.send?.(record),
    onRecord(handler) {
      process.on('message', (message: unknown) => {
        if (isRevocationRecord(message)) handler(message);
      });
      process.send?.({ type: revocationReplayAsk });
    },
  };
}
