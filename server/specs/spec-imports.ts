import type { Context } from 'hono';
import { fillPath } from '#shared/contract/paths';
import { importPaths, specImportSchema, type CreateImport, type ResolveImportRow, type SpecImport } from '#shared/contract/spec-imports';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth, UpstreamResult } from '../auth/upstream-auth';
import { ensureAccountCurrent } from './account-current';
import type { GuestSpecs } from './guest-spec';

/** Upstream's import answer, checked against the contract: a malformed one is a 502. */
function asImport(result: UpstreamResult<unknown>): UpstreamResult<SpecImport> {
  if (!result.ok) return result;
  const parsed = specImportSchema.safeParse(result.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 502 };
}

const notFound = { ok: false, status: 404 } as const;

/**
 * The visitor's bulk adds (docs/behaviour.md, "Bulk add"): into the current specification — the
 * guest's (by its cookie, created on the first add) or the signed-in user's current one — and read
 * or settled later only by the same visitor: a guest through the guest id, a user through the
 * bearer. Anyone else's import id is a 404.
 */
export function createSpecImports(deps: { auth: UpstreamAuth; sessions: SessionService; guests: GuestSpecs }) {
  const { auth, sessions, guests } = deps;
  const asUser = (c: Context, method: string, path: string, body?: unknown) =>
    sessions.withToken(c, (token) => auth.send(method, path, { token, body }));

  return {
    /** Into `specId` when a signed-in user names one of theirs (upstream checks it is), else the current one. */
    async create(c: Context, body: CreateImport, specId?: string): Promise<UpstreamResult<SpecImport>> {
      if (await sessions.current(c)) {
        if (specId) return asImport(await asUser(c, 'POST', fillPath(importPaths.own, { specId }), body));
        // The first add makes the user's specification; reading alone makes none.
        const current = await ensureAccountCurrent((method, path, send) => asUser(c, method, path, send));
        if (!current.ok) return current;
        return asImport(await asUser(c, 'POST', fillPath(importPaths.own, { specId: current.value.id }), body));
      }
      const guestId = await guests.ensure(c);
      if (!guestId.ok) return guestId;
      return asImport(await auth.send('POST', fillPath(importPaths.guest, { guestId: guestId.value }), { body }));
    },

    async read(c: Context, importId: string): Promise<UpstreamResult<SpecImport>> {
      if (await sessions.current(c)) return asImport(await asUser(c, 'GET', fillPath(importPaths.ownOne, { importId })));
      const guestId = guests.idOf(c);
      if (!guestId) return notFound;
      return asImport(await auth.send('GET', fillPath(importPaths.guestOne, { guestId, importId })));
    },

    async resolve(c: Context, importId: string, line: string, body: ResolveImportRow): Promise<UpstreamResult<SpecImport>> {
      if (await sessions.current(c)) return asImport(await asUser(c, 'POST', fillPath(importPaths.ownRow, { importId, line }), body));
      const guestId = guests.idOf(c);
      if (!guestId) return notFound;
      return asImport(await auth.send('POST', fillPath(importPaths.guestRow, { guestId, importId, line }), { body }));
    },
  };
}

export type SpecImportCalls = ReturnType<typeof createSpecImports>;
