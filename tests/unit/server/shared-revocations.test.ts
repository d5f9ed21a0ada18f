import { describe, expect, it } from 'vitest';
import { createMemoryRevocationStore } from '#server/session/revocations';
import { sharedRevocations, type RevocationChannel, type RevocationRecord } from '#server/session/shared-revocations';

/** Workers linked as the primary links them: a record sent by one reaches every other. */
function linkedWorkers(count: number) {
  const handlers: Array<(record: RevocationRecord) => void> = [];
  const channel = (index: number): RevocationChannel => ({
    send: (record) => handlers.forEach((handler, i) => i !== index && handler(record)),
    onRecord: (handler) => void (handlers[index] = handler),
  });
  return Array.from({ length: count }, (_, i) => sharedRevocations(createMemoryRevocationStore({ keepMs: 60_000 }), channel(i)));
}

const session = { id: 'session-1', issuedAt: 1_000, accountKey: 'account-1' };

describe('revocations shared by the workers (docs/decisions/022-workers-and-the-embedded-api.md)', () => {
  it('a logout handled by one worker ends the session on the others', async () => {
    const [a, b, c] = linkedWorkers(3);
    expect(await b!.check(session)).toBe('valid');
    await a!.revokeSession(session.id);
    expect(await a!.check(session)).toBe('revoked');
    expect(await b!.check(session)).toBe('revoked');
    expect(await c!.check(session)).toBe('revoked');
  });

  it('a password change on one worker ends the sessions issued before it on the others, not later ones', async () => {
    const [a, b] = linkedWorkers(2);
    await a!.revokeAccount(session.accountKey, 2_000);
    expect(await b!.check(session)).toBe('revoked');
    expect(await b!.check({ ...session, id: 'session-2', issuedAt: 3_000 })).toBe('valid');
  });

  it("without the link, a worker does not know of another worker's logout (why the link exists)", async () => {
    const a = createMemoryRevocationStore({ keepMs: 60_000 });
    const b = createMemoryRevocationStore({ keepMs: 60_000 });
    await a.revokeSession(session.id);
    expect(await b.check(session)).toBe('valid');
  });
});
