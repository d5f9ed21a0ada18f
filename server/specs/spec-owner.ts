import type { Context } from 'hono';
import { fillPath } from '#shared/contract/paths';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth, UpstreamResult } from '../auth/upstream-auth';
import { readAccountCurrent } from './account-current';
import type { GuestSpecs } from './guest-spec';

/** Whose specification a call is about: a guest's by the id in its cookie, or a signed-in user's by number. */
export type SpecOwner = { kind: 'guest'; guestId: string } | { kind: 'user'; specId: string };

/** An upstream path template per owner: the guest's (`{guestId}`) and the user's (`{specId}`). */
export interface OwnerPaths {
  guest: string;
  user: string;
}

/**
 * The specification a visitor's call on «current» (`/api/specs/current/…`) or on a number
 * (`/api/specs/{id}/…`) is about, and how to call upstream for it: a guest's without a bearer (the
 * id is the key), a user's with the session's (docs/decisions/014-specifications.md).
 */
export function createSpecOwners(deps: { sessions: SessionService; auth: UpstreamAuth; guests: GuestSpecs }) {
  const { sessions, auth, guests } = deps;
  return {
    /** The current specification: the account's most recent one, or the guest's; null when the visitor has none. */
    async current(c: Context): Promise<UpstreamResult<SpecOwner | null>> {
      if (await sessions.current(c)) {
        // Read without making one: a user who has none has no current specification yet.
        const current = await readAccountCurrent((method, path) => sessions.withToken(c, (token) => auth.send(method, path, { token })));
        if (!current.ok) return current;
        return { ok: true, value: current.value && { kind: 'user', specId: current.value.id } };
      }
      const guestId = guests.idOf(c);
      return { ok: true, value: guestId ? { kind: 'guest', guestId } : null };
    },

    /** A call on the owner's specification; a user's needs the session (else a 401). */
    send(c: Context, owner: SpecOwner, method: string, paths: OwnerPaths, body?: unknown): Promise<UpstreamResult<unknown>> {
      if (owner.kind === 'guest') return auth.send(method, fillPath(paths.guest, { guestId: owner.guestId }), { body });
      const path = fillPath(paths.user, { specId: owner.specId });
      return sessions.withToken(c, (token) => auth.send(method, path, { token, body }));
    },
  };
}

export type SpecOwners = ReturnType<typeof createSpecOwners>;
