import { Hono, type Context } from 'hono';
import { sharedSpecPagePath, shareMessages, specSharePaths } from '#shared/contract/spec-shares';
import { specMessages, specShareSchema } from '#shared/contract/specs';
import type { UpstreamResult } from '../auth/upstream-auth';
import { readSharedSpec } from '../specs/shared-spec';
import type { SpecOwner, SpecOwners } from '../specs/spec-owner';
import type { AccountRouteDeps } from './auth';
import { returnPath } from './form-outcome';
import { readBody } from './request-body';
import { answerUpstreamFailure, upstreamFailure } from './upstream-failure';

const noStore = { 'cache-control': 'private, no-store' } as const;
const specIdPattern = '{[1-9][0-9]{0,9}}';
const ownerPaths = { guest: specSharePaths.guestShare, user: specSharePaths.share };

/**
 * The read-only link (docs/behaviour.md, "Specification"; docs/decisions/017-share-links.md):
 * `POST /api/specs/current/share` and `/api/specs/{id}/share` make it (the same link while it
 * lives), `…/share/revoke` revokes it — as JSON, or as a form posted without JavaScript, which goes
 * back to its callbackUrl with the outcome as a notice. `GET /api/specs/shared/{token}` is the
 * holder's read. Mounted before /api/specs' own routes.
 */
export function specShareRoutes(deps: Pick<AccountRouteDeps, 'auth' | 'outcomes'> & { owners: SpecOwners }): Hono {
  const { auth, outcomes, owners } = deps;
  const app = new Hono();

  const change = (revoke: boolean, ownerOf: (c: Context) => Promise<UpstreamResult<SpecOwner | null>>) => async (c: Context) => {
    const body = await readBody(c);
    if (!body.ok) return body.response;
    const notice = async (tone: 'success' | 'error', text: string) => {
      await outcomes.flash(c, { notice: { tone, text } });
      c.header('cache-control', 'private, no-store');
      return c.redirect(returnPath(body.data), 303);
    };
    const owner = await ownerOf(c);
    const result: UpstreamResult<unknown> = !owner.ok
      ? owner
      : owner.value
        ? await owners.send(c, owner.value, revoke ? 'DELETE' : 'POST', ownerPaths)
        : { ok: false, status: 404, message: shareMessages.noSpec };
    const share = result.ok && !revoke ? specShareSchema.safeParse(result.value) : undefined;
    if (share && !share.success)
      return body.mode === 'form' ? notice('error', shareMessages.failure) : answerUpstreamFailure(c, { status: 502 });
    if (body.mode === 'form') {
      if (!result.ok) return notice('error', upstreamFailure(result, shareMessages.failure).message);
      return notice('success', revoke ? shareMessages.revoked : shareMessages.created);
    }
    if (!result.ok) return answerUpstreamFailure(c, result, shareMessages.failure);
    if (!share) return c.body(null, 204, noStore);
    return c.json({ ...share.data, path: sharedSpecPagePath(share.data.token) }, 200, noStore);
  };
  const numbered = (c: Context) => Promise.resolve({ ok: true, value: { kind: 'user', specId: c.req.param('specId') ?? '' } } as const);

  app.post('/current/share', change(false, owners.current));
  app.post('/current/share/revoke', change(true, owners.current));
  app.post(`/:specId${specIdPattern}/share`, change(false, numbered));
  app.post(`/:specId${specIdPattern}/share/revoke`, change(true, numbered));

  app.get('/shared/:token', async (c) => {
    const result = await readSharedSpec(auth, c.req.param('token'));
    return result.ok ? c.json(result.value, 200, noStore) : answerUpstreamFailure(c, result, specMessages.notFound);
  });

  return app;
}
