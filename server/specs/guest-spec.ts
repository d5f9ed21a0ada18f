import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { guestIdSchema, mergeResultSchema, specPaths, specSchema, type MergeResult, type Spec } from '#shared/contract/specs';
import { fillPath } from '#shared/contract/paths';
import type { SessionService } from '../auth/session-service';
import type { UpstreamAuth, UpstreamResult } from '../auth/upstream-auth';
import type { Logger } from '../logger';
import { markPersonal } from '../security/personal-answer';

export const guestSpecCookieName = 'spec';
/** As long as upstream keeps an untouched guest specification (docs/decisions/014-specifications.md). */
const guestSpecMaxAgeSeconds = 90 * 86_400;

/** Upstream's specification answer, checked against the contract: a malformed one is a 502. */
export function asSpec(result: UpstreamResult<unknown>): UpstreamResult<Spec> {
  if (!result.ok) return result;
  const parsed = specSchema.safeParse(result.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: 502 };
}

/**
 * The guest's specification key (docs/decisions/014-specifications.md): upstream's unguessable id in
 * a cookie of its own — httpOnly, SameSite=Lax, Secure behind https, like the session's — and never
 * in the sealed session. A value that is not a guest id is ignored, never sent upstream.
 */
export function createGuestSpecs(deps: { auth: UpstreamAuth; sessions: SessionService; logger: Logger; secure: boolean }) {
  const { auth, logger } = deps;
  const attributes = { httpOnly: true, sameSite: 'Lax', path: '/', secure: deps.secure } as const;

  const idOf = (c: Context): string | undefined => {
    const parsed = guestIdSchema.safeParse(getCookie(c, guestSpecCookieName));
    return parsed.success ? parsed.data : undefined;
  };
  const remember = (c: Context, id: string) => setCookie(c, guestSpecCookieName, id, { ...attributes, maxAge: guestSpecMaxAgeSeconds });
  const forget = (c: Context) => {
    if (getCookie(c, guestSpecCookieName) !== undefined) deleteCookie(c, guestSpecCookieName, attributes);
  };

  return {
    idOf,
    remember,
    forget,

    /** The guest's specification, or null when the visitor has none (an unknown or forged cookie is dropped). */
    async read(c: Context): Promise<UpstreamResult<Spec | null>> {
      const id = idOf(c);
      if (!id) {
        forget(c);
        return { ok: true, value: null };
      }
      // The lines and notes are this visitor's: never compressed (docs/decisions/013-compression.md).
      markPersonal(c);
      const result = asSpec(await auth.send('GET', fillPath(specPaths.guest, { guestId: id })));
      if (!result.ok && result.status === 404) {
        forget(c);
        return { ok: true, value: null };
      }
      return result;
    },

    /** The guest's specification id, a new one created upstream (and remembered) when there is none. */
    async ensure(c: Context): Promise<UpstreamResult<string>> {
      const existing = await this.read(c);
      if (!existing.ok) return existing;
      if (existing.value) return { ok: true, value: existing.value.id };
      const created = asSpec(await auth.send('POST', specPaths.guests));
      if (!created.ok) return created;
      remember(c, created.value.id);
      return { ok: true, value: created.value.id };
    },

    /**
     * After sign-in: the guest's lines join the account's current specification and the cookie is
     * dropped. An unknown guest id just drops the cookie; upstream trouble keeps it for the next try.
     */
    async merge(c: Context): Promise<UpstreamResult<MergeResult | null>> {
      const guestId = idOf(c);
      if (!guestId) return { ok: true, value: null };
      const result = await deps.sessions.withToken(c, (token) => auth.send('POST', specPaths.merge, { token, body: { guestId } }));
      if (!result.ok) {
        if (result.status === 404) forget(c);
        else logger.warn({ status: result.status }, 'guest specification not merged; the cookie is kept for the next sign-in');
        return result.status === 404 ? { ok: true, value: null } : result;
      }
      const parsed = mergeResultSchema.safeParse(result.value);
      if (!parsed.success) return { ok: false, status: 502 };
      forget(c);
      return { ok: true, value: parsed.data };
    },
  };
}

export type GuestSpecs = ReturnType<typeof createGuestSpecs>;
